import type { Locator, Page } from '@playwright/test';
import { ALL_MEALS_PAGE_SIZE } from '@messhall/shared';
import { expect, test } from './fixtures';

// Decision 0017 (docs/decisions/0017-responsive-image-variants.md): every meal and banner image reserves its box (width/height), loads lazily
// below the fold, offers the server's resized copies (srcset + sizes) and the LCP candidate is fetched first.

interface ImageFacts {
  alt: string;
  width: string | null;
  height: string | null;
  srcset: string;
  sizes: string | null;
  loading: string;
  fetchPriority: string | null;
  complete: boolean;
  naturalWidth: number;
  currentSrc: string;
  belowFold: boolean;
}

const imagesIn = (page: Page) =>
  page.getByRole('main').evaluate((main) =>
    [...main.querySelectorAll('img')].map((img): ImageFacts => ({
      alt: img.alt,
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      srcset: img.srcset,
      sizes: img.getAttribute('sizes'),
      loading: img.loading,
      fetchPriority: img.getAttribute('fetchpriority'),
      complete: img.complete,
      naturalWidth: img.naturalWidth,
      currentSrc: img.currentSrc,
      belowFold: img.getBoundingClientRect().top > window.innerHeight * 1.5,
    })),
  );

function expectResponsive(images: ImageFacts[]) {
  expect(images.length).toBeGreaterThan(0);
  for (const img of images) {
    expect(img.alt, 'every picture is described').not.toBe('');
    expect([img.width, img.height], `${img.alt}: reserved box`).not.toContain(null);
    expect(img.srcset, `${img.alt}: resized copies`).toMatch(/\/api\/images\/[^ ]+\?w=\d+ \d+w/);
    expect(img.sizes, `${img.alt}: sizes`).toBeTruthy();
    if (img.belowFold) expect(img.loading, `${img.alt}: below the fold`).toBe('lazy');
  }
}

/** The pixel width of the file an <img> shows (its naturalWidth is scaled by the srcset density). */
const fileWidth = (img: Locator) =>
  img.evaluate(async (element: HTMLImageElement) => {
    const probe = new Image();
    probe.src = element.currentSrc;
    await probe.decode();
    return probe.naturalWidth;
  });

/**
 * Cards of the seeded demo meals (800×600 pictures). Other specs add meals with a 1×1 test image, and the
 * cheapest and newest of those come first on Home and /meals when the whole suite runs.
 */
const demoCards = (page: Page) => page.getByRole('main').getByRole('article').filter({ hasNotText: 'E2E ' });

async function firstImageLoaded(page: Page) {
  await expect
    .poll(async () => (await imagesIn(page)).filter((i) => i.complete && i.naturalWidth > 0).length)
    .toBeGreaterThan(0);
}

test('Home: banner and meal cards reserve their space and offer resized copies; the first ones load first', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Featured Meals' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await firstImageLoaded(page);
  const images = await imagesIn(page);
  expectResponsive(images);
  // The first card (the LCP on phones); the banner's first slide too until the carousel takes its place.
  const priority = images.filter((i) => i.fetchPriority === 'high');
  expect(priority.length).toBeGreaterThanOrEqual(1);
  for (const img of priority) expect(img.loading, `${img.alt}: not lazy`).not.toBe('lazy');
});

test('Home at desktop width picks the 320 px copy for a 4-column card', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const card = demoCards(page).first().getByRole('img');
  await expect(card).toBeVisible();
  await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\?w=320$/);
  expect(await fileWidth(card)).toBe(320);
});

test('Home on a phone picks the 320 px copy for a card of the sideways row @phone', async ({ page }) => {
  await page.goto('/');
  const card = demoCards(page).first().getByRole('img');
  await expect(card).toBeVisible();
  // 40 % of 390 px at 2x: 312 device pixels.
  await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\?w=320$/);
  expect(await fileWidth(card)).toBe(320);
});

test('Home on a phone gets the 800 px copy of the 1600 px banner @phone', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('main').getByRole('img', { name: /curry and rice/ });
  await expect(banner).toBeVisible();
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\?w=800$/);
  expect(await fileWidth(banner)).toBe(800);
});

test('/meals: cards reserve their space, offer resized copies and only the first row loads eagerly', async ({
  page,
}) => {
  await page.goto('/meals');
  await expect(page.getByRole('heading', { name: 'All Meals' })).toBeVisible();
  // A full page of 30 (the demo data has more than 30 meals), so "mostly lazy" is measured on a whole page.
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(ALL_MEALS_PAGE_SIZE);
  await firstImageLoaded(page);
  const images = await imagesIn(page);
  expectResponsive(images);
  expect(images.filter((i) => i.fetchPriority === 'high')).toHaveLength(1);
  expect(images.filter((i) => i.loading === 'lazy').length).toBeGreaterThan(images.length / 2);
});

test('meal details: the picture is the high-priority LCP image with resized copies', async ({ page }) => {
  await page.goto('/meals');
  await demoCards(page).first().getByRole('link', { name: 'View Details' }).click();
  // /meals has an h1 too: wait for the details screen itself, or the list's first card would be measured.
  await expect(page).toHaveURL(/\/mealdetails\//);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('All Meals');
  await firstImageLoaded(page);
  const [hero] = await imagesIn(page);
  expectResponsive([hero!]);
  expect(hero).toMatchObject({ fetchPriority: 'high', loading: 'eager', width: '800', height: '600' });
});
