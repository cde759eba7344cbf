import { imageUrl, MAX_INPUT_PIXELS } from '@messhall/shared';
import pLimit from 'p-limit';
import type { Metadata } from 'sharp';
import type { Db } from '../../db/client.js';
import { AppError, badRequest } from '../../lib/app-error.js';
import { loadSharp } from '../../lib/sharp.js';
import { consumeUserQuota } from '../../lib/user-limits.js';
import { insertImage } from '../images/images.repository.js';

/**
 * Decodes at once. Each holds up to MAX_INPUT_PIXELS × 4 bytes and a core, so parallel uploads wait in line
 * instead of multiplying the memory (the process runs in a few hundred MB) and starving every other request.
 */
export const DECODE_CONCURRENCY = 2;

export const MAX_OUTPUT_SIDE = 1600;

// What sharp's header sniffing may call an image we accept; AVIF reports itself as 'heif'. SVG is refused: it
// is a document that can carry scripts, and it would be rendered by librsvg.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

const unsupported = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 'unsupportedImage', 415);
export const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'imageTooLarge', 413);
const tooManyPixels = () =>
  new AppError('PAYLOAD_TOO_LARGE', 'imageTooManyPixels', 413, undefined, [
    { path: 'image', messageKey: 'imageTooManyPixels' },
  ]);

const decodes = pLimit(DECODE_CONCURRENCY);
const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

const sharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;

export interface ProcessedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Decides by content, never by file name or declared type, whether this is an image we take; then re-encodes it
 * to WebP: upright by its EXIF orientation, at most 1600 px a side, with no metadata (sharp keeps EXIF, GPS,
 * ICC and XMP only when asked to, and we never ask).
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  return decodes(() => decode(input));
}

async function decode(input: Buffer): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(input, sharpOptions).metadata();
  } catch (error) {
    // libvips checks the declared size already while reading the header.
    if (isPixelLimit(error)) throw tooManyPixels();
    // Not an image format libvips knows (HTML, a PDF, random bytes...).
    throw unsupported();
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw unsupported();
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width * height > MAX_INPUT_PIXELS) throw tooManyPixels();

  try {
    const { data, info } = await sharp(input, sharpOptions)
      .rotate()
      .resize(MAX_OUTPUT_SIDE, MAX_OUTPUT_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch (error) {
    if (isPixelLimit(error)) throw tooManyPixels();
    throw badRequest('imageUnreadable', 'image');
  }
}

/** Stores an upload as the caller's image and answers the URL it is served at. */
export async function storeUpload(
  db: Db,
  ownerId: string,
  input: Buffer,
): Promise<{ data: { url: string } }> {
  await consumeUserQuota(db, 'upload', ownerId);
  const image = await processImage(input);
  const id = await insertImage(db, { ownerId, contentType: 'image/webp', ...image });
  return { data: { url: imageUrl(id) } };
}
