// Takes screenshots of a running Messhall at phone (390 px) and desktop (1280 px) width, in Debian's Chromium.
// Usage: node scripts/screenshots.mjs [baseURL] [outDir] [path …]   (defaults: http://localhost:3000, docs/screenshots, /)
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const [baseURL = 'http://localhost:3000', outDir = 'docs/screenshots', ...pages] = process.argv.slice(2);
const targets = pages.length > 0 ? pages : ['/'];
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
try {
  for (const [device, viewport] of Object.entries(widths)) {
    const page = await browser.newPage({ viewport });
    for (const target of targets) {
      await page.goto(new URL(target, baseURL).toString(), { waitUntil: 'networkidle' });
      const name =
        (target === '/' ? 'home' : target.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-')) +
        `-${device}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL_PAGE === '1' });
      console.log(path.join(outDir, name));
    }
    await page.close();
  }
} finally {
  await browser.close();
}
