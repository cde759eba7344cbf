import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageVariants } from '../src/db/schema/index.js';
import { insertImage, insertVariant } from '../src/modules/images/images.repository.js';
import { buildTestApp, type TestApp } from './helper.js';

// GET /api/images/:id?w= (decision 0017): resized WebP copies from an allow-list of widths, made once per
// (image, width), stored, and served with the original's caching.

let t: TestApp;
let photo: string; // 800×600, like the seeded meal pictures
let small: string; // 300×200, smaller than most widths

async function storeImage(width: number, height: number) {
  const bytes = await sharp({
    create: { width, height, channels: 3, background: { r: 240, g: 160, b: 80 } },
  })
    .composite([
      // Some detail, so a resized copy is really smaller than the original.
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#2a6"/></svg>`,
        ),
      },
    ])
    .webp({ quality: 75 })
    .toBuffer();
  return insertImage(t.database.db, { ownerId: null, contentType: 'image/webp', width, height, bytes });
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const variantRows = (imageId: string) =>
  t.database.db.select().from(imageVariants).where(eq(imageVariants.imageId, imageId));

beforeAll(async () => {
  t = await buildTestApp();
  photo = await storeImage(800, 600);
  small = await storeImage(300, 200);
});
afterAll(() => t.close());

describe('GET /api/images/:id?w=', () => {
  it('serves a WebP copy of each allowed width, keeping the aspect ratio', async () => {
    const original = await get(`/api/images/${photo}`);
    for (const [w, h] of [
      [160, 120],
      [320, 240],
      [480, 360],
      [640, 480],
    ]) {
      const res = await get(`/api/images/${photo}?w=${w}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      const meta = await sharp(res.rawPayload).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: 'webp',
        width: w,
        height: h,
      });
      expect(res.rawPayload.length).toBeLessThan(original.rawPayload.length);
    }
  });

  it('gives the original for a width at or above its own, never an enlargement', async () => {
    const original = await get(`/api/images/${photo}`);
    for (const url of [`/api/images/${photo}?w=800`, `/api/images/${photo}?w=1200`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(Buffer.compare(res.rawPayload, original.rawPayload)).toBe(0);
    }
    const tiny = await get(`/api/images/${small}?w=640`);
    expect((await sharp(tiny.rawPayload).metadata()).width).toBe(300);
    const rows = await variantRows(small);
    expect(rows).toEqual([]);
  });

  it('caches like the original: immutable for a year, a strong ETag per width, 304 on revalidation', async () => {
    const original = await get(`/api/images/${photo}`);
    const variant = await get(`/api/images/${photo}?w=320`);
    for (const res of [original, variant]) {
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    }
    expect(variant.headers.etag).not.toBe(original.headers.etag);

    const again = await get(`/api/images/${photo}?w=320`, { 'if-none-match': String(variant.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('refuses a width outside the list with a 400 naming w', async () => {
    for (const w of ['100', '0', '-320', '320.5', 'abc', '', '1e3', '99999999999999999999', 'NaN']) {
      const res = await get(`/api/images/${photo}?w=${encodeURIComponent(w)}`);
      expect(res.statusCode, `w=${w}`).toBe(400);
      const body = res.json();
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(body.error)).toContain('w');
      expect(body.error.issues?.some((issue: { path: string }) => issue.path.includes('w'))).toBe(true);
    }
  });

  it('answers 404 for an unknown image at any width', async () => {
    const unknown = randomUUID();
    for (const url of [`/api/images/${unknown}`, `/api/images/${unknown}?w=320`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('makes a copy once when many first requests for it arrive together', async () => {
    const fresh = await storeImage(800, 600);
    const responses = await Promise.all(Array.from({ length: 12 }, () => get(`/api/images/${fresh}?w=480`)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    const first = responses[0]!.rawPayload;
    for (const res of responses) expect(Buffer.compare(res.rawPayload, first)).toBe(0);
    const rows = await variantRows(fresh);
    expect(rows.map((r) => [r.width, r.height, r.sizeBytes])).toEqual([[480, 360, first.length]]);
  });

  it('lets a second writer of the same copy (another instance) lose quietly', async () => {
    const fresh = await storeImage(800, 600);
    const copy = (seed: number) => ({
      imageId: fresh,
      width: 160,
      height: 120,
      contentType: 'image/webp',
      bytes: Buffer.from([seed]),
    });
    await expect(
      Promise.all([1, 2, 3, 4].map((n) => insertVariant(t.database.db, copy(n)))),
    ).resolves.toBeDefined();
    const rows = await variantRows(fresh);
    expect(rows).toHaveLength(1);
    // The stored copy is what every later request gets.
    const res = await get(`/api/images/${fresh}?w=160`);
    expect(Buffer.compare(res.rawPayload, rows[0]!.bytes)).toBe(0);
  });
});
