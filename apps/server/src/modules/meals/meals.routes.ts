import { mealListQuerySchema, mealListResponseSchema, mealSchema, uuidParamsSchema } from '@messhall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { getViewer } from '../auth/auth.plugin.js';
import { getMeal, listPublishedMeals } from './meals.service.js';

export const mealsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/meals',
    {
      schema: {
        tags: ['meals'],
        summary: 'Published meals: filter by category and price, search, sort, page',
        querystring: mealListQuerySchema,
        response: { 200: mealListResponseSchema },
      },
    },
    async (request) => {
      const viewer = await getViewer(request);
      return listPublishedMeals(db, request.query, viewer?.id);
    },
  );

  app.get(
    '/api/meals/:id',
    {
      schema: {
        tags: ['meals'],
        summary: 'One meal',
        params: uuidParamsSchema,
        response: { 200: mealSchema },
      },
    },
    async (request) => {
      const viewer = await getViewer(request);
      return getMeal(db, request.params.id, viewer?.id);
    },
  );
};
