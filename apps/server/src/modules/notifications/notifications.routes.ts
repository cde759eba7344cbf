import {
  notificationListQuerySchema,
  notificationPageSchema,
  notificationReadResponseSchema,
  uuidParamsSchema,
} from '@messhall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { signedIn } from '../../lib/route-guards.js';
import { requestCatalogue } from '../../lib/request-locale.js';
import { requireUser } from '../../lib/viewer.js';
import { mealEvents, type MealPublishedEvent } from '../meals/meals.events.js';
import {
  listNotifications,
  notifyMealPublished,
  readAllNotifications,
  readNotification,
} from './notifications.service.js';

/** The bell: the caller's own notifications only. Also turns "a meal you liked was published" into rows. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // mealEvents is in-process and emitted after the publish committed; the work runs detached and never throws
  // into the publishing request.
  const onPublished = (event: MealPublishedEvent) => {
    notifyMealPublished(db, event).catch((error: unknown) => {
      app.log.error({ err: error, mealId: event.mealId }, 'could not notify the likers of a published meal');
    });
  };
  app.addHook('onReady', async () => {
    mealEvents.on('published', onPublished);
  });
  app.addHook('onClose', async () => {
    mealEvents.off('published', onPublished);
  });

  app.get(
    '/api/notifications',
    {
      onRequest: signedIn,
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications, newest first, with the unread count (the bell's badge)",
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema },
      },
    },
    async (request, reply) => {
      // The titles are worded in the reader's language (lib/request-locale.ts).
      reply.header('vary', 'Accept-Language, Cookie');
      return listNotifications(
        db,
        await requireUser(request),
        request.query,
        requestCatalogue(request.headers),
      );
    },
  );

  // Static segment before the parameter route (find-my-way prefers it either way).
  app.patch(
    '/api/notifications/read-all',
    {
      onRequest: signedIn,
      schema: {
        tags: ['notifications'],
        summary: "Mark all of the caller's notifications read",
        response: { 200: notificationReadResponseSchema },
      },
    },
    async (request) => readAllNotifications(db, await requireUser(request)),
  );

  app.patch(
    '/api/notifications/:id/read',
    {
      onRequest: signedIn,
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of the caller’s notifications read (404 for anyone else’s)',
        params: uuidParamsSchema,
        response: { 200: notificationReadResponseSchema },
      },
    },
    async (request) => readNotification(db, await requireUser(request), request.params.id),
  );
};
