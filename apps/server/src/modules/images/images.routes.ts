import { IMAGE_WIDTHS, type ImageWidth } from '@messhall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { getImage, getImageVariant } from './images.service.js';

const WIDTHS: readonly number[] = IMAGE_WIDTHS;
const imageQuerySchema = z.object({
  w: z.coerce
    .number()
    .refine((w): w is ImageWidth => WIDTHS.includes(w), {
      message: `w must be one of ${IMAGE_WIDTHS.join(', ')}`,
    })
    .optional()
    .describe('Width in pixels of a resized copy; a width at or above the original gives the original'),
});

export const imagesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/images/:id',
    {
      schema: {
        tags: ['images'],
        summary: 'An uploaded or generated image (WebP), optionally resized to an allowed width',
        params: z.object({ id: z.uuid() }),
        querystring: imageQuerySchema,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { w } = request.query;
      // Images never change once stored (an edit uploads a new one), so id and width name the bytes for good:
      // a strong ETag from them lets a revalidating client get a 304 without the database being read.
      const etag = `"${id}${w === undefined ? '' : `-w${w}`}"`;
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const image = w === undefined ? await getImage(db, id) : await getImageVariant(db, id, w);
      return reply.type(image.contentType).send(image.bytes);
    },
  );
};
