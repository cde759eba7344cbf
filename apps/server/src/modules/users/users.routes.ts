import {
  adminCheckParamsSchema,
  adminCheckResponseSchema,
  dietProfileSchema,
  successResponseSchema,
  userIdParamsSchema,
  userListQuerySchema,
  userListResponseSchema,
  userSchema,
  userSyncInputSchema,
} from '@messhall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { adminOnly, signedIn } from '../../lib/route-guards.js';
import { requireUser } from '../../lib/viewer.js';
import { getDietProfile, putDietProfile } from './diet-profile.service.js';
import { checkAdmin, getOwnRecord, listUsers, makeAdmin, syncOwnProfile } from './users.service.js';

// Guards run on request, so a 401/403 comes before any 400 about the body or query; services check again.
export const usersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/users',
    {
      onRequest: signedIn,
      schema: {
        tags: ['users'],
        summary: "Sync the caller's own profile (name, photo); role, e-mail and the rest are ignored",
        body: userSyncInputSchema,
        response: { 200: userSchema },
      },
    },
    async (request) => syncOwnProfile(db, await requireUser(request), request.body),
  );

  app.get(
    '/api/users/me',
    {
      onRequest: signedIn,
      schema: { tags: ['users'], summary: "The caller's user record", response: { 200: userSchema } },
    },
    async (request) => getOwnRecord(db, await requireUser(request)),
  );

  app.get(
    '/api/users/me/diet',
    {
      onRequest: signedIn,
      schema: {
        tags: ['users'],
        summary: "The caller's diet and the allergens they avoid (empty lists until saved)",
        response: { 200: dietProfileSchema },
      },
    },
    async (request) => getDietProfile(db, await requireUser(request)),
  );

  app.put(
    '/api/users/me/diet',
    {
      onRequest: signedIn,
      schema: {
        tags: ['users'],
        summary: "Replace the caller's diet and avoided allergens; an unknown tag or allergen is a 400",
        body: dietProfileSchema,
        response: { 200: dietProfileSchema },
      },
    },
    async (request) => putDietProfile(db, await requireUser(request), request.body),
  );

  app.get(
    '/api/users/admin/:email',
    {
      onRequest: signedIn,
      schema: {
        tags: ['users'],
        summary: 'Is this e-mail an admin? The caller may ask about their own e-mail; admins about any',
        params: adminCheckParamsSchema,
        response: { 200: adminCheckResponseSchema },
      },
    },
    async (request) => checkAdmin(db, await requireUser(request), request.params.email),
  );

  app.get(
    '/api/users',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['users'],
        summary: 'Admin: users, newest first, filtered by role and searched by name or e-mail',
        querystring: userListQuerySchema,
        response: { 200: userListResponseSchema },
      },
    },
    async (request) => listUsers(db, await requireUser(request), request.query),
  );

  app.patch(
    '/api/users/:id/make-admin',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['users'],
        summary: 'Admin: give a user the admin role (idempotent)',
        params: userIdParamsSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => makeAdmin(db, await requireUser(request), request.params.id),
  );
};
