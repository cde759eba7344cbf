import { mergeCatalogues } from './merge';

export { BN as shared } from '@messhall/shared/i18n/bn';

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
