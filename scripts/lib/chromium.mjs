// Debian's Chromium as every browser run of ours starts it: the e2e suite (apps/web/playwright.config.ts),
// Lighthouse (scripts/lighthouse.mjs) and screenshots (scripts/screenshots.mjs). Never a downloaded browser.

/** CHROMIUM_PATH, or Debian's package (apt-get install chromium). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** As root in a closed network: no sandbox, and none of Chromium's own background traffic. */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]);
