import { i18n } from '@lingui/core';
import { messages } from '@/locales/first-bn';

/**
 * The page as the server writes it for a Bangla reader: <html lang="bn"> (numbers and dates follow it) and the
 * first part of the Bangla messages active. Test files share a page: put it back with pageInEnglish.
 */
export function pageInBangla(): void {
  document.documentElement.lang = 'bn';
  i18n.loadAndActivate({ locale: 'bn', messages });
}

export function pageInEnglish(): void {
  document.documentElement.lang = 'en';
  i18n.loadAndActivate({ locale: 'en', messages: {} });
}
