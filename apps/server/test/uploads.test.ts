import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadResponseSchema } from '@messhall/shared';
import { images } from '../src/db/schema/index.js';
import { buildTestApp, type TestApp } from './helper.js';
import { createUser, type TestUser } from './factories/users.js';
import { multipartBody, type FilePart } from './factories/multipart.js';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t.app, t.database);
});
afterAll(() => t.close());

function upload(parts: FilePart[], who: TestUser | null = user) {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload,
    headers: { ...headers, ...(who?.headers ?? {}) },
  });
}

async function storedImage(url: string) {
  const id = url.replace('/api/images/', '');
  const [row] = await t.database.db.select().from(images).where(eq(images.id, id));
  return row!;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

/** A JPEG carrying EXIF with a camera model and a GPS position, as a phone photo does. */
const jpegWithGps = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Snap 9', Copyright: 'Hostel student' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '23/1 48/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '90/1 24/1 0/1',
      },
    })
    .toBuffer();

// CRC-32 of PNG chunks, for hand-made headers.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A decompression bomb's calling card: a few hundred bytes declaring a 20000 x 20000 RGB canvas. */
function hugePngHeader(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20_000, 0);
  ihdr.writeUInt32BE(20_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(20_001))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST /api/uploads', () => {
  it('takes a PNG, stores it as WebP owned by the uploader, served at the returned URL', async () => {
    const res = await upload([
      { filename: 'avatar.png', contentType: 'image/png', data: await png(300, 200) },
    ]);
    expect(res.statusCode).toBe(201);
    const { data } = uploadResponseSchema.parse(res.json());
    expect(data.url).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
    const row = await storedImage(data.url);
    expect(row).toMatchObject({ ownerId: user.id, contentType: 'image/webp', width: 300, height: 200 });
    const served = await t.app.inject({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('strips EXIF and GPS from a phone JPEG', async () => {
    const input = await jpegWithGps();
    const before = await sharp(input).metadata();
    expect(before.exif?.length ?? 0).toBeGreaterThan(0);
    expect(before.exif!.toString('latin1')).toContain('PhoneCo');

    const res = await upload([{ filename: 'IMG_0001.jpg', contentType: 'image/jpeg', data: input }]);
    expect(res.statusCode).toBe(201);
    const row = await storedImage(res.json().data.url);
    const after = await sharp(row.bytes).metadata();
    expect(after.format).toBe('webp');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(row.bytes.toString('latin1')).not.toContain('PhoneCo');
    expect(row.bytes.includes(Buffer.from('Exif'))).toBe(false);
  });

  it('shrinks large photos to fit 1600 x 1600, never enlarges small ones', async () => {
    const big = await upload([
      { filename: 'big.png', contentType: 'image/png', data: await png(3200, 1000) },
    ]);
    expect(await storedImage(big.json().data.url)).toMatchObject({ width: 1600, height: 500 });
    const small = await upload([
      { filename: 'small.png', contentType: 'image/png', data: await png(40, 30) },
    ]);
    expect(await storedImage(small.json().data.url)).toMatchObject({ width: 40, height: 30 });
  });

  it.each([
    [
      'an SVG',
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    ],
    ['HTML', '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'],
    ['a PDF', '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'],
    ['a PHP script', '<?php system($_GET["cmd"]); ?>'],
  ])('refuses %s renamed .jpg with 415, judging by content', async (_kind, text) => {
    const res = await upload([{ filename: 'photo.jpg', contentType: 'image/jpeg', data: Buffer.from(text) }]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      error: {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Please upload a JPEG, PNG, WebP, GIF or AVIF image.',
        messageKey: 'unsupportedImage',
      },
    });
  });

  it('refuses a tiny file that declares a huge canvas, before decoding it', async () => {
    const bomb = hugePngHeader();
    expect(bomb.length).toBeLessThan(1024);
    const rssBefore = process.memoryUsage().rss;
    const started = Date.now();
    const res = await upload([{ filename: 'bomb.png', contentType: 'image/png', data: bomb }]);
    expect(Date.now() - started).toBeLessThan(2000);
    // Decoding 20000 x 20000 RGB would need 1.2 GB; refusing from the header keeps memory flat.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.stringMatching(/megapixels/),
    });
  });

  it('refuses a damaged image with 400', async () => {
    const good = await jpegWithGps();
    const res = await upload([
      { filename: 'cut.jpg', contentType: 'image/jpeg', data: good.subarray(0, good.length / 2) },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a file over 5 MB with 413', async () => {
    const data = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    const res = await upload([{ filename: 'huge.jpg', contentType: 'image/jpeg', data }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.stringMatching(/5 MB/),
    });
  });

  it('wants exactly one file in the "image" field', async () => {
    const wrongField = await upload([
      { field: 'file', filename: 'a.png', contentType: 'image/png', data: await png(10, 10) },
    ]);
    expect(wrongField.statusCode).toBe(400);
    const two = await upload([
      { filename: 'a.png', contentType: 'image/png', data: await png(10, 10) },
      { filename: 'b.png', contentType: 'image/png', data: await png(10, 10) },
    ]);
    expect(two.statusCode).toBeLessThan(500);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: user.headers,
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('refuses a visitor with 401 and stores nothing', async () => {
    const countBefore = (await t.database.db.select({ id: images.id }).from(images)).length;
    const res = await upload(
      [{ filename: 'a.png', contentType: 'image/png', data: await png(10, 10) }],
      null,
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
    expect((await t.database.db.select({ id: images.id }).from(images)).length).toBe(countBefore);
  });

  it('accepts multipart only on this route', async () => {
    const { payload, headers } = multipartBody([
      { filename: 'a.png', contentType: 'image/png', data: await png(10, 10) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload,
      headers: { ...headers, ...user.headers },
    });
    expect(res.statusCode).toBe(415);
  });
});
