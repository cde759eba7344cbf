import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { DEFAULT_MENU_TIMES } from '@messhall/shared';
import type { BrowserContext, Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium.mjs';
import { expect as baseExpect, expectNoSideScroll, switchLanguage, test } from './fixtures';
import { newMember, serveLunchAllDay, setTimes } from './menu-helpers';

// The installable app (decision 0042) on the built app: the manifest and Chromium's installability check, the
// menu, the pass and the member's requests read again with no network, nothing of theirs left after Log Out,
// and a new version that waits to be asked for. The other specs block service workers; these need one.
test.use({ serviceWorkers: 'allow' });

// Screens wait on a server that shares two cores with Chromium and the worker's first install.
const expect = baseExpect.configure({ timeout: 20_000 });
const AXE = { exclude: ['[data-sonner-toaster]'] };
/** The build the e2e server serves (playwright.config.ts, server-entry.ts). */
const WEB_DIST = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../dist');
const OFFLINE = /^You're offline\. What you see was saved on this device and may be out of date\.$/;
const UPDATE = 'A new version of Messhall is ready.';

/**
 * Waits until the service worker controls the page: it takes the open page once its first install has
 * precached the build (~125 files, seconds on a busy two-core machine).
 */
async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
}

/** Runs `check` while the build's sw.js (and its precompressed copies) is one version newer. */
async function nextDeploy(check: () => Promise<void>): Promise<void> {
  const file = path.join(WEB_DIST, 'sw.js');
  const copies = [file, `${file}.br`, `${file}.gz`];
  const saved = copies.map((copy) => readFileSync(copy));
  const next = Buffer.concat([saved[0]!, Buffer.from('\n// the next version\n')]);
  writeFileSync(copies[0]!, next);
  writeFileSync(copies[1]!, brotliCompressSync(next));
  writeFileSync(copies[2]!, gzipSync(next));
  try {
    await check();
  } finally {
    copies.forEach((copy, i) => writeFileSync(copy, saved[i]!));
  }
}

/** The status region at the foot of every screen (app/app-status.tsx). */
const appStatus = (page: Page) => page.getByRole('status').filter({ hasText: /offline|new version/ });

/** Lunch served all day, so the pass is the lunch's whatever the hour; a member with Gold and a request. */
async function memberWithRequest(page: Page, baseURL: string) {
  const name = await newMember(page, baseURL);
  const meals = (await (await page.request.get('/api/meals?limit=1')).json()) as {
    meals: { _id: string; title: string }[];
  };
  const meal = meals.meals[0]!;
  const made = await page.request.post('/api/requests', {
    data: { mealId: meal._id },
    headers: { origin: baseURL },
  });
  expect(made.ok(), await made.text()).toBe(true);
  return { name, mealTitle: meal.title };
}

async function expectPass(page: Page, name: string) {
  const pass = page.getByRole('article', { name: 'Lunch' });
  await expect(pass.getByRole('img', { name: /^Meal pass QR code: Lunch/ })).toBeVisible();
  await expect(pass.getByText(name)).toBeVisible();
}

/** Opens the member's requests, then reloads them with the connection cut: the worker answers. */
async function requestsOffline(page: Page, context: BrowserContext, mealTitle: string) {
  await page.goto('/dashboard/requestedmeals');
  await expect(page.getByRole('main').getByText(mealTitle)).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('main').getByText(mealTitle)).toBeVisible();
}

/** A member with a request, on a page the service worker controls, after one online visit of their pass. */
async function memberOnTheirPass(page: Page, baseURL: string) {
  const member = await memberWithRequest(page, baseURL);
  await page.goto('/');
  await controlledByWorker(page);
  await page.goto('/pass');
  await expectPass(page, member.name);
  return member;
}

test.describe('installable app', () => {
  test.beforeEach(async ({ request, baseURL }) => {
    await serveLunchAllDay(request, baseURL!);
  });
  test.afterEach(async ({ request, baseURL }) => {
    await setTimes(request, baseURL!, DEFAULT_MENU_TIMES);
  });

  test('the manifest is valid and Chromium finds the app installable', async ({
    playwright,
    request,
    baseURL,
  }) => {
    test.slow();
    const response = await request.get('/manifest.webmanifest');
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Messhall', start_url: '/', display: 'standalone' });
    // Its texts are English whichever language the app is in (docs/decisions/0051).
    expect(manifest).toMatchObject({ lang: 'en', dir: 'ltr' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.headers()['content-type'], icon.src).toBe('image/png');
    }

    // Chromium offers no install in a private window, which every test context is: a profile on disk.
    const profile = mkdtempSync(path.join(os.tmpdir(), 'messhall-install-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
      baseURL,
      viewport: { width: 1280, height: 800 },
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
      await controlledByWorker(page);
      const cdp = await context.newCDPSession(page);
      const { errors } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('a member reads the menu, the pass and their requests again without a network @smoke', async ({
    page,
    context,
    baseURL,
    axe,
  }) => {
    test.slow();
    // One visit each, online.
    const { name, mealTitle } = await memberOnTheirPass(page, baseURL!);
    await page.goto('/menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Menu', exact: true })).toBeVisible();
    const todaysMenu = await page.getByRole('group').first().getAttribute('aria-label');

    await requestsOffline(page, context, mealTitle);
    await expect(appStatus(page)).toHaveText(OFFLINE);

    await page.goto('/pass');
    await expectPass(page, name);
    // The page came from the server's answers kept by the worker, not from the pass kept in localStorage.
    await expect(page.getByText('Saved on this device', { exact: true })).toHaveCount(0);
    await expect(appStatus(page)).toHaveText(OFFLINE);

    await page.goto('/menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Menu', exact: true })).toBeVisible();
    await expect(page.getByRole('group').first()).toHaveAttribute('aria-label', todaysMenu!);
    await expect(appStatus(page)).toHaveText(OFFLINE);
    await expectNoSideScroll(page);
    await axe(AXE);
    await page.screenshot({ path: test.info().outputPath('offline-menu.png') });

    await context.setOffline(false);
    await expect(appStatus(page)).toHaveCount(0);
  });

  test('after Log Out, the pass and the requests of that member are gone from the device', async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow();
    const { mealTitle } = await memberOnTheirPass(page, baseURL!);
    // Kept while signed in: offline, the requests are still there.
    await requestsOffline(page, context, mealTitle);
    await context.setOffline(false);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Join Us' })).toBeVisible();

    const kept = () =>
      page.evaluate(async () => ({
        answers: (await (await caches.open('messhall-account')).keys()).map((request) => request.url),
        passes: Object.keys(localStorage).filter((key) => key.startsWith('messhall:')),
      }));
    // What the signed-out home page read since is a visitor's; nothing read as the member is left.
    await expect.poll(async () => (await kept()).passes).toEqual([]);
    expect(
      (await kept()).answers.filter((url) => /\/pass$|\/requests|\/membership|\/diet/.test(url)),
    ).toEqual([]);

    await context.setOffline(true);
    await page.goto('/pass');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('img', { name: /^Meal pass QR code/ })).toHaveCount(0);
    await page.goto('/dashboard/requestedmeals');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('main').getByText(mealTitle)).toHaveCount(0);
    await expect(appStatus(page)).toHaveText(OFFLINE);
  });

  test('a Bangla reader gets Home in Bangla, with its first screen, on every load the worker sees @smoke', async ({
    page,
    context,
  }) => {
    test.slow();
    await page.goto('/');
    await controlledByWorker(page);
    // The switch reloads Home, now through the worker.
    await switchLanguage(page, /^Change language to বাংলা$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('link', { name: 'যোগ দিন' })).toBeVisible();
    // A full load of / (where the installed app opens): the server's page, with Home's first screen in it.
    const response = await page.goto('/');
    const html = await response!.text();
    expect(html).toContain('<html lang="bn"');
    expect(html).toContain('id="query-state"');
    await expect(page.getByRole('link', { name: 'যোগ দিন' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join Us' })).toHaveCount(0);

    // Without a server the kept shell still boots the app (decision 0042).
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(appStatus(page)).toContainText(/offline|অফলাইন/);
  });

  test('offline, Log Out signs the device out at once, and the session ends once back online @smoke', async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow();
    await memberOnTheirPass(page, baseURL!);
    const sessionCookie = (await context.cookies()).find((cookie) => cookie.name.endsWith('session_token'))!;
    expect(sessionCookie).toBeDefined();

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Join Us' })).toBeVisible();
    await expect(
      page.getByText(/signed out on this device.*could not be ended on the server yet/),
    ).toBeVisible();
    const kept = () =>
      page.evaluate(async () => ({
        answers: (await (await caches.open('messhall-account')).keys()).map((request) => request.url),
        passes: Object.keys(localStorage).filter((key) => key.startsWith('messhall:')),
      }));
    await expect.poll(kept).toEqual({ answers: [], passes: [] });

    // Still offline, a reload keeps the device signed out: the kept pass is gone with the session.
    await page.goto('/pass');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('img', { name: /^Meal pass QR code/ })).toHaveCount(0);

    // Back online: the next load ends the session on the server, and nobody is signed in.
    await context.setOffline(false);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Join Us' })).toBeVisible();
    const before = await page.request.get('/api/auth/get-session', {
      headers: { cookie: `${sessionCookie.name}=${sessionCookie.value}` },
    });
    expect(await before.json()).toBeNull();
    await page.reload();
    await expect(page.getByRole('link', { name: 'Join Us' })).toBeVisible();
  });

  test('signing in as another student forgets the passes the previous one kept @smoke', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await memberOnTheirPass(page, baseURL!);
    const keptPasses = () =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('messhall:pass:')));
    await expect.poll(keptPasses).not.toEqual([]);
    // Their session ends without this page hearing of it (it expired, or was ended on another device).
    await page.context().clearCookies();
    await page.goto('/login');

    const next = {
      email: `next.${Date.now()}.${test.info().project.name}@hostel.test`,
      password: 'Student#2026',
    };
    const made = await page.request.post('/api/auth/sign-up/email', {
      data: { name: 'Rafi Hasan', ...next },
      headers: { origin: baseURL! },
    });
    expect(made.ok(), await made.text()).toBe(true);
    await page.context().clearCookies();
    await page.getByLabel('Email').fill(next.email);
    await page.getByLabel('Password', { exact: true }).fill(next.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    expect(await keptPasses()).toEqual([]);
  });

  test('offline, a screen that was not kept says so instead of showing an error @smoke', async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow();
    await memberOnTheirPass(page, baseURL!);
    await context.setOffline(true);
    for (const url of ['/meals', '/dashboard/myreviews']) {
      await page.goto(url);
      // The screen's own state; on the dashboard the profile card's membership says the same in one line.
      await expect(page.getByText('This shows once you are back online.')).toBeVisible();
      await expect(page.getByText('Not saved on this device').first()).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByText(/Could not load|Failed to load/)).toHaveCount(0);
      await expect(appStatus(page)).toHaveText(OFFLINE);
      await expectNoSideScroll(page);
    }
    await page.screenshot({ path: test.info().outputPath('offline-my-reviews.png') });
    // Back online, the screen loads by itself.
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'My Reviews', level: 2 })).toBeVisible();
    await expect(page.getByText('Not saved on this device')).toHaveCount(0);
  });

  test('a new version asks before it reloads the app @smoke', async ({ page, axe }) => {
    test.slow();
    await page.goto('/menu');
    await controlledByWorker(page);

    // The next deploy: the same worker with a few more bytes, on the server's disk (routing cannot reach the
    // browser's own fetch of a worker script), put back when the test ends.
    await nextDeploy(async () => {
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration!.update();
      });
      await expect(appStatus(page)).toContainText(UPDATE);
    });
    const prompt = appStatus(page);
    // Nothing reloads on its own: the page is the same document until the member says so.
    await page.evaluate(() => ((window as { marker?: number }).marker = 1));
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1);
    await expectNoSideScroll(page);
    await axe(AXE);
    await page.screenshot({ path: test.info().outputPath('update-prompt.png') });

    await prompt.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => (window as { marker?: number }).marker === undefined);
    await controlledByWorker(page);
    await expect(appStatus(page)).toHaveCount(0);
    // The new version took over: nothing waits any more.
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBeNull();
  });
});
