import {
  mealRequestInputSchema,
  mealRequestListQuerySchema,
  mealRequestPageSchema,
  mealRequestSchema,
  requestStatusUpdateSchema,
  successResponseSchema,
  uuidParamsSchema,
} from '@messhall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { adminOnly, signedIn } from '../../lib/route-guards.js';
import { getViewer, requireUser } from '../../lib/viewer.js';
import { createRequest, deleteOwnRequest, listMealRequests, transitionRequest } from './requests.service.js';

export const requestsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/requests',
    {
      onRequest: signedIn,
      schema: {
        tags: ['requests'],
        summary:
          'Request a meal (needs an active paid membership: 403 SUBSCRIPTION_REQUIRED); only mealId is read, ' +
          'one pending request per meal (409)',
        body: mealRequestInputSchema,
        response: { 201: mealRequestSchema },
      },
    },
    async (request, reply) => {
      const created = await createRequest(db, await requireUser(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/requests',
    {
      onRequest: signedIn,
      config: { publicCache: 'per-viewer' },
      schema: {
        tags: ['requests'],
        summary: "Own requests (users); everyone's for admins, searchable by name or e-mail. Newest first",
        querystring: mealRequestListQuerySchema,
        response: { 200: mealRequestPageSchema },
      },
    },
    async (request) => listMealRequests(db, await requireUser(request), request.query),
  );

  app.patch(
    '/api/requests/:id/serve',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['requests', 'admin'],
        summary: 'Serve: pending → delivered (admin); 409 INVALID_TRANSITION from any other status',
        params: uuidParamsSchema,
        response: { 200: mealRequestSchema },
      },
    },
    async (request) => transitionRequest(db, await getViewer(request), request.params.id, 'delivered'),
  );

  app.patch(
    '/api/requests/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['requests', 'admin'],
        summary: 'Set the status (admin): pending → cancelled (or delivered); anything else 409',
        params: uuidParamsSchema,
        body: requestStatusUpdateSchema,
        response: { 200: mealRequestSchema },
      },
    },
    async (request) =>
      transitionRequest(db, await getViewer(request), request.params.id, request.body.status),
  );

  app.delete(
    '/api/requests/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['requests'],
        summary: 'Delete own pending request (403 for others’, 409 once delivered or cancelled)',
        params: uuidParamsSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => deleteOwnRequest(db, await requireUser(request), request.params.id),
  );
};
