/**
 * `srcset` of the server's resized copies (GET /api/images/:id?w=, decision 0017), so a phone downloads a
 * picture near its on-screen size. `widths` must come from IMAGE_WIDTHS (@messhall/shared; a unit test checks);
 * a width at or above the original's gets the original. Other URLs (an external address, a data: preview) have
 * no copies: undefined leaves the plain `src`. Kept this small on purpose: it is on Home's first load.
 */
export const imageSrcSet = (src: string, widths = [320, 480, 640, 800]) =>
  src.startsWith('/api/images/') ? widths.map((w) => `${src}?w=${w} ${w}w`).join() : undefined;

/** A meal card's slot: one column on phones, then 2, 3 and 4 in a container at most 80 rem wide. */
export const CARD_SIZES = '(min-width:1280px) 300px,(min-width:1024px) 33vw,(min-width:640px) 50vw,100vw';
