import { BANNER_IMAGE_IDS } from '@messhall/shared';

/** The three carousel images (spec §2), drawn by the server at start under fixed ids; 1600×600 WebP. */
export const BANNER_SLIDES = [
  { id: BANNER_IMAGE_IDS[0], alt: 'A plate of curry and rice with a pot of stew' },
  { id: BANNER_IMAGE_IDS[1], alt: 'Fried eggs, pancakes and a cup of coffee' },
  { id: BANNER_IMAGE_IDS[2], alt: 'A doughnut, a cupcake and a mango' },
] as const;

export const bannerSrc = (id: string) => `/api/images/${id}`;

/** Every slide sits in this box: the images' own 8:3 ratio, so nothing moves when they load. */
export const BANNER_BOX = 'relative aspect-[8/3] overflow-hidden rounded-box bg-base-200';
export const BANNER_IMG = 'size-full object-cover';
