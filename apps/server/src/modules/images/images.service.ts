import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { findImage } from './images.repository.js';

export async function getImage(db: Db, id: string) {
  const image = await findImage(db, id);
  if (!image) throw notFound('Image not found');
  return image;
}
