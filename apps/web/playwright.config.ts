import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { freePortSync } from '../../scripts/lib/processes.mjs';
import { ADMIN } from './e2e/fixtures';
import { SERVER_ENTRY } from './e2e/server-entry';

// End-to-end tests run against the BUILT app (npm run build), served by the real server on a fresh database,
// in Debian's Chromium (never a downloaded browser). `npm run test:e2e` builds first.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Playwright evaluates this file in the runner and again in every worker. The runner picks the port and the data
// directory and publishes them through the environment, which the workers inherit, so all agree on one server.
const port = Number((process.env.E2E_PORT ??= String(freePortSync())));
const dataDir = (process.env.E2E_DATA_DIR ??= createDataDir());
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // A flaky test is a defect: fix it, don't retry it.
  retries: 0,
  // Two cores: the server, Chromium and the runner already share them.
  workers: 1,
  timeout: 30_000,
  expect: { timeout: 7_500 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]],
  use: {
    baseURL,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The built app registers a service worker, which would answer requests that a test routes or aborts
    // (page.route does not see them). Off, except in pwa.spec.ts, which tests the worker itself.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      // A smoke subset at phone size: tests tagged @smoke or @phone.
      name: 'phone',
      grep: /@smoke|@phone/,
      use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: `node ${SERVER_ENTRY}`,
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    // Opt-in only: a reused server would not have the fresh database and the settings below.
    reuseExistingServer: !process.env.CI && process.env.E2E_REUSE_SERVER === '1',
    // With LOG_LEVEL=warn the server prints only what went wrong, which is what a failing test needs.
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      // The origin the browser uses: better-auth and the CSRF check trust only PUBLIC_URL.
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
  },
});

/** A fresh, empty data directory: the server migrates and seeds it on start, and it is removed at exit. */
function createDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'messhall-e2e-'));
  // The server has been stopped by the time the runner exits.
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
