import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';

const healthSchema = z.object({ status: z.literal('ok'), db: z.literal('ok') });
const downSchema = z.object({ status: z.literal('error'), db: z.literal('down') });

const aliveSchema = z.object({ status: z.literal('ok') });

/**
 * Two questions a supervisor asks: "alive?" (the process answers HTTP; restart it when not) and "ready?"
 * (it can serve: its database answers; send it traffic when so). A database outage makes every instance
 * unready but none dead, so nothing restarts them for it. `/api/health` is the readiness check too.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/api/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (no database check)',
        response: { 200: aliveSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  for (const url of ['/api/health', '/api/health/ready']) {
    app.get(
      url,
      {
        schema: {
          tags: ['health'],
          summary: 'Readiness: the database answers (503 while it does not)',
          response: { 200: healthSchema, 503: downSchema },
        },
      },
      async (request, reply) => {
        try {
          await database.query('select 1');
          return { status: 'ok' as const, db: 'ok' as const };
        } catch (error) {
          request.log.warn({ err: error }, 'health check: database unreachable');
          return reply.status(503).send({ status: 'error' as const, db: 'down' as const });
        }
      },
    );
  }
};
