import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { getImage } from './images.service.js';

export const imageUrl = (id: string) => `/api/images/${id}`;

export const imagesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/images/:id',
    {
      schema: {
        tags: ['images'],
        summary: 'An uploaded or generated image (WebP)',
        params: z.object({ id: z.uuid() }),
      },
    },
    async (request, reply) => {
      const image = await getImage(db, request.params.id);
      // Images never change once stored (an edit uploads a new one), so clients may keep them for a year.
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .type(image.contentType)
        .send(image.bytes);
    },
  );
};
