import { devMailboxResponseSchema } from '@messhall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Mailer } from '../../lib/mailer.js';

/**
 * The development mailbox: mail that would have gone out without SMTP_URL (e.g. password-reset links).
 * app.ts registers it only outside production, so production answers 404.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, { mailer }) => {
  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development only: the last 50 mails kept instead of sent (no SMTP_URL), newest first',
        response: { 200: devMailboxResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { mails: mailer.outbox() };
    },
  );
};
