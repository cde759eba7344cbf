import {
  successResponseSchema,
  upcomingLikeResponseSchema,
  upcomingLikersSchema,
  upcomingListQuerySchema,
  upcomingMealInputSchema,
  upcomingMealListSchema,
  upcomingMealSchema,
  uuidParamsSchema,
} from '@messhall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { adminOnly, signedIn } from '../../lib/route-guards.js';
import { getViewer, requireUser } from '../../lib/viewer.js';
import {
  createUpcomingMeal,
  deleteUpcomingMeal,
  likeUpcomingMeal,
  listUpcomingLikers,
  publishUpcomingMeal,
} from './upcoming.service.js';
import { readUpcomingMeals } from './meals.reads.js';

export const upcomingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/upcoming',
    {
      config: { publicCache: 'per-viewer' },
      schema: {
        tags: ['upcoming'],
        summary: 'Upcoming meals, soonest first; admins also get those already published (published: true)',
        querystring: upcomingListQuerySchema,
        response: { 200: upcomingMealListSchema },
      },
    },
    async (request) => readUpcomingMeals(db, request.query, (await getViewer(request)) ?? undefined),
  );

  app.post(
    '/api/upcoming',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['upcoming', 'admin'],
        summary: 'Add an upcoming meal (admin); the publish date may not be in the past',
        body: upcomingMealInputSchema,
        response: { 201: upcomingMealSchema },
      },
    },
    async (request, reply) => {
      const meal = await createUpcomingMeal(db, await getViewer(request), request.body);
      return reply.status(201).send(meal);
    },
  );

  app.patch(
    '/api/upcoming/:id/like',
    {
      onRequest: signedIn,
      schema: {
        tags: ['upcoming'],
        summary:
          'Like or unlike (toggle); the 10th like from an admin or a paid member publishes the meal. Any body is ignored',
        params: uuidParamsSchema,
        response: { 200: upcomingLikeResponseSchema },
      },
    },
    async (request) => likeUpcomingMeal(db, await requireUser(request), request.params.id, request.log),
  );

  app.get(
    '/api/upcoming/:id/likes',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['upcoming', 'admin'],
        summary:
          'Who liked an upcoming meal (admin); `trusted` likes (admins, members with an active paid plan) are the ones that publish it',
        params: uuidParamsSchema,
        response: { 200: upcomingLikersSchema },
      },
    },
    async (request) => listUpcomingLikers(db, await getViewer(request), request.params.id),
  );

  app.patch(
    '/api/upcoming/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['upcoming', 'admin'],
        summary: 'Publish an upcoming meal now (admin); 409 when already published',
        params: uuidParamsSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => publishUpcomingMeal(db, await getViewer(request), request.params.id, request.log),
  );

  app.delete(
    '/api/upcoming/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['upcoming', 'admin'],
        summary: 'Cancel (delete) a meal that is still upcoming (admin); 409 once published',
        params: uuidParamsSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => deleteUpcomingMeal(db, await getViewer(request), request.params.id),
  );
};
