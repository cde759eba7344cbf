import type { FastifyRequest } from 'fastify';
import { devMailboxResponseSchema } from '@messhall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import type { Mailer } from '../../lib/mailer.js';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * The mailbox holds password-reset links, i.e. every account. It answers only a client on this machine: the
 * socket's peer is a loopback address AND no proxy relayed the request. `request.ip` is not used: with
 * TRUST_PROXY=on it is read from X-Forwarded-For, which a client can write; and with TRUST_PROXY off, a proxy
 * on this machine makes every client's socket look local — but a proxy says so in a forwarding header.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  return LOOPBACK.test(peer) && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/**
 * The development mailbox: mail that would have gone out without SMTP_URL (e.g. password-reset links).
 * app.ts registers it only outside production, so production answers 404.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, { mailer }) => {
  app.get(
    '/api/dev/mailbox',
    {
      onRequest: async (request) => {
        if (!fromThisMachine(request)) throw new AppError('FORBIDDEN', 'devMailboxLocalOnly', 403);
      },
      schema: {
        tags: ['dev'],
        summary:
          'Development only, and only from the server’s own machine: the last 50 mails kept instead of sent (no SMTP_URL), newest first',
        response: { 200: devMailboxResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { mails: mailer.outbox() };
    },
  );
};
