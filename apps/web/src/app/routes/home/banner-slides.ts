import { BANNER_IMAGE_IDS } from '@messhall/shared';

export interface BannerSlide {
  id: string;
  alt: string;
}

/**
 * The carousel's first image (spec §2: 3 images, drawn by the server at start under fixed ids; 1600×600 WebP):
 * what the first paint shows. The other two are declared in the lazy carousel chunk, off Home's first load.
 */
export const FIRST_SLIDE: BannerSlide = {
  id: BANNER_IMAGE_IDS[0],
  alt: 'A plate of curry and rice with a pot of stew',
};

export const bannerSrc = (id: string) => `/api/images/${id}`;
/**
 * A resized copy for phones (GET /api/images/:id?w=, decision 0017; 16 KB → 7 KB) and the original. Written
 * out rather than built with lib/image-src: that shared module would be one more chunk on Home's first load.
 */
export const bannerSrcSet = (id: string) => `${bannerSrc(id)}?w=800 800w,${bannerSrc(id)} 1600w`;
/**
 * The full width below `lg`, two thirds above; with these two candidates "100vw" picks the same file as the exact
 * slot everywhere but 1024–1250 px windows, and costs fewer bytes on Home's first load.
 */
export const BANNER_SIZES = '100vw';

/** Every slide sits in this box: the images' own 8:3 ratio, so nothing moves when they load. */
export const BANNER_BOX = 'relative aspect-[8/3] overflow-hidden rounded-box bg-base-200';
export const BANNER_IMG = 'size-full object-cover';
