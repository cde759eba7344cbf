import { i18n } from '@lingui/core';
import { afterEach, beforeEach } from 'vitest';
import { setSharedTexts } from '@/lib/i18n/shared-text';
import { messages as first, shared } from '@/locales/first-bn';
import { messages as rest, shared as sharedMessages } from '@/locales/rest-bn';

/**
 * The page as a Bangla reader has it once the page is idle: <html lang="bn"> (numbers and dates follow it),
 * every Bangla message and the shared texts' translations. Test files share a page: put it back with
 * pageInEnglish.
 */
export function pageInBangla(): void {
  document.documentElement.lang = 'bn';
  i18n.loadAndActivate({ locale: 'bn', messages: { ...first, ...rest } });
  setSharedTexts({ ...shared, ...sharedMessages });
}

/** The page as the unit tests have it: English, the code's own texts. */
export function pageInEnglish(): void {
  document.documentElement.lang = 'en';
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  setSharedTexts(undefined);
}

/** Every test of the file, or of the `describe` it is called in, on a Bangla page; English again after each. */
export function inBangla(): void {
  beforeEach(pageInBangla);
  afterEach(pageInEnglish);
}
