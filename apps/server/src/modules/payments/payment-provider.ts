import type { Plan } from '@messhall/shared';

/** A payment intent as the provider reports it: the only source of truth for what was paid, by whom. */
export interface ProviderIntent {
  id: string;
  /** Stripe's PaymentIntent statuses; only 'succeeded' grants a plan. */
  status: string;
  /** Integer cents. */
  amount: number;
  currency: string;
  metadata: { userId?: string | undefined; packageName?: string | undefined };
}

export interface CreatedIntent {
  id: string;
  clientSecret: string;
}

export interface WebhookEvent {
  id: string;
  type: string;
  /** data.object.id: the PaymentIntent for payment_intent.* events. */
  objectId: string | undefined;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'sandbox';
  /** Test mode: the checkout shows 'Test mode — no real charge'. */
  readonly testMode: boolean;
  readonly publishableKey?: string | undefined;
  /**
   * Creates an intent for the plan's own price. `attempt` numbers the caller's checkouts of this plan, so a retry
   * of the same attempt (double click, network retry) is idempotent at the provider.
   */
  createIntent(input: { userId: string; plan: Plan; attempt: number }): Promise<CreatedIntent>;
  /** The intent, freshly read from the provider; null when the provider does not know the id. */
  retrieve(intentId: string): Promise<ProviderIntent | null>;
  /** Whether signed webhooks can be verified (Stripe with STRIPE_WEBHOOK_SECRET). */
  readonly webhooksEnabled?: boolean;
  /** Verifies a webhook's signature on the raw body and parses it; throws when it does not verify. */
  constructWebhookEvent?(rawBody: Buffer, signature: string): WebhookEvent;
}

/** Intent ids have Stripe's shape (`pi_…`); anything else is refused before it reaches a provider's URL. */
export const INTENT_ID_PATTERN = /^pi_[A-Za-z0-9_]{1,200}$/;
