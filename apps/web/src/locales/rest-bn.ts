import { messagesByEnglish } from '@messhall/shared';
import { BN } from '@messhall/shared/i18n/bn';
import { mergeCatalogues } from './merge';

/** The shared messages' Bangla by their English (lib/i18n/shared-text.ts): forms and toasts are not on Home. */
export const shared = messagesByEnglish(BN);

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
