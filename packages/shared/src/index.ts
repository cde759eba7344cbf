// Public surface of @messhall/shared: constants, messages, error contract, zod schemas, image slots and the
// client routes with their first-screen reads (what server and web app must spell alike).
export * from './constants';
export * from './errors';
export * from './messages';
export * from './message-templates';
export * from './schemas';
export * from './images';
export * from './client-routes';
export * from './calendar-days';
export * from './api-responses';
export * from './i18n/format';
export * from './i18n/texts';
export * from './search-words';
