import {
  createPaymentIntentResponseSchema,
  createPaymentIntentSchema,
  membershipSchema,
  paymentConfigSchema,
  paymentHistoryQuerySchema,
  paymentHistorySchema,
  sandboxConfirmResponseSchema,
  sandboxConfirmSchema,
  savePaymentResponseSchema,
  savePaymentSchema,
} from '@messhall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { signedIn } from '../../lib/route-guards.js';
import { requireUser } from '../../lib/viewer.js';
import { keepAnswerUntil } from '../../plugins/public-cache.js';
import { getMembership } from './membership.service.js';
import { paymentsWebhookRoutes } from './payments-webhook.routes.js';
import { createPaymentIntent, getPaymentHistory, paymentConfig, savePayment } from './payments.service.js';
import type { PaymentProvider } from './payment-provider.js';
import { confirmSandboxPayment } from './sandbox-confirm.service.js';
import { SandboxProvider } from './sandbox-provider.js';

// Guards run on request, so a visitor gets 401 before any 400 about the body.
// The provider is chosen where the app is composed (app.ts, provider-factory.ts); null: checkout answers 503.
export const paymentsRoutes: FastifyPluginAsyncZod<{ db: Db; provider: PaymentProvider | null }> = async (
  app,
  { db, provider },
) => {
  app.get(
    '/api/payment/config',
    {
      schema: {
        tags: ['payments'],
        summary: 'Which card form the checkout shows: Stripe (with its publishable key) or the sandbox',
        response: { 200: paymentConfigSchema },
      },
    },
    async () => paymentConfig(provider),
  );

  app.post(
    '/api/payment/create-payment-intent',
    {
      onRequest: signedIn,
      schema: {
        tags: ['payments'],
        summary:
          "Start a checkout at the plan's own price; a pending intent of the last 30 minutes is reused",
        body: createPaymentIntentSchema,
        response: { 200: createPaymentIntentResponseSchema },
      },
    },
    async (request) =>
      createPaymentIntent(db, provider, await requireUser(request), request.body.packageName),
  );

  app.post(
    '/api/payment/sandbox/confirm',
    {
      onRequest: signedIn,
      schema: {
        tags: ['payments'],
        summary:
          "Sandbox only: pay the caller's intent with a Stripe test card and record the payment (402 when the card is declined)",
        body: sandboxConfirmSchema,
        response: { 200: sandboxConfirmResponseSchema },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      if (!(provider instanceof SandboxProvider)) throw notFound('paymentNotFound');
      return confirmSandboxPayment(db, provider, viewer, request.body);
    },
  );

  app.post(
    '/api/payment/save-payment',
    {
      onRequest: signedIn,
      schema: {
        tags: ['payments'],
        summary: 'Record the caller’s payment after verifying it with the provider (idempotent)',
        body: savePaymentSchema,
        response: { 200: savePaymentResponseSchema },
      },
    },
    async (request) => savePayment(db, provider, await requireUser(request), request.body),
  );

  app.get(
    '/api/payment/history',
    {
      onRequest: signedIn,
      config: { publicCache: 'per-viewer' },
      schema: {
        tags: ['payments'],
        summary: "Payments, newest first: the caller's own, or (admins) anyone's by e-mail",
        querystring: paymentHistoryQuerySchema,
        response: { 200: paymentHistorySchema },
      },
    },
    async (request) => getPaymentHistory(db, await requireUser(request), request.query.email),
  );

  app.get(
    '/api/payment/membership',
    {
      onRequest: signedIn,
      config: { publicCache: 'per-viewer' },
      schema: {
        tags: ['payments'],
        summary: "The caller's membership level (Bronze without an active paid plan) and when it ends",
        response: { 200: membershipSchema },
      },
    },
    async (request) => {
      const membership = await getMembership(db, await requireUser(request));
      // The level moves by itself when the active plan ends or the next one starts; a payment drops it at once.
      for (const change of [membership.periodEnd, membership.next?.startsAt])
        if (change) keepAnswerUntil(request, new Date(change));
      return membership;
    },
  );

  await app.register(paymentsWebhookRoutes, { db, provider });
};
