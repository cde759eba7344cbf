import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { images, imageVariants } from '../../db/schema/index.js';

export interface NewImage {
  ownerId: string | null;
  contentType: string;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface NewImageVariant {
  imageId: string;
  width: number;
  height: number;
  contentType: string;
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
    .select({ contentType: images.contentType, width: images.width, bytes: images.bytes })
    .from(images)
    .where(eq(images.id, id));
  return row;
}

/** The original's width and, when it was made before, the stored variant — without the original's bytes. */
export async function findVariant(db: Db, id: string, width: number) {
  const [row] = await db
    .select({
      originalWidth: images.width,
      contentType: imageVariants.contentType,
      bytes: imageVariants.bytes,
    })
    .from(images)
    .leftJoin(imageVariants, and(eq(imageVariants.imageId, images.id), eq(imageVariants.width, width)))
    .where(eq(images.id, id));
  return row;
}

/** The first writer wins; a concurrent request that resized the same picture just drops its copy. */
export async function insertVariant(db: Db, variant: NewImageVariant): Promise<void> {
  await db
    .insert(imageVariants)
    .values({ ...variant, sizeBytes: variant.bytes.length })
    .onConflictDoNothing({ target: [imageVariants.imageId, imageVariants.width] });
}
