import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

// Decision 0071: the landing screens come as HTML that already shows the screen, rendered on the server in
// the reader's language, and the browser hydrates that markup without a mismatch, signed in or not.

const STUDENT = { email: 'ayesha@student.messhall.test', password: 'Student#2026' } as const;
const LANGUAGES = ['en', 'bn'] as const;
const BENGALI = /[\u0980-\u09FF]/;

/** The landing screens, with a meal's page at a real meal. */
async function landingPaths(page: Page): Promise<string[]> {
  const list = (await (await page.request.get('/api/meals?limit=1')).json()) as {
    meals: Array<{ _id: string }>;
  };
  return ['/', '/meals', `/mealdetails/${list.meals[0]!._id}`, '/upcomingmeals', '/menu'];
}

async function inLanguage(page: Page, baseURL: string, language: string) {
  await page.context().addCookies([{ name: 'messhall-locale', value: language, url: baseURL }]);
}

/** The screen's first heading in <main>, as the page shows it. */
const firstHeading = (page: Page) => page.locator('main').getByRole('heading').first();

/** Text as the server writes it into HTML. */
const asHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

for (const signedIn of [false, true]) {
  for (const language of LANGUAGES) {
    test(`landing screens hydrate the server's HTML (${language}, ${signedIn ? 'signed in' : 'visitor'})`, async ({
      page,
      baseURL,
      consoleErrors,
    }) => {
      test.slow();
      await inLanguage(page, baseURL!, language);
      if (signedIn) await signIn(page.request, baseURL!, STUDENT);
      const messages: string[] = [];
      page.on('console', (message) => {
        if (/hydrat|did not match/i.test(message.text()))
          messages.push(`${new URL(page.url()).pathname}: ${message.text().split('\n')[0]}`);
      });
      for (const path of await landingPaths(page)) {
        // The page as the server sends it (the same cookies): the screen is in it, in the reader's language.
        const html = await (await page.request.get(path)).text();
        expect(html, path).toContain(`lang="${language}"`);
        const root = html.slice(html.indexOf('<div id="root">'));
        expect(root.indexOf('<main'), `${path}: rendered markup`).toBeGreaterThan(0);
        if (language === 'bn') expect(root, path).toMatch(BENGALI);

        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const heading = (await firstHeading(page).textContent())?.trim() ?? '';
        expect(heading, path).not.toBe('');
        expect(root, `${path}: its heading is in the server's HTML`).toContain(asHtml(heading));
      }
      expect(messages).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of LANGUAGES) {
    test(`the landing screens show their content (${language})`, async ({ page, baseURL }) => {
      await inLanguage(page, baseURL!, language);
      for (const path of await landingPaths(page)) {
        await page.goto(path);
        await expect(firstHeading(page), path).toBeVisible();
        await expect(page.locator('html'), path).toHaveAttribute('lang', language);
        if (path === '/meals' || path === '/')
          await expect(page.getByRole('article').first(), path).toBeVisible();
      }
    });
  }
});
