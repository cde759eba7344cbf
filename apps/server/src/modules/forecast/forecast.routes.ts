import {
  forecastQuerySchema,
  forecastResponseSchema,
  menuSlotParamsSchema,
  productionInputSchema,
  productionResponseSchema,
} from '@messhall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { adminOnly } from '../../lib/route-guards.js';
import { requireAdmin } from '../../lib/viewer.js';
import { getForecast, pastCountsCache, setProduction, type ForecastContext } from './forecast.service.js';

const TAGS = ['menu', 'admin'];

/** The kitchen's forecast per slot and its production records (decisions 0065, 0066). */
export const forecastRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  const ctx: ForecastContext = { db, zone: config.hostelTimeZone, past: pastCountsCache() };

  app.get(
    '/api/menu/forecast',
    {
      onRequest: adminOnly,
      schema: {
        tags: TAGS,
        summary:
          'Per day and slot (at most 14 days): the headcount, how many to cook for with a range and why, and ' +
          'the production recorded (admin)',
        description:
          "`share` is the weighted share of expected members served on the slot's weekday over the last 8 weeks; " +
          '`basis` `expected` means too little history, and `cookFor` is the expected count.',
        querystring: forecastQuerySchema,
        response: { 200: forecastResponseSchema },
      },
    },
    async (request) => getForecast(ctx, request.query),
  );

  app.put(
    '/api/menu/:date/:slot/production',
    {
      onRequest: adminOnly,
      schema: {
        tags: TAGS,
        summary:
          "Record a slot's portions cooked and left over, on the slot's hostel day (admin). 409 on another day",
        params: menuSlotParamsSchema,
        body: productionInputSchema,
        response: { 200: productionResponseSchema },
      },
    },
    async (request) => setProduction(ctx, await requireAdmin(request), request.params, request.body),
  );
};
