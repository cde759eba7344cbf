import { mergeCatalogues } from './merge';

/** The shared names' Bangla by their English (lib/i18n/shared-text.ts); the messages come with the rest. */
export { BN_NAMES as shared } from '@messhall/shared/i18n/bn-names';

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
