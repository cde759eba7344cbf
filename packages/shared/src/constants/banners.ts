/**
 * The Home carousel's three images (docs/product/screens-and-routes.md#banner: 3 images). The server draws them at start under these fixed ids,
 * so the web app links /api/images/<id> without asking the API first.
 */
export const BANNER_IMAGE_IDS = [
  '00000000-0000-4000-8000-00000000b001',
  '00000000-0000-4000-8000-00000000b002',
  '00000000-0000-4000-8000-00000000b003',
] as const;
