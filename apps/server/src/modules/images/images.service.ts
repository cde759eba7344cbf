import type { ImageWidth } from '@messhall/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { loadSharp } from '../../lib/sharp.js';
import { findImage, findVariant, insertVariant } from './images.repository.js';

/** Same quality as the seeded pictures: a smaller copy must not look worse than the original. */
const VARIANT_QUALITY = 75;

export interface ServedImage {
  contentType: string;
  bytes: Buffer;
}

export async function getImage(db: Db, id: string): Promise<ServedImage> {
  const image = await findImage(db, id);
  if (!image) throw notFound('imageNotFound');
  return image;
}

// One resize per (image, width) in this process even when many first requests arrive together (a page of
// cards asks for the same variants at once); other instances are kept consistent by the unique key.
const inFlight = new Map<string, Promise<ServedImage>>();

/** The image at most `width` pixels wide: the stored variant, made (and stored) on the first request. */
export async function getImageVariant(db: Db, id: string, width: ImageWidth): Promise<ServedImage> {
  const found = await findVariant(db, id, width);
  if (!found) throw notFound('imageNotFound');
  if (found.bytes && found.contentType) return { contentType: found.contentType, bytes: found.bytes };
  // Never enlarge: asking for the original's width or more gets the original.
  if (width >= found.originalWidth) return getImage(db, id);

  const key = `${id}:${width}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = makeVariant(db, id, width).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

async function makeVariant(db: Db, id: string, width: number): Promise<ServedImage> {
  const [original, sharp] = await Promise.all([getImage(db, id), loadSharp()]);
  const { data, info } = await sharp(original.bytes)
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: VARIANT_QUALITY })
    .toBuffer({ resolveWithObject: true });
  const variant = { imageId: id, width, height: info.height, contentType: 'image/webp', bytes: data };
  await insertVariant(db, variant);
  return variant;
}
