import { isImageUrl, MAX_UPLOAD_BYTES } from '@messhall/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { storeUpload } from '../uploads/uploads.service.js';

const FETCH_TIMEOUT_MS = 5_000;

async function download(url: URL): Promise<Buffer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
  if (!response.ok || !response.body) throw new Error(`photo answered ${response.status}`);
  const reader = response.body.getReader();
  const chunks: Buffer[] = [];
  let size = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.byteLength;
    if (size > MAX_UPLOAD_BYTES) {
      await reader.cancel();
      throw new Error('photo over the upload size limit');
    }
    chunks.push(Buffer.from(part.value));
  }
  return Buffer.concat(chunks);
}

/**
 * A new account's photo from the sign-in provider (Google's `picture`) is copied once into our image store,
 * through the same checks and re-encoding as an upload, and the account points at the copy: the site never
 * shows a third party's URL (a tracking pixel for every visitor of a page with the user's review). When the
 * copy fails the account simply has no photo. Production fetches https only.
 */
export async function keepProviderPhotoOurs(
  db: Db,
  user: { id: string; image?: string | null | undefined },
  options: { allowHttp: boolean; logger: FastifyBaseLogger },
): Promise<void> {
  const { image } = user;
  if (!image || isImageUrl(image)) return;
  let stored: string | null = null;
  try {
    const url = new URL(image);
    const allowed = url.protocol === 'https:' || (options.allowHttp && url.protocol === 'http:');
    if (allowed) stored = (await storeUpload(db, user.id, await download(url))).data.url;
  } catch (error) {
    options.logger.warn({ err: error }, 'the sign-in provider’s photo could not be copied');
  }
  await db.update(users).set({ image: stored }).where(eq(users.id, user.id));
}
