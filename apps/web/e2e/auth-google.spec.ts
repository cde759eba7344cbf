import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OAuth2Server } from 'oauth2-mock-server';
import { type Child, freePort, startChild, waitForHttp } from '../../../scripts/lib/processes.mjs';
import { expect, test } from './fixtures';
import { SERVER_ENTRY } from './server-entry';

// "Login with Google" end to end (docs/product/screens-and-routes.md#login, docs/product/states.md#sign-up-and-google-flows, popup 500x600 in docs/product/rules.md#thresholds-and-timers). Google is a generic OpenID
// Connect provider found by discovery (docs/decisions/0008), so a local OpenID provider (oauth2-mock-server)
// stands in for it. The shared e2e server has no Google configuration; this file starts a second server, on
// its own port and database, pointed at the local provider.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const person = { sub: 'google-e2e-1', email: 'karim.google@gmail.test', name: 'Karim Google' };

let provider: OAuth2Server;
let server: Child | undefined;
let dataDir: string;
let origin: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(await freePort(), '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, { ...person, email_verified: true });
  });

  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'messhall-e2e-google-'));
  server = startChild([SERVER_ENTRY], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
      GOOGLE_CLIENT_ID: 'messhall-e2e-client',
      GOOGLE_CLIENT_SECRET: 'e2e-secret',
      GOOGLE_DISCOVERY_URL: `${provider.issuer.url}/.well-known/openid-configuration`,
    },
  });
  await waitForHttp(`${origin}/api/health`, server, 60_000);
});

test.afterAll(async () => {
  await server?.stop();
  await provider?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('Login with Google: a 500x600 popup signs the user in and the page welcomes them', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${origin}/login`);
  const google = page.getByRole('button', { name: 'Login with Google' });
  await expect(google).toBeEnabled();
  await expect(page.getByText('Google sign-in is not configured on this server')).toHaveCount(0);

  // The popup's size is what the page asks window.open for; reading it from the popup itself would race with
  // the popup's own navigation to the provider.
  await page.evaluate(() => {
    const open = window.open.bind(window);
    (window as unknown as { openedWith: string | undefined }).openedWith = undefined;
    window.open = (url, target, features) => {
      (window as unknown as { openedWith: string | undefined }).openedWith = String(features ?? '');
      return open(url, target, features);
    };
  });
  const popupOpened = page.waitForEvent('popup');
  await google.click();
  const popup = await popupOpened;
  const features = await page.evaluate(() => (window as unknown as { openedWith?: string }).openedWith ?? '');
  expect(features).toMatch(/width=500/);
  expect(features).toMatch(/height=600/);
  // The popup goes to the provider, back through our callback to the popup-done page, and closes itself.
  await popup.waitForEvent('close', { timeout: 15_000 });

  await expect(page.getByText(`Welcome back, ${person.name}!`)).toBeVisible();
  await expect(page).toHaveURL(`${origin}/`);
  const accountMenu = page.getByRole('banner').getByRole('button', { name: 'Account menu' });
  await accountMenu.click();
  await expect(page.getByTestId('user-menu-name')).toHaveText(person.name);
  expect(consoleErrors).toEqual([]);
});

test('with the popup blocked, the whole page goes to Google and comes back to the originating page', async ({
  page,
}) => {
  // A popup blocker makes window.open return null.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto(`${origin}/dashboard`);
  await expect(page).toHaveURL(`${origin}/login`);
  await page.getByRole('button', { name: 'Login with Google' }).click();
  await expect(page).toHaveURL(`${origin}/dashboard`, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
});
