import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';

const healthSchema = z.object({ status: z.literal('ok'), db: z.literal('ok') });
const downSchema = z.object({ status: z.literal('error'), db: z.literal('down') });

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
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
};
