import { BANNER_IMAGE_IDS } from './constants/banners';

/**
 * `srcset` of the server's resized copies (GET /api/images/:id?w=, decision 0017), so a phone downloads a
 * picture near its on-screen size. `widths` must come from IMAGE_WIDTHS (a unit test checks); a width at or
 * above the original's gets the original. Other URLs (an external address, a data: preview) have no copies:
 * undefined leaves the plain `src`.
 */
export const imageSrcSet = (src: string, widths: readonly number[] = [320, 480, 640, 800]) =>
  src.startsWith('/api/images/') ? widths.map((w) => `${src}?w=${w} ${w}w`).join() : undefined;

/** A meal card's slot from `sm`: 2, 3 and 4 columns in a container at most 80 rem wide. */
const GRID_CARD_SIZES = '(min-width:1280px) 300px,(min-width:1024px) 33vw,(min-width:640px) 50vw';
/** A meal card's slot: one column on phones, then the grid's. */
export const CARD_SIZES = `${GRID_CARD_SIZES},100vw`;

/** The `srcset` widths and `sizes` of one kind of picture on screen. */
export interface ImageSlot {
  widths: readonly number[];
  sizes: string;
}

// The pictures a first screen may paint as its largest element. The server announces them in index.html
// (decision 0020) with exactly these strings: if the hint and the <img> differ, the browser may fetch twice.

/**
 * Home's meal cards: on phones 40vw wide in a row that scrolls sideways (decision 0033), then the grid's
 * columns. 320 covers a phone at 2x and the 4-column desktop grid, 480 a phone at 3x.
 */
export const HOME_CARD_IMAGE: ImageSlot = { widths: [320, 480, 800], sizes: `${GRID_CARD_SIZES},40vw` };
/** All Meals and Upcoming Meals cards. */
export const LIST_CARD_IMAGE: ImageSlot = { widths: [320, 480, 640, 800], sizes: CARD_SIZES };
/** The meal details picture: half the page from `lg`, the full width below. */
export const MEAL_DETAILS_IMAGE: ImageSlot = {
  widths: [320, 480, 640, 800, 1200],
  sizes: '(min-width: 1152px) 560px, (min-width: 1024px) 50vw, 100vw',
};

/** Where the server serves a stored image (GET /api/images/:id): uploads, seeded pictures and banners. */
export const imageUrl = (id: string) => `/api/images/${id}`;

/** The Home carousel's slides (1600×600 WebP, drawn by the server under fixed ids). */
export const bannerSrc = imageUrl;
/** A resized copy for phones (16 KB → 7 KB) and the original. */
export const bannerSrcSet = (id: string) => `${bannerSrc(id)}?w=800 800w,${bannerSrc(id)} 1600w`;
/**
 * The full width below `lg`, two thirds above; with these two candidates "100vw" picks the same file as the
 * exact slot everywhere but 1024–1250 px windows.
 */
export const BANNER_SIZES = '100vw';
/** The slide the first paint shows. */
export const FIRST_BANNER_ID = BANNER_IMAGE_IDS[0];
