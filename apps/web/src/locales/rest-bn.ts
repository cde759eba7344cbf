import { mergeCatalogues } from './merge';

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
