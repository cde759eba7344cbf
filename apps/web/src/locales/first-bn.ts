import { mergeCatalogues } from './merge';

import { textsByEnglish } from '@messhall/shared';
import { BN } from '@messhall/shared/i18n/bn';

/** The shared texts' Bangla by their English (lib/i18n/shared-text.ts). */
export const shared = textsByEnglish(BN);

/** What Home and the layout say (locales/load.ts): the shell and the features Home shows. */
export const messages = mergeCatalogues(
  import.meta.glob(
    [
      './shell/bn.po',
      '../features/{auth,diet,meals,membership,newsletter,notifications,payments}/locales/bn.po',
    ],
    { eager: true, import: 'messages' },
  ),
);
