import { insightsCsvQuerySchema, insightsQuerySchema, insightsResponseSchema } from '@messhall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { adminOnly } from '../../lib/route-guards.js';
import { csvStream } from './insights.csv.js';
import { coalescedInsights } from './insights-reader.js';
import { exportInsightsCsv, type InsightsContext } from './insights.service.js';

const TAGS = ['admin', 'insights'];
/** The kitchen's figures and the students' names and e-mails: kept by no shared cache, stored by no browser. */
const PRIVATE = 'private, no-store';

/** Admin insights (docs/product/rules.md#admin-insights): the numbers of a range of hostel days, and CSV exports. */
export const insightsRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  const ctx: InsightsContext = { db, zone: config.hostelTimeZone };
  const read = coalescedInsights(ctx);

  app.get(
    '/api/admin/insights',
    {
      onRequest: adminOnly,
      schema: {
        tags: TAGS,
        summary:
          'Requests, revenue, members, top meals, review stars and the meal service over a range of hostel days (admin)',
        description:
          'At most 366 days, both ends included; every day-based series covers each day of the range. `previousTotals` covers the same number of days just before `from`.',
        querystring: insightsQuerySchema,
        response: { 200: insightsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return read(request.query);
    },
  );

  app.get(
    '/api/admin/insights.csv',
    {
      onRequest: adminOnly,
      schema: {
        tags: TAGS,
        summary: "One chart's numbers, or the range's requests or payments row by row, as CSV (admin)",
        querystring: insightsCsvQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { from, to, series } = request.query;
      const table = await exportInsightsCsv(ctx, request.query, read);
      return reply
        .header('cache-control', PRIVATE)
        .header('content-disposition', `attachment; filename="messhall-${series}-${from}-${to}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(csvStream(table));
    },
  );
};
