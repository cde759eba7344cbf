import { type Plan } from '@messhall/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../lib/app-error.js';
import { isForeignKeyViolation } from '../../lib/db-errors.js';
import type { PaymentProvider, ProviderIntent } from './payment-provider.js';
import { insertWebhookEvent, webhookEventExists } from './payments.repository.js';
import { recordVerifiedPayment, verifyIntent } from './payments.service.js';

/**
 * POST /payment/webhook: grants the plan even when the browser never came back. The signature is checked on the
 * raw body; the intent is read again from the provider (the event payload is not trusted); the event id and the
 * payment are written in one transaction, so a redelivered, parallel or late event changes nothing twice, and a
 * failure leaves the event unrecorded for the provider's retry.
 */
export async function handleWebhook(
  db: Db,
  provider: PaymentProvider | null,
  rawBody: Buffer,
  signature: string | undefined,
  log: FastifyBaseLogger,
): Promise<{ received: true }> {
  if (!provider?.constructWebhookEvent || !provider.webhooksEnabled) throw notFound();
  if (!signature) throw badRequest('invalidWebhookSignature');
  let event;
  try {
    event = provider.constructWebhookEvent(rawBody, signature);
  } catch {
    throw badRequest('invalidWebhookSignature');
  }
  if (await webhookEventExists(db, event.id)) return { received: true };

  let grant: { intent: ProviderIntent; plan: Plan; userId: string } | undefined;
  if (event.type === 'payment_intent.succeeded' && event.objectId) {
    const intent = await provider.retrieve(event.objectId);
    try {
      if (!intent) throw badRequest('paymentNotFound');
      grant = { intent, plan: verifyIntent(intent), userId: intent.metadata.userId ?? '' };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // Not ours or not payable (another app on the account, a wrong amount): acknowledge, grant nothing.
      log.warn(
        { eventId: event.id, intentId: event.objectId, reason: error.message },
        'webhook grants nothing',
      );
    }
  }

  const record = { id: event.id, provider: provider.name, type: event.type };
  try {
    await db.transaction(async (tx) => {
      if (!(await insertWebhookEvent(tx, record))) return;
      if (grant) await recordVerifiedPayment(tx, { ...grant, provider: provider.name, via: 'webhook' });
    });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    // The paying account was deleted: nothing to grant, and retrying would not help.
    log.warn({ eventId: event.id }, 'webhook payment for a deleted user');
    await insertWebhookEvent(db, record);
  }
  return { received: true };
}
