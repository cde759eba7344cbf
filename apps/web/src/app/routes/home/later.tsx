// What Home shows once the page is idle, in one chunk: the carousel (taking over from the static first
// slide) and the list of later sections (each still its own chunk, rendered near the viewport).
export { default as BannerCarousel } from './banner-carousel';
export { default as BelowTheFold } from './below-the-fold';
