import {
  adminMealsQuerySchema,
  adminMealsResponseSchema,
  countResponseSchema,
  likeResponseSchema,
  mealCountQuerySchema,
  mealInputSchema,
  mealListQuerySchema,
  mealListResponseSchema,
  mealSchema,
  mealUpdateSchema,
  successResponseSchema,
  uuidParamsSchema,
} from '@messhall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { adminOnly, signedIn } from '../../lib/route-guards.js';
import { getViewer, requireUser } from '../../lib/viewer.js';
import {
  countMealsOf,
  createMeal,
  deleteMealById,
  likeMeal,
  listAdminMeals,
  updateMealById,
} from './meals.service.js';
import { readMeal, readMealList } from './meals.reads.js';

export const mealsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/meals',
    {
      config: { publicCache: 'per-viewer' },
      schema: {
        tags: ['meals'],
        summary: 'Published meals: filter by category, price, diet tags and allergens, search, sort, page',
        description:
          '`diet` (comma-separated) keeps the meals with every one of those tags, `avoid` those with none of ' +
          'those allergens. `total` tells whether a next page exists; it is not always the exact number of ' +
          'matches. With `search`, `diet` or `avoid`, it is min(matches, offset + limit + 1), offset = ' +
          '(page - 1) × limit: "at least this many", exact only when it is below offset + limit + 1 ' +
          '(decisions 0006, 0038). Otherwise it counts the matches up to 1,000 (decision 0006).',
        querystring: mealListQuerySchema,
        response: { 200: mealListResponseSchema },
      },
    },
    async (request) => readMealList(db, request.query, (await getViewer(request)) ?? undefined),
  );

  // Static segment: find-my-way matches it before the `/api/meals/:id` parameter route.
  app.get(
    '/api/meals/count',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['meals', 'admin'],
        summary: 'How many meals a distributor (default: the caller) has added (admin)',
        querystring: mealCountQuerySchema,
        response: { 200: countResponseSchema },
      },
    },
    async (request) => countMealsOf(db, await getViewer(request), request.query.email),
  );

  app.get(
    '/api/meals/:id',
    {
      config: { publicCache: 'per-viewer' },
      schema: {
        tags: ['meals'],
        summary: 'One meal',
        params: uuidParamsSchema,
        response: { 200: mealSchema },
      },
    },
    async (request) => readMeal(db, request.params.id, (await getViewer(request)) ?? undefined),
  );

  app.post(
    '/api/meals',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['meals', 'admin'],
        summary: 'Add a meal (admin); the distributor is the caller, counters start at zero',
        body: mealInputSchema,
        response: { 201: mealSchema },
      },
    },
    async (request, reply) => {
      const meal = await createMeal(db, await getViewer(request), request.body);
      return reply.status(201).send(meal);
    },
  );

  app.patch(
    '/api/meals/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['meals', 'admin'],
        summary: 'Update a meal with the full meal body (admin)',
        params: uuidParamsSchema,
        body: mealUpdateSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => updateMealById(db, await getViewer(request), request.params.id, request.body),
  );

  app.delete(
    '/api/meals/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['meals', 'admin'],
        summary: 'Delete a meal with its likes, reviews and requests (admin)',
        params: uuidParamsSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => deleteMealById(db, await getViewer(request), request.params.id),
  );

  app.patch(
    '/api/meals/:id/like',
    {
      onRequest: signedIn,
      schema: {
        tags: ['meals'],
        summary: 'Like or unlike (toggle) as the signed-in user; any body is ignored',
        params: uuidParamsSchema,
        response: { 200: likeResponseSchema },
      },
    },
    async (request) => likeMeal(db, await requireUser(request), request.params.id, request.log),
  );

  app.get(
    '/api/admin/meals',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['meals', 'admin'],
        summary: 'Admin All Meals: published meals sorted by likes or reviews_count (admin)',
        querystring: adminMealsQuerySchema,
        response: { 200: adminMealsResponseSchema },
      },
    },
    async (request) => listAdminMeals(db, await getViewer(request), request.query),
  );
};
