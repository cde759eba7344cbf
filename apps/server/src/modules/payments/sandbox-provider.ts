import { randomBytes } from 'node:crypto';
import { type SandboxConfirmInput, type SandboxConfirmResponse } from '@messhall/shared';
import type { Db } from '../../db/client.js';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error.js';
import type { Viewer } from '../../lib/viewer.js';
import { INTENT_ID_PATTERN, type PaymentProvider, type ProviderIntent } from './payment-provider.js';
import { findIntentByClientSecret, findIntentById, transitionIntent } from './payments.repository.js';
import { sandboxCardOutcome } from './sandbox-cards.js';

/**
 * The built-in provider used without Stripe keys: the same intent → confirm → verify flow, Stripe's test cards,
 * never any money. Its intents are rows of payment_intents (the payments service inserts them).
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly testMode = true;
  readonly publishableKey = undefined;

  constructor(private readonly db: Db) {}

  async createIntent() {
    const id = `pi_sandbox_${randomBytes(12).toString('hex')}`;
    return { id, clientSecret: `${id}_secret_${randomBytes(24).toString('base64url')}` };
  }

  async retrieve(intentId: string): Promise<ProviderIntent | null> {
    if (!INTENT_ID_PATTERN.test(intentId)) return null;
    const row = await findIntentById(this.db, intentId);
    if (!row || row.provider !== this.name) return null;
    return {
      id: row.id,
      status: row.status,
      amount: row.amountCents,
      currency: row.currency,
      metadata: { userId: row.userId, packageName: row.packageName },
    };
  }

  /**
   * The browser step (Stripe's confirmCardPayment). The client secret names the intent; the session must be its
   * owner's. Card fields are already checked (Luhn, expiry, CVC) by the route schema. Confirming twice is fine.
   */
  async confirm(viewer: Viewer, input: SandboxConfirmInput): Promise<SandboxConfirmResponse> {
    const intent = await findIntentByClientSecret(this.db, input.clientSecret);
    if (!intent || intent.provider !== this.name) throw notFound('paymentNotFound');
    if (intent.userId !== viewer.id) throw forbidden('paymentNotYours');
    if (intent.status === 'succeeded') return { id: intent.id, status: 'succeeded' };
    if (intent.status !== 'requires_payment_method') throw conflict('checkoutExpired');

    const outcome = sandboxCardOutcome(input.card.number);
    // Like Stripe, a declined card leaves the intent payable, so the user can try another card.
    if (!outcome.ok) throw new AppError('CARD_DECLINED', outcome.messageKey, 402);

    if (!(await transitionIntent(this.db, intent.id, 'requires_payment_method', 'succeeded'))) {
      // A parallel confirm got there first, or the intent expired meanwhile.
      const now = await findIntentById(this.db, intent.id);
      if (now?.status !== 'succeeded') throw conflict('checkoutExpired');
    }
    return { id: intent.id, status: 'succeeded' };
  }
}
