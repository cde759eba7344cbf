import { mergeCatalogues } from './merge';

/** Every other screen's messages (locales/load.ts). */
export const messages = mergeCatalogues(
  import.meta.glob(
    [
      './{screens,dashboard,admin}/en.po',
      '../features/*/locales/en.po',
      '!../features/{auth,diet,meals,membership,newsletter,notifications,payments}/locales/en.po',
    ],
    {
      eager: true,
    },
  ),
);
