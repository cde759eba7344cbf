import { mergeCatalogues } from './merge';

/** The shared messages' Bangla by their English (lib/i18n/shared-text.ts): forms and toasts are not on Home. */
export { BN_MESSAGES_BY_ENGLISH as shared } from '@messhall/shared/i18n/bn-messages';

/** Every other screen's messages (locales/load.ts). */
export const messages = mergeCatalogues(
  import.meta.glob(
    [
      './{screens,dashboard,admin}/bn.po',
      '../features/*/locales/bn.po',
      '!../features/{auth,diet,meals,membership,newsletter,notifications,payments}/locales/bn.po',
    ],
    { eager: true, import: 'messages' },
  ),
);
