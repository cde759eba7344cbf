/**
 * The widths of resized copies `GET /api/images/:id?w=` serves (decision 0017). A short fixed list keeps the
 * stored copies per image few and shared by every visitor; the web app builds its srcsets from it.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
