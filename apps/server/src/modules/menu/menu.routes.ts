import {
  copyWeekInputSchema,
  copyWeekResponseSchema,
  headcountResponseSchema,
  mealPassSchema,
  menuRangeQuerySchema,
  menuResponseSchema,
  menuSlotInputSchema,
  menuSlotParamsSchema,
  menuSlotResponseSchema,
  menuTimesResponseSchema,
  menuTimesSchema,
  PASS_GRACE_MINUTES,
  rangeSkipInputSchema,
  rangeSkipResponseSchema,
  scanInputSchema,
  scanResponseSchema,
  skipResponseSchema,
  type MenuTimes,
} from '@messhall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { ensureSecret } from '../../db/secrets.js';
import { adminOnly, signedIn } from '../../lib/route-guards.js';
import { getViewer, requireAdmin, requireUser } from '../../lib/viewer.js';
import { readMenuTimes, saveMenuTimes } from './menu-times.js';
import {
  copyWeek,
  getHeadcount,
  getPass,
  scanPass,
  setSlotMeals,
  skipRange,
  skipSlot,
  unskipSlot,
  type MenuContext,
} from './menu.service.js';
import { menuOfReader } from './menu.reads.js';
import { keepAnswerUntil } from '../../plugins/public-cache.js';

const TAGS = ['menu'];

/** The daily meal service (decision 0035): the dated menu, skips, the headcount and the meal pass. */
export const menuRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  const ctx: MenuContext = {
    db,
    zone: config.hostelTimeZone,
    passKey: await ensureSecret(db, 'meal_pass_secret'),
  };
  const timesAnswer = (times: MenuTimes) => ({
    ...times,
    timeZone: ctx.zone,
    passGraceMinutes: PASS_GRACE_MINUTES,
  });

  app.get(
    '/api/menu',
    {
      config: { publicCache: 'per-viewer' },
      schema: {
        tags: TAGS,
        summary:
          'The menu of a range of hostel days (at most 31): every slot with its cutoff, serving time and meals',
        description:
          '`covered` and `skipped` are present only for a signed-in reader: whether a plan of theirs counts them in for the slot, and whether they skipped it.',
        querystring: menuRangeQuerySchema,
        response: { 200: menuResponseSchema },
      },
    },
    async (request) => {
      const { menu, until } = await menuOfReader(ctx, request.query, (await getViewer(request)) ?? undefined);
      // A slot being served has the present as its member moment: a reader's answer is kept only until their
      // paid time next starts or ends; a payment drops it at once.
      if (until) keepAnswerUntil(request, until);
      return menu;
    },
  );

  app.get(
    '/api/menu/headcount',
    {
      onRequest: adminOnly,
      schema: {
        tags: [...TAGS, 'admin'],
        summary:
          'Per day and slot: members expected (active plans less skips), skips, and passes served (admin)',
        querystring: menuRangeQuerySchema,
        response: { 200: headcountResponseSchema },
      },
    },
    async (request) => getHeadcount(ctx, request.query),
  );

  app.get(
    '/api/menu/cutoffs',
    {
      onRequest: adminOnly,
      schema: {
        tags: [...TAGS, 'admin'],
        summary: "Each slot's skip cutoff and serving time on the hostel's clock (admin)",
        response: { 200: menuTimesResponseSchema },
      },
    },
    async () => timesAnswer(await readMenuTimes(db)),
  );

  app.put(
    '/api/menu/cutoffs',
    {
      onRequest: adminOnly,
      schema: {
        tags: [...TAGS, 'admin'],
        summary: "Set every slot's skip cutoff and serving time (admin)",
        body: menuTimesSchema,
        response: { 200: menuTimesResponseSchema },
      },
    },
    async (request) => {
      await saveMenuTimes(db, request.body);
      return timesAnswer(request.body);
    },
  );

  app.put(
    '/api/menu/:date/:slot',
    {
      onRequest: adminOnly,
      schema: {
        tags: [...TAGS, 'admin'],
        summary: "Set a slot's meals, in order; an empty list clears it (admin)",
        params: menuSlotParamsSchema,
        body: menuSlotInputSchema,
        response: { 200: menuSlotResponseSchema },
      },
    },
    async (request) => setSlotMeals(ctx, request.params, request.body.mealIds),
  );

  app.post(
    '/api/menu/copy-week',
    {
      onRequest: adminOnly,
      schema: {
        tags: [...TAGS, 'admin'],
        summary: 'Copy the 7 days from `from` over the 7 days from `to`, replacing every slot there (admin)',
        body: copyWeekInputSchema,
        response: { 200: copyWeekResponseSchema },
      },
    },
    async (request) => copyWeek(ctx, request.body.from, request.body.to),
  );

  app.post(
    '/api/menu/:date/:slot/skip',
    {
      onRequest: signedIn,
      schema: {
        tags: TAGS,
        summary:
          'Skip a slot before its cutoff (idempotent). 409 after the cutoff, naming it; 403 SUBSCRIPTION_REQUIRED ' +
          'without a plan on that day',
        params: menuSlotParamsSchema,
        response: { 201: skipResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await skipSlot(ctx, await requireUser(request), request.params);
      return reply.status(201).send(answer);
    },
  );

  app.delete(
    '/api/menu/:date/:slot/skip',
    {
      onRequest: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Undo a skip before the cutoff (idempotent); 409 after it',
        params: menuSlotParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await unskipSlot(ctx, await requireUser(request), request.params);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/menu/skips',
    {
      onRequest: signedIn,
      schema: {
        tags: TAGS,
        summary:
          'Skip every open slot (of `slots`, default all) from `from` to `to` in one go; reports the slots ' +
          'already closed and the days no plan covers',
        body: rangeSkipInputSchema,
        response: { 201: rangeSkipResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await skipRange(ctx, await requireUser(request), request.body);
      return reply.status(201).send(answer);
    },
  );

  app.get(
    '/api/menu/:date/:slot/pass',
    {
      onRequest: signedIn,
      schema: {
        tags: TAGS,
        summary:
          "The caller's meal pass for a slot: a signed code for a QR code, the same for the same slot, accepted " +
          'until `expiresAt`',
        params: menuSlotParamsSchema,
        response: { 200: mealPassSchema },
      },
    },
    async (request) => getPass(ctx, await requireUser(request), request.params),
  );

  app.post(
    '/api/menu/scan',
    {
      onRequest: adminOnly,
      schema: {
        tags: [...TAGS, 'admin'],
        summary:
          'Serve the meal of a scanned pass (admin). 409 with the reason: forged, another slot, no plan, ' +
          'skipped, already served',
        body: scanInputSchema,
        response: { 200: scanResponseSchema },
      },
    },
    async (request) => scanPass(ctx, await requireAdmin(request), request.body.code),
  );
};
