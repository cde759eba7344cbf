import type { Page } from '@playwright/test';

/**
 * The picture a visitor sees: the image drawn at the middle of the carousel, by its text alternative. Asked in
 * a new frame: a move the compositor animates does not advance the page's own clock until one is drawn.
 */
export async function shownSlide(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    await new Promise(requestAnimationFrame);
    const region = document.querySelector('[aria-roledescription="carousel"]');
    if (!region) return null;
    const box = region.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const image = document.elementsFromPoint(x, y).find((e) => e instanceof HTMLImageElement);
    return image ? (image as HTMLImageElement).alt : null;
  });
}
