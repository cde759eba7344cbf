import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.js';

// What the installable app (decision 0042) needs from the server, on the real app with a stand-in web build:
// the service worker revalidated on every check, the manifest with its own content type, and a CSP that lets
// both load from our origin only.

let t: TestApp;
let webDist: string;

const MANIFEST = { name: 'Messhall', start_url: '/', display: 'standalone', icons: [] };

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'messhall-installable-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  writeFileSync(path.join(webDist, 'manifest.webmanifest'), JSON.stringify(MANIFEST));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'index-abc.js'), 'export {};\n');
  t = await buildTestApp({ WEB_DIST: webDist });
});

afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** One CSP directive's sources, e.g. directive(csp, 'worker-src') → ["'self'"]. */
function directive(csp: string, name: string): string[] | undefined {
  const found = csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found?.slice(1);
}

describe('installable app', () => {
  it('serves the service worker as JavaScript that is revalidated on every update check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // Its scope is its own folder, the site's root: no Service-Worker-Allowed needed to widen it.
    expect(res.headers['service-worker-allowed']).toBeUndefined();
  });

  it('keeps hashed assets immutable, unlike the worker', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the web app manifest as application/manifest+json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual(MANIFEST);
  });

  it('allows workers and manifests from our own origin only', async () => {
    for (const url of ['/', '/menu', '/sw.js', '/api/health']) {
      const csp = (await t.app.inject({ method: 'GET', url })).headers['content-security-policy'];
      expect(typeof csp, url).toBe('string');
      expect(directive(String(csp), 'worker-src'), url).toEqual(["'self'"]);
      expect(directive(String(csp), 'manifest-src'), url).toEqual(["'self'"]);
      // Pages and the worker still load scripts from our origin (and Stripe's, for checkout) only.
      expect(directive(String(csp), 'script-src'), url).toEqual(["'self'", 'https://js.stripe.com']);
    }
  });
});
