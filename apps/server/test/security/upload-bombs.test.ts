import { MAX_INPUT_PIXELS } from '@messhall/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECODE_CONCURRENCY } from '../../src/modules/uploads/uploads.service.js';
import { buildTestApp, type TestApp } from '../helper.js';
import { multipartBody } from '../factories/multipart.js';
import { createUser, type TestUser } from '../factories/users.js';

// Small files that declare big canvases: each costs a decode of the whole canvas. The pixel cap refuses what a
// meal photo never needs, and parallel uploads wait for a decode slot instead of decoding all at once.

let t: TestApp;
let user: TestUser;
let origin: string;

beforeAll(async () => {
  t = await buildTestApp({ NODE_ENV: 'production' });
  user = await createUser(t.app, t.database);
  origin = new URL(t.config.publicUrl).origin;
});
afterAll(() => t?.close());

/** A plain PNG: one colour compresses to a few KB however large the canvas it declares. */
const plainPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 240, g: 200, b: 90 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();

function upload(data: Buffer) {
  const body = multipartBody([{ filename: 'dish.png', contentType: 'image/png', data }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...user.headers, origin, ...body.headers },
    payload: body.payload,
  });
}

describe('uploads: decode cost is bounded', () => {
  it('a 30-megapixel PNG of a few KB is refused with a 4xx naming the field', async () => {
    const bomb = await plainPng(6000, 5000);
    expect(bomb.length).toBeLessThan(200_000);
    const res = await upload(bomb);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      error: {
        code: 'PAYLOAD_TOO_LARGE',
        message: expect.stringMatching(/megapixels/),
        issues: [{ path: 'image' }],
      },
    });
    expect(MAX_INPUT_PIXELS).toBeLessThanOrEqual(25_000_000);
  });

  it('16 parallel uploads decode at most a few at once, and all of them are answered', async () => {
    const image = await plainPng(3000, 2000);
    let mostAtOnce = 0;
    const sampler = setInterval(() => {
      mostAtOnce = Math.max(mostAtOnce, sharp.counters().process);
    }, 2);
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const rssSampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 10);
    try {
      const answers = await Promise.all(Array.from({ length: 16 }, () => upload(image)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual(Array<number>(16).fill(201));
    } finally {
      clearInterval(sampler);
      clearInterval(rssSampler);
    }
    console.log(
      `16 parallel uploads: ${mostAtOnce} decodes at once, RSS +${Math.round((rssPeak - rssBefore) / 2 ** 20)} MB`,
    );
    expect(mostAtOnce).toBeGreaterThan(0);
    expect(mostAtOnce).toBeLessThanOrEqual(DECODE_CONCURRENCY);
  });
});
