import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Decisions 0027 and 0071: a visit to Home, All Meals or a meal's page gets the screen rendered by the server,
// its chunks, its first API read and its largest picture announced in the page. The app then hydrates from
// what the page carried:
// no request for that read, no file fetched twice, no "preloaded but not used" warning, nothing on the console.

/** Every request the page makes while it loads, and every console message. */
async function visit(page: Page, path: string) {
  const requests: string[] = [];
  const messages: string[] = [];
  page.on('request', (request) =>
    requests.push(new URL(request.url()).pathname + new URL(request.url()).search),
  );
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return { requests, messages };
}

const fetchedTwice = (requests: string[]) =>
  requests.filter((url, index) => !url.startsWith('/api/auth') && requests.indexOf(url) !== index);

test.describe('first screen from the page itself', () => {
  // The page as a visitor's browser gets it, service worker included: its registration, once the page is idle,
  // must leave the console as clean as the rest.
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, serviceWorkers: 'allow' });

  test('Home paints Featured Meals without asking the API for them', async ({ page }) => {
    const { requests, messages } = await visit(page, '/');
    await expect(page.getByRole('heading', { name: 'Featured Meals' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Featured Meals' }).getByRole('article').first(),
    ).toBeVisible();
    expect(requests.filter((url) => url.startsWith('/api/meals?sort=price'))).toEqual([]);
    expect(fetchedTwice(requests)).toEqual([]);
    expect(messages).toEqual([]);
  });

  test('All Meals paints its first page without asking the API, and filters still ask', async ({ page }) => {
    const { requests, messages } = await visit(page, '/meals');
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(requests.filter((url) => url.startsWith('/api/meals?'))).toEqual([]);
    expect(fetchedTwice(requests)).toEqual([]);
    expect(messages).toEqual([]);

    const filtered = page.waitForRequest((request) => request.url().includes('category=Lunch'));
    await page.getByLabel('Category').selectOption('Lunch');
    await filtered;
  });

  test("a meal's page paints the meal and its reviews without asking the API for them", async ({
    page,
    request,
  }) => {
    const list = (await (await request.get('/api/meals?limit=1')).json()) as {
      meals: Array<{ _id: string; title: string; reviews_count: number }>;
    };
    const meal = list.meals[0]!;
    const { requests, messages } = await visit(page, `/mealdetails/${meal._id}`);
    await expect(page.getByRole('heading', { level: 1, name: meal.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Reviews (${meal.reviews_count})` })).toBeVisible();
    // A visitor's top bar: the page said "signed out", so the app did not ask.
    await expect(page.getByRole('link', { name: 'Join Us' })).toBeVisible();
    expect(requests.filter((url) => url.startsWith(`/api/meals/${meal._id}`))).toEqual([]);
    expect(requests).not.toContain('/api/auth/get-session');
    expect(fetchedTwice(requests)).toEqual([]);
    expect(messages).toEqual([]);
  });

  test('prices draw the taka sign with our own font, fetched from nowhere', async ({ page }) => {
    const { requests } = await visit(page, '/');
    const price = page.getByRole('region', { name: 'Featured Meals' }).getByText(/^৳\d/).first();
    await expect(price).toBeVisible();
    const font = await price.evaluate((element) => ({
      family: getComputedStyle(element).fontFamily,
      faces: [...document.fonts]
        .filter((face) => face.family.replaceAll('"', '') === 'Messhall Taka')
        .map((face) => `${face.weight} ${face.status}`),
      // The face that draws this price's sign, at this price's weight, is loaded.
      drawn: document.fonts.check(`${getComputedStyle(element).fontWeight} 16px "Messhall Taka"`, '৳'),
    }));
    expect(font.family).toMatch(/^"?Messhall Taka"?,/);
    expect(font.faces.some((face) => face.endsWith(' loaded'))).toBe(true);
    expect(font.drawn).toBe(true);
    // Inside the stylesheet (data: URL): no font file is requested for it. (A device without a Bangla font, as
    // this one, fetches the language switch's own few letters: index.css.)
    expect(
      requests.filter((url) => /\.(woff2?|ttf|otf)$/.test(url) && !/\/language-name-/.test(url)),
    ).toEqual([]);
  });

  test('a theme chosen with the toggle comes back in the page itself after a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'messhall-dark');
    // The server writes the theme from the cookie: the HTML itself is dark, with no theme script in it.
    const reloaded = await page.reload();
    const html = (await reloaded?.text()) ?? '';
    expect(html).toContain('data-theme="messhall-dark"');
    expect(html).not.toContain('theme-init.js');
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });
});
