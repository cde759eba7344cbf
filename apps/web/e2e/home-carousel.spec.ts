import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { shownSlide } from './home-carousel-helpers';

// docs/product/screens-and-routes.md#banner: the banner carousel, and Home's main thread while a visitor reads it
// (docs/decisions/0058-a-carousel-moved-by-css-transitions.md).

const SLIDES = [
  'A plate of curry and rice with a pot of stew',
  'Fried eggs, pancakes and a cup of coffee',
  'A doughnut, a cupcake and a mango',
];

const carouselOf = (page: Page) => page.getByRole('region', { name: 'Hostel kitchen highlights' });

/** Waits until the carousel shows `alt`, the move's transition included. */
async function expectShown(page: Page, alt: string, timeout = 5_000): Promise<void> {
  await expect.poll(() => shownSlide(page), { timeout }).toBe(alt);
}

/** Home with the carousel in place of the static first slide. */
async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(carouselOf(page).getByRole('button', { name: /^(Pause|Play) slideshow$/ })).toBeVisible();
}

/** The carousel does not move for `ms`: it shows the same slide throughout. */
async function expectStill(page: Page, alt: string, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    expect(await shownSlide(page)).toBe(alt);
    await page.waitForTimeout(250);
  }
}

/** Tells the page it is hidden (another tab, a locked phone) or shown again, as the browser does. */
async function setPageHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (value ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test('the banner plays every 2 s in a loop, the arrows move it, and hover or Pause hold it', async ({
  page,
  axe,
  consoleErrors,
}) => {
  // Three moves, two holds of 3 s and the arrows: longer than the default on a loaded machine.
  test.setTimeout(60_000);
  await openHome(page);
  const carousel = carouselOf(page);
  // One slide shown at a time: the others are out of view and out of the accessibility tree.
  await expect(carousel.locator('img')).toHaveCount(3);
  await expect(carousel.getByRole('img')).toHaveCount(1);
  await expect(carousel.getByRole('group')).toHaveAccessibleName(/^[123] of 3$/);

  await expectShown(page, SLIDES[1]!, 4_000);
  await expectShown(page, SLIDES[2]!, 4_000);
  // Past the last slide it comes round to the first.
  await expectShown(page, SLIDES[0]!, 4_000);

  // The pointer on it holds it; leaving lets it go on.
  const box = (await carousel.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const held = (await shownSlide(page))!;
  await expectStill(page, held, 3_000);
  await page.mouse.move(0, 0);
  await expect.poll(() => shownSlide(page), { timeout: 4_000 }).not.toBe(held);

  // Pause stops it for good (the control keeps focus, so let it go too); Play starts it again.
  await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
  await page.mouse.move(0, 0);
  await carousel.getByRole('button', { name: 'Play slideshow' }).blur();
  const paused = (await shownSlide(page))!;
  await expectStill(page, paused, 3_000);

  // The arrows move one slide either way, by keyboard too, and wrap round.
  await carousel.getByRole('button', { name: 'Next slide' }).focus();
  await page.keyboard.press('Enter');
  const after = SLIDES[(SLIDES.indexOf(paused) + 1) % 3]!;
  await expectShown(page, after);
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expectShown(page, paused);
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expectShown(page, SLIDES[(SLIDES.indexOf(paused) + 2) % 3]!);
  for (const image of await carousel.locator('img').all()) {
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }

  await axe();
  expect(consoleErrors).toEqual([]);
});

test('with reduced motion the banner waits on the first slide, and Play still starts it', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHome(page);
  const carousel = carouselOf(page);
  const play = carousel.getByRole('button', { name: 'Play slideshow' });
  await expect(play).toBeVisible();
  await expectStill(page, SLIDES[0]!, 3_000);
  await play.click();
  await page.mouse.move(0, 0);
  const pause = carousel.getByRole('button', { name: 'Pause slideshow' });
  await expect(pause).toBeVisible();
  await pause.blur();
  await expectShown(page, SLIDES[1]!, 4_000);
});

test('the banner stops while the page is hidden and goes on when it is shown', async ({ page }) => {
  await openHome(page);
  await expectShown(page, SLIDES[1]!, 4_000);
  await setPageHidden(page, true);
  const hidden = (await shownSlide(page))!;
  await expectStill(page, hidden, 3_000);
  await setPageHidden(page, false);
  await expect.poll(() => shownSlide(page), { timeout: 4_000 }).not.toBe(hidden);
});
