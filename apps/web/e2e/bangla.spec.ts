import { DEFAULT_MENU_TIMES } from '@messhall/shared';
import type { BrowserContext, Page } from '@playwright/test';
import { ADMIN, expect, expectNoSideScroll, signIn, switchLanguage, test } from './fixtures';
import { newMember, serveLunchAllDay, setTimes } from './menu-helpers';

// The main journeys in Bangla (decision 0043): the switch in the top bar, the choice kept across pages, the
// server writing the page in it, Bangla digits, the shared texts (validation, titles) and the member's menu and
// pass — at phone and desktop width, axe clean, nothing scrolling sideways with the longer words.

const BENGALI = /[\u0980-\u09FF]/;
const BANGLA_DIGIT = /[০-৯]/;
const AXE = { exclude: ['[data-sonner-toaster]'] };

async function inBangla(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: 'messhall-locale', value: 'bn', url: baseURL }]);
}

/** The page is Bangla: <html lang>, its main heading and no English heading left. */
async function expectBanglaPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toHaveText(BENGALI);
}

test.describe('Bangla', () => {
  test('a visitor switches to Bangla in the top bar, and the choice stays @smoke', async ({
    page,
    axe,
    consoleErrors,
  }) => {
    // Three page loads, two of them full reloads, and two axe runs.
    test.slow();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await switchLanguage(page, /^Change language to বাংলা$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('link', { name: 'যোগ দিন' })).toBeVisible();
    await expect(page).toHaveTitle(BENGALI);
    await expect(page.getByRole('link', { name: 'Join Us' })).toHaveCount(0);
    await expectNoSideScroll(page);
    await axe(AXE);

    // Another page: the server writes it in Bangla from the first byte.
    const response = await page.goto('/meals');
    expect(await response!.text()).toContain('<html lang="bn"');
    await expectBanglaPage(page);
    // Prices keep the taka sign, in Bangla digits.
    await expect(page.getByText(/৳[০-৯]/).first()).toBeVisible();
    await expectNoSideScroll(page);
    await axe(AXE);

    await switchLanguage(page, /English/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 }).first()).not.toHaveText(BENGALI);
    expect(consoleErrors).toEqual([]);
  });

  test('the switch draws "বাংলা" with a font that has its letters, on a device without a Bangla font @smoke', async ({
    page,
  }) => {
    // This machine has no Bangla font (fc-list :lang=bn is empty), as many desktops: each letter was an empty box.
    await page.goto('/meals');
    if (test.info().project.name === 'phone')
      await page.getByRole('button', { name: 'Navigation menu' }).click();
    const name = page.getByRole('button', { name: 'Change language to বাংলা' });
    await expect(name).toHaveText('বাংলা');
    await page.evaluate(() => document.fonts.ready);
    // Chromium's own account of the fonts that drew the button's text.
    await name.evaluate((button) => button.setAttribute('data-font-probe', ''));
    const cdp = await page.context().newCDPSession(page);
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: '[data-font-probe]',
    });
    await cdp.send('CSS.enable');
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    // Every letter from the font made for it, none from a system font without them.
    expect(fonts).toEqual([expect.objectContaining({ isCustomFont: true, glyphCount: 5 })]);
  });

  test('sign-up, login and a meal’s page are Bangla from their first render @smoke', async ({
    page,
    context,
    baseURL,
  }) => {
    await inBangla(context, baseURL!);
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'অ্যাকাউন্ট খুলুন' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Google দিয়ে চালিয়ে যান/ })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/Create Account|Continue with Google/);

    await page.goto('/login');
    await expect(page.getByRole('button', { name: /Google দিয়ে লগ ইন করুন/ })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/Welcome back|Login with Google/);

    const { meals } = (await (await page.request.get('/api/meals?limit=30')).json()) as {
      meals: { _id: string; title: string; reviews_count: number }[];
    };
    const meal = meals.find((candidate) => !candidate.title.startsWith('E2E'))!;
    await page.goto(`/mealdetails/${meal._id}`);
    await expect(page.getByRole('heading', { name: /^রিভিউ \([০-৯]+\)$/ })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'লগ ইন', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'রিভিউ লিখুন' })).toBeAttached();
  });

  test('a wrong password is refused in Bangla @smoke', async ({ page, context, baseURL }) => {
    await inBangla(context, baseURL!);
    await page.goto('/login');
    await expectBanglaPage(page);
    await page.getByLabel('ইমেইল').fill(ADMIN.email);
    await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill('Wrong#Pass123');
    await page.locator('form').getByRole('button', { name: 'লগ ইন' }).click();
    await expect(page.getByText('ইমেইল বা পাসওয়ার্ড সঠিক নয়')).toBeVisible();
    await expect(page.getByText('Invalid email or password')).toHaveCount(0);
  });

  test('the sign-in form says what is missing in Bangla @smoke', async ({ page, context, baseURL, axe }) => {
    await inBangla(context, baseURL!);
    await page.goto('/login');
    await expectBanglaPage(page);
    await page.locator('form').getByRole('button', { name: 'লগ ইন' }).click();
    await expect(page.getByText('ইমেইল দেওয়া আবশ্যক')).toBeVisible();
    await expectNoSideScroll(page);
    await axe(AXE);
  });

  test('a member reads the menu and shows the pass in Bangla @smoke', async ({
    page,
    context,
    request,
    baseURL,
    axe,
  }) => {
    test.slow();
    await serveLunchAllDay(request, baseURL!);
    try {
      await inBangla(context, baseURL!);
      const name = await newMember(page, baseURL!);

      await page.goto('/menu');
      await expectBanglaPage(page);
      await expect(page.getByRole('heading', { level: 1, name: 'মেনু' })).toBeVisible();
      await expectNoSideScroll(page);
      await axe(AXE);

      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 2, name: 'আজকের মেনু' })).toBeVisible();
      await page.goto('/pass');
      await expectBanglaPage(page);
      await expect(page.getByText(name).first()).toBeVisible();
      // "Valid until 23:59" with the time in Bangla digits.
      await expect(page.getByText(BANGLA_DIGIT).first()).toBeVisible();
      await expectNoSideScroll(page);
      await axe(AXE);
    } finally {
      await signIn(request, baseURL!, ADMIN);
      await setTimes(request, baseURL!, DEFAULT_MENU_TIMES);
    }
  });
  test('a member requests and reviews a meal in Bangla, and finds both in the dashboard @smoke', async ({
    page,
    context,
    baseURL,
    axe,
    consoleErrors,
  }) => {
    // A member is made through the sandbox checkout; then four screens, three axe runs.
    test.slow();
    await inBangla(context, baseURL!);
    await newMember(page, baseURL!);
    const { meals } = (await (await page.request.get('/api/meals?limit=30')).json()) as {
      meals: { _id: string; title: string }[];
    };
    // A seeded meal: other specs add and delete meals of their own (titled "E2E …").
    const meal = meals.find((candidate) => !candidate.title.startsWith('E2E'))!;

    await page.goto(`/mealdetails/${meal._id}`);
    // The meal's own title is the page's heading, as its admin wrote it; everything around it is Bangla.
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await page.getByRole('button', { name: 'মিল অনুরোধ করুন' }).click();
    await expect(page.getByText('মিলের অনুরোধ পাঠানো হয়েছে')).toBeVisible();

    const review = `${Date.now()}: ঝাল ঠিকঠাক, ভাত নরম।`;
    // Four stars by keyboard (the radios are hidden behind their stars), named in Bangla digits.
    const stars = page.getByRole('radio');
    await stars.first().focus();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
    await expect(stars.nth(3)).toBeChecked();
    await expect(stars.nth(3)).toHaveAccessibleName(BANGLA_DIGIT);
    await page.getByPlaceholder('আপনার রিভিউ লিখুন...').fill(review);
    await page.getByRole('button', { name: 'রিভিউ জমা দিন' }).click();
    await expect(page.getByRole('main').getByText(review)).toBeVisible();
    await expectNoSideScroll(page);
    await axe(AXE);

    await page.goto('/dashboard/requestedmeals');
    await expect(page.getByRole('heading', { level: 2, name: 'আমার অনুরোধ করা মিল' })).toBeVisible();
    const row = page.getByRole('main').getByText(meal.title);
    await expect(row).toBeVisible();
    await expect(page.getByRole('main').getByText('অপেক্ষমাণ').first()).toBeVisible();
    await expectNoSideScroll(page);
    await axe(AXE);

    await page.goto('/dashboard/myreviews');
    await expect(page.getByRole('heading', { level: 2, name: 'আমার রিভিউ' })).toBeVisible();
    await expect(page.getByRole('main').getByText(meal.title).first()).toBeVisible();
    await expectNoSideScroll(page);
    await axe(AXE);
    await page.screenshot({ path: test.info().outputPath('my-reviews-bn.png') });
    expect(consoleErrors).toEqual([]);
  });

  test('the admin’s tables read in Bangla and fit the screen @smoke', async ({
    page,
    context,
    baseURL,
    axe,
  }) => {
    // Three tables, three axe runs.
    test.slow();
    await inBangla(context, baseURL!);
    await signIn(page.request, baseURL!, ADMIN);
    for (const [path, title] of [
      ['/admin/allmeals', 'সব মিল'],
      ['/admin/servemeals', 'অনুরোধ করা মিল পরিবেশন'],
      ['/admin/manageusers', 'ব্যবহারকারী পরিচালনা'],
    ] as const) {
      await page.goto(path);
      await expectBanglaPage(page);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectNoSideScroll(page);
      await axe(AXE);
    }
  });
});
