import {
  adminReviewPageSchema,
  mealReviewsQuerySchema,
  reviewDeleteResponseSchema,
  reviewInputSchema,
  reviewPageSchema,
  reviewTableQuerySchema,
  reviewUpdateSchema,
  reviewUserParamsSchema,
  reviewWriteResponseSchema,
  userReviewPageSchema,
  uuidParamsSchema,
} from '@messhall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { adminOnly, signedIn } from '../../lib/route-guards.js';
import { getViewer, requireUser } from '../../lib/viewer.js';
import {
  editReview,
  listAllReviews,
  readMealReviews,
  listUserReviews,
  removeReview,
  submitReview,
} from './reviews.service.js';

export const reviewsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/meals/:id/reviews',
    {
      config: { publicCache: 'same-for-everyone' },
      schema: {
        tags: ['reviews'],
        summary: "A meal's reviews, newest first, paged",
        params: uuidParamsSchema,
        querystring: mealReviewsQuerySchema,
        response: { 200: reviewPageSchema },
      },
    },
    // The same for everyone: a signed-in reader gets the visitors' answer, which the public cache may hold.
    async (request) => readMealReviews(db, request.params.id, request.query),
  );

  app.post(
    '/api/meals/:id/reviews',
    {
      onRequest: signedIn,
      schema: {
        tags: ['reviews'],
        summary:
          'Review a published meal as the signed-in user (201); a second submit replaces the review (200). ' +
          'Author fields in the body are ignored',
        params: uuidParamsSchema,
        body: reviewInputSchema,
        response: { 200: reviewWriteResponseSchema, 201: reviewWriteResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await submitReview(db, await requireUser(request), request.params.id, request.body);
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/api/reviews/:id',
      onRequest: signedIn,
      schema: {
        tags: ['reviews'],
        summary: 'Edit own review: content, and rating when given (author only)',
        params: uuidParamsSchema,
        body: reviewUpdateSchema,
        response: { 200: reviewWriteResponseSchema },
      },
      handler: async (request) => editReview(db, await requireUser(request), request.params.id, request.body),
    });
  }

  app.delete(
    '/api/reviews/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['reviews'],
        summary: 'Delete a review (author or admin)',
        params: uuidParamsSchema,
        response: { 200: reviewDeleteResponseSchema },
      },
    },
    async (request) => removeReview(db, await requireUser(request), request.params.id),
  );

  app.get(
    '/api/reviews/all',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['reviews', 'admin'],
        summary: 'Admin All Reviews: every review with meal title, likes and review count, newest first',
        querystring: reviewTableQuerySchema,
        response: { 200: adminReviewPageSchema },
      },
    },
    async (request) => listAllReviews(db, await getViewer(request), request.query),
  );

  app.get(
    '/api/reviews/user/:userId',
    {
      onRequest: signedIn,
      config: { publicCache: 'per-viewer' },
      schema: {
        tags: ['reviews'],
        summary: "A user's reviews with meal title and likes (that user or an admin), newest first",
        params: reviewUserParamsSchema,
        querystring: reviewTableQuerySchema,
        response: { 200: userReviewPageSchema },
      },
    },
    async (request) => listUserReviews(db, await requireUser(request), request.params.userId, request.query),
  );
};
