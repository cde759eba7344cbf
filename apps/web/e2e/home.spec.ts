import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// docs/product/screens-and-routes.md: Shared layout, Home and Forbidden, on the built app with the seeded demo meals.

test('home shows the top bar, meal cards and the footer, with no console errors or axe violations @smoke', async ({
  page,
  axe,
  consoleErrors,
}) => {
  await page.goto('/');

  await expect(page).toHaveTitle(/Messhall/);
  const topBar = page.getByRole('banner');
  await expect(topBar.getByText('Messhall', { exact: true }).filter({ visible: true }).first()).toBeVisible();

  // Seeded meals arrive through the API; every card has a 'View Details' link to its meal.
  const details = page.getByRole('link', { name: /view details/i });
  await expect(details.first()).toBeVisible();
  await expect(details.first()).toHaveAttribute('href', /\/mealdetails\/[^/?#]+$/);

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(/©|copyright/i);
  await expect(footer).toContainText(String(new Date().getFullYear()));

  await axe();
  expect(consoleErrors).toEqual([]);
});

test('the footer links to the Menu, and Home’s Today’s menu link keeps a space before its arrow @smoke', async ({
  page,
}) => {
  await page.goto('/');
  const today = page.getByRole('link', { name: 'Today’s menu' });
  const gap = await today.evaluate((link) => {
    const words = document.createRange();
    words.selectNodeContents(link.firstChild!);
    return link.querySelector('span')!.getBoundingClientRect().left - words.getBoundingClientRect().right;
  });
  expect(gap).toBeGreaterThanOrEqual(3);

  const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });
  await footer.getByRole('link', { name: 'Menu', exact: true }).click();
  await expect(page).toHaveURL(/\/menu$/);
});

test('/forbidden shows the 403 page with a way home @smoke', async ({ page, axe, consoleErrors }) => {
  await page.goto('/forbidden');
  await expect(page.getByRole('heading', { name: '403 - Forbidden' })).toBeVisible();
  await expect(
    page.getByText(
      'Sorry, you do not have permission to access this page. Please contact an administrator if you believe this is a mistake.',
    ),
  ).toBeVisible();
  // The spec calls it a button; it navigates, so a link styled as a button is what we expect, either passes.
  const home = page
    .getByRole('link', { name: 'Go to Home' })
    .or(page.getByRole('button', { name: 'Go to Home' }));
  await expect(home).toBeVisible();
  await axe();
  expect(consoleErrors).toEqual([]);

  await home.click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path shows a not-found page', async ({ page, axe }) => {
  await page.goto('/no-such-page-here');
  await expect(page.getByRole('heading', { name: /not found|404/i })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await axe();
});

test('at phone width the nav collapses into a menu button @phone', async ({ page, axe }) => {
  await page.goto('/');
  const topBar = page.getByRole('banner');
  const upcoming = topBar.getByRole('link', { name: 'Upcoming Meals' });
  await expect(upcoming).toBeHidden();

  await topBar.getByRole('button', { name: /menu|navigation/i }).click();
  await expect(upcoming).toBeVisible();
  await expect(topBar.getByRole('link', { name: 'Meals', exact: true })).toBeVisible();
  await axe();

  await upcoming.click();
  await expect(page).toHaveURL(/\/upcomingmeals$/);
});

// docs/product/screens-and-routes.md#home, docs/product/states.md#home-sections, with the seed's 52 published meals (13 per category).

/** Scrolls to the bottom step by step, so that every lazily rendered section has come near the viewport. */
async function scrollThrough(page: Page) {
  for (let i = 0; i < 60; i++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(100);
    if (atBottom && (await page.getByRole('heading', { name: 'Newsletter', level: 2 }).count()) > 0) break;
  }
  await expect(page.getByRole('heading', { name: 'Newsletter', level: 2 })).toBeVisible();
}

const sectionOf = (page: Page, heading: string) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: heading, level: 2, exact: true }) });

const cardsIn = (section: Locator) => section.getByRole('article');

test('home shows every section in the spec order, with no axe violations', async ({
  page,
  axe,
  consoleErrors,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hostel News' })).toBeVisible();
  await expect(page.getByText('Stay updated with the latest hostel announcements and events.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Special Discount' })).toBeVisible();
  await expect(page.getByText(/up to 20% OFF on Platinum Membership this month/)).toBeVisible();
  // The first slide paints as a plain image with its size, then the carousel (3 slides) takes over, showing
  // one slide at a time to assistive technology too (home-carousel.spec.ts tests how it moves).
  const firstSlide = page.getByRole('img', { name: 'A plate of curry and rice with a pot of stew' }).first();
  await expect(firstSlide).toHaveAttribute('width', '1600');
  await expect(firstSlide).toHaveAttribute('height', '600');
  const carousel = page.getByRole('region', { name: 'Hostel kitchen highlights' });
  await expect(carousel.locator('img')).toHaveCount(3);
  await expect(carousel.getByRole('img')).toHaveCount(1);
  await expect(carousel.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();

  await scrollThrough(page);
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  expect(headings).toEqual([
    'Hostel News',
    'Special Discount',
    'Featured Meals',
    'Recent Meals',
    'Meals by Category',
    'Facilities',
    'Membership',
    'Get 20% Off on Platinum Membership',
    "Student's Feedback",
    'About Us',
    'Contact Us',
    'Frequently Asked Questions',
    'Newsletter',
  ]);

  const facilities = sectionOf(page, 'Facilities').getByRole('listitem');
  await expect(facilities).toHaveText([
    'Tea & Coffee',
    'Hot Showers',
    'Laundry',
    'Kitchen',
    'Air Conditioner',
    'Lockers',
    '24/7 Reception',
    'Free Wi-Fi',
    'TV',
    'City Map',
    'Hairdryer',
    'Iron',
  ]);
  for (const [plan, price] of [
    ['Silver', '$10'],
    ['Gold', '$20'],
    ['Platinum', '$30'],
  ] as const) {
    const link = page.getByRole('link', { name: `Upgrade to ${plan}` });
    await expect(link).toHaveAttribute('href', `/checkout/${plan.toLowerCase()}`);
    await expect(sectionOf(page, 'Membership').getByText(price, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/checkout/platinum');
  await expect(sectionOf(page, "Student's Feedback").getByRole('listitem')).toHaveCount(5);
  await expect(
    sectionOf(page, 'Frequently Asked Questions').getByText('How do I become a member?'),
  ).toBeVisible();
  // Whose likes publish an upcoming meal (docs/decisions/0026-likes-that-publish.md).
  const faq = sectionOf(page, 'Frequently Asked Questions');
  await faq.getByText('What are upcoming meals?').click();
  await expect(faq.getByText(/once 10 members with an active paid plan, or admins, like it/)).toBeVisible();

  await axe();
  expect(consoleErrors).toEqual([]);
});

test('Featured and Recent Meals: 12 cards, See More adds 6, tabs filter and reset to 12', async ({
  page,
}) => {
  await page.goto('/');
  for (const name of ['Featured Meals', 'Recent Meals']) {
    const section = sectionOf(page, name);
    await section.scrollIntoViewIfNeeded();
    await expect(cardsIn(section)).toHaveCount(12);
    const seeMore = section.getByRole('button', { name: 'See More' });
    await seeMore.click();
    await expect(cardsIn(section)).toHaveCount(18);
    await seeMore.click();
    await seeMore.click();
    await expect(cardsIn(section)).toHaveCount(30);
    await expect(seeMore).toBeHidden();

    await section.getByRole('tab', { name: 'Lunch' }).click();
    await expect(section.getByRole('tab', { name: 'Lunch' })).toHaveAttribute('aria-selected', 'true');
    const lunch = await cardsIn(section).count();
    expect(lunch).toBeGreaterThan(0);
    expect(lunch).toBeLessThanOrEqual(12);
    await section.getByRole('tab', { name: 'All' }).click();
    await expect(cardsIn(section)).toHaveCount(12);
  }
  // Featured is cheapest first.
  const prices = await cardsIn(sectionOf(page, 'Featured Meals')).locator('.text-primary').allTextContents();
  const numbers = prices.map((text) => Number(text.replace(/[^\d.]/g, '')));
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
});

test('Meals by Category: 2 pages of 6, See More appends pages, a tab starts over @smoke', async ({
  page,
}) => {
  await page.goto('/');
  const heading = page.getByRole('heading', { name: 'Meals by Category' });
  for (let i = 0; i < 20 && (await heading.count()) === 0; i++) {
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(100);
  }
  const section = sectionOf(page, 'Meals by Category');
  await section.scrollIntoViewIfNeeded();
  await expect(cardsIn(section)).toHaveCount(12);
  await expect(
    cardsIn(section)
      .first()
      .getByText(/^\d+(\.\d)? \/ 5$/),
  ).toBeVisible();
  await expect(cardsIn(section).first().getByRole('link', { name: 'View Details' })).toHaveAttribute(
    'href',
    /^\/mealdetails\/[0-9a-f-]+$/,
  );
  const seeMore = section.getByRole('button', { name: 'See More' });
  await seeMore.click();
  await expect(cardsIn(section)).toHaveCount(18);

  await section.getByRole('tab', { name: 'Breakfast' }).click();
  await expect(cardsIn(section)).toHaveCount(12);
  // 13 breakfasts: the third page holds the last one, and See More goes away once a page comes back short.
  while (await seeMore.isVisible()) {
    const before = await cardsIn(section).count();
    await seeMore.click();
    await expect.poll(() => cardsIn(section).count()).toBeGreaterThan(before);
  }
  expect(await cardsIn(section).count()).toBeGreaterThanOrEqual(13);
});

/** Whether the whole box of `locator` is inside the window (not cut by either edge). */
const wholeOnScreen = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return (
      box.left >= 0 && box.right <= window.innerWidth && box.top >= 0 && box.bottom <= window.innerHeight
    );
  });

const topOnPage = (locator: Locator) =>
  locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

test('on a phone each meal section is one row of cards that scrolls sideways, so the plans come within a few screens @phone', async ({
  page,
  axe,
  consoleErrors,
}) => {
  // Walks the row with the keyboard, then the whole page.
  test.slow();
  await page.goto('/');
  const { width, height } = page.viewportSize()!;
  const featured = sectionOf(page, 'Featured Meals');
  const cards = cardsIn(featured);
  await expect(cards).toHaveCount(12);

  // Two cards side by side and a slice of the third at the right edge: there is more to swipe to.
  const [first, second, third] = await Promise.all([0, 1, 2].map((i) => cards.nth(i).boundingBox()));
  expect(second!.y).toBe(first!.y);
  expect(third!.x).toBeLessThan(width);
  expect(third!.x + third!.width).toBeGreaterThan(width);

  // From the selected tab, Tab walks the cards in order; each one it reaches is whole on the screen.
  await featured.getByRole('tab', { name: 'All' }).focus();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    await expect(cards.nth(i).getByRole('link', { name: 'View Details' })).toBeFocused();
    await expect.poll(() => wholeOnScreen(cards.nth(i)), `card ${i + 1} on screen`).toBe(true);
  }
  // See More ends the row, and adds 6 cards there.
  await page.keyboard.press('Tab');
  const seeMore = featured.getByRole('button', { name: 'See More' });
  await expect(seeMore).toBeFocused();
  await expect.poll(() => wholeOnScreen(seeMore)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(18);
  await expect.poll(() => wholeOnScreen(cards.nth(12))).toBe(true);

  await scrollThrough(page);
  const size = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    scrollHeight: document.documentElement.scrollHeight,
  }));
  expect(size.scrollWidth, 'no sideways scrolling of the page').toBeLessThanOrEqual(width);
  // About 7,700 px with the demo data (the meal sections as one-column grids made it 23,600).
  expect(size.scrollHeight).toBeLessThan(9000);
  const membership = page.getByRole('heading', { name: 'Membership', level: 2, exact: true });
  expect(await topOnPage(membership)).toBeLessThan(4 * height);

  await axe();
  expect(consoleErrors).toEqual([]);
});

test('Newsletter: a bad address gets an inline error, a good one a thank-you toast', async ({ page }) => {
  await page.goto('/');
  await scrollThrough(page);
  const section = sectionOf(page, 'Newsletter');
  const email = section.getByLabel('Email address');
  await email.fill('not-an-email');
  await section.getByRole('button', { name: 'Subscribe' }).click();
  await expect(section.getByText('Please enter a valid email address')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  await email.fill(`e2e-${Date.now()}@student.messhall.test`);
  await section.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Thanks for subscribing!')).toBeVisible();
  await expect(email).toHaveValue('');
});

test('a navigation keeps the current screen while the next one loads, and shows a progress bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const featured = page.getByRole('heading', { name: 'Featured Meals' });
  await expect(featured).toBeVisible();
  // Hold the next screen's code back until the test has looked.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('navigation').getByRole('link', { name: 'Upcoming Meals' }).first().click();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  await expect(featured).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Meals' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
});
