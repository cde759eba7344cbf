// Public surface of @messhall/shared: constants, messages, error contract and zod schemas.
export * from './constants';
export * from './errors';
export * from './messages';
export * from './schemas';
