import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

// The admin account the e2e server is started with (playwright.config.ts passes these as ADMIN_EMAIL/PASSWORD).
export const ADMIN = { email: 'admin@messhall.test', password: 'Admin#12345' } as const;

/** Signs in through the API; the cookie lands in `request`'s jar (for `page.request`, the page's context). */
export async function signIn(
  request: APIRequestContext,
  baseURL: string,
  account: { email: string; password: string },
): Promise<void> {
  const response = await request.post('/api/auth/sign-in/email', {
    data: account,
    headers: { origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The language switch: in the top bar, or on phones in the navigation menu. */
export async function switchLanguage(page: Page, to: RegExp): Promise<void> {
  if (base.info().project.name === 'phone')
    await page.getByRole('button', { name: /^(Navigation menu|নেভিগেশন মেনু)$/ }).click();
  await page.getByRole('button', { name: to }).click();
}

/** The bar of docs/product/architecture-rules.md#quality-bars: WCAG 2.2 AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeOptions {
  /** CSS selectors to leave out, e.g. a third-party iframe. Say why at the call site. */
  exclude?: string[];
}

/**
 * Runs axe on the page once it is still and fails with a readable list of violations. Contrast is judged on
 * what a user reads: a dialog fading out or a toast fading in is mid-blend for a moment, so finite animations
 * and transitions are let finish first. Infinite ones (a spinner) are left alone, and so are those that follow
 the page's scrolling rather than the clock: daisyUI's open modal keeps one on the root that never ends.
 */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' ||
          a.timeline !== document.timeline ||
          a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const report = violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n` +
      v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n'),
  );
  expect(report, `axe violations on ${page.url()}`).toEqual([]);
}

interface Fixtures {
  /** `await axe()`: expectNoAxeViolations on the test's page (for another page call the function itself). */
  axe: (options?: AxeOptions) => Promise<void>;
  /** Console errors and uncaught exceptions seen on the test's page so far. */
  consoleErrors: string[];
}

/** The page does not scroll sideways at this width: nothing on it is wider than the viewport. */
export async function expectNoSideScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: 'the page scrolls sideways',
    })
    .toBeLessThanOrEqual(page.viewportSize()!.width);
}

export const test = base.extend<Fixtures>({
  axe: async ({ page }, use) => {
    await use((options) => expectNoAxeViolations(page, options));
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    await use(errors);
  },
});

export { expect };
