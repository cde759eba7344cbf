import { webhookResponseSchema } from '@messhall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { PaymentProvider } from './payment-provider.js';
import { handleWebhook } from './webhook.service.js';

/**
 * Registered as its own (encapsulated) plugin: the signature covers the exact bytes Stripe sent, so JSON bodies
 * stay raw buffers here — and only here; every other route keeps the normal JSON parser.
 */
export const paymentsWebhookRoutes: FastifyPluginAsyncZod<{
  db: Db;
  provider: PaymentProvider | null;
}> = async (app, { db, provider }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/api/payment/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: 'Stripe webhook (signed): grants the plan of a succeeded PaymentIntent, once per event',
        response: { 200: webhookResponseSchema },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return handleWebhook(
        db,
        provider,
        body,
        typeof signature === 'string' ? signature : undefined,
        request.log,
      );
    },
  );
};
