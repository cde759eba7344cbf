import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { FIRST_BANNER_ID } from '@messhall/shared';

export interface BannerSlide {
  id: string;
  /** Shown through i18n._ where the image is drawn: the table is built before the language is active. */
  alt: MessageDescriptor;
}

/**
 * The carousel's first image (docs/product/screens-and-routes.md#banner: 3 images, drawn by the server at start under fixed ids; 1600×600 WebP):
 * what the first paint shows. The other two are declared in the lazy carousel chunk, off Home's first load.
 */
export const FIRST_SLIDE: BannerSlide = {
  id: FIRST_BANNER_ID,
  alt: msg`A plate of curry and rice with a pot of stew`,
};

/** Every slide sits in this box: the images' own 8:3 ratio, so nothing moves when they load. */
export const BANNER_BOX = 'relative aspect-[8/3] overflow-hidden rounded-box bg-base-200';
export const BANNER_IMG = 'size-full object-cover';
