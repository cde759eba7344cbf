import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { images } from '../../db/schema/index.js';

export interface NewImage {
  ownerId: string | null;
  contentType: string;
  width: number;
  height: number;
  bytes: Buffer;
}

export async function insertImage(db: Db, image: NewImage): Promise<string> {
  const [row] = await db
    .insert(images)
    .values({ ...image, sizeBytes: image.bytes.length })
    .returning({ id: images.id });
  return row!.id;
}

export async function findImage(db: Db, id: string) {
  const [row] = await db
    .select({ contentType: images.contentType, bytes: images.bytes })
    .from(images)
    .where(eq(images.id, id));
  return row;
}
