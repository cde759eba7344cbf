import { newsletterInputSchema, successResponseSchema } from '@messhall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { subscribe } from './newsletter.service.js';

export const newsletterRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/newsletter',
    {
      // Public and writing: a tighter limit than the global one (applies when rate limiting is on).
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail address to the newsletter (same answer whether new or known)',
        body: newsletterInputSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => subscribe(db, request.body),
  );
};
