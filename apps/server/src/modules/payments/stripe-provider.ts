import type Stripe from 'stripe';
import type { AppConfig } from '../../config.js';
import {
  INTENT_ID_PATTERN,
  type PaymentProvider,
  type ProviderIntent,
  type WebhookEvent,
} from './payment-provider.js';

type StripeSettings = NonNullable<AppConfig['stripe']>;
type StripeSdk = typeof Stripe;

/** STRIPE_API_BASE (tests' stand-in, self-hosted mocks) as the SDK's host/port/protocol; none → api.stripe.com. */
function apiAddress(apiBase: string | undefined) {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol } as const;
}

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly testMode: boolean;
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string | undefined;

  /**
   * The SDK is imported only here, when Stripe keys are set: a server on the sandbox (or without payments) never
   * loads it (~4 MB of heap; the server's < 300 MB RSS budget).
   */
  static async create(settings: StripeSettings): Promise<StripeProvider> {
    const { default: sdk } = await import('stripe');
    return new StripeProvider(sdk, settings);
  }

  private constructor(
    private readonly sdk: StripeSdk,
    settings: StripeSettings,
  ) {
    this.stripe = new sdk(settings.secretKey, {
      ...apiAddress(settings.apiBase),
      // The SDK retries network errors and 409 idempotency conflicts (two clicks at the same moment).
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
    });
    this.publishableKey = settings.publishableKey;
    this.testMode = settings.publishableKey.startsWith('pk_test_');
    this.webhookSecret = settings.webhookSecret;
  }

  async createIntent({ userId, plan, attempt }: Parameters<PaymentProvider['createIntent']>[0]) {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: plan.priceCents,
        currency: plan.currency,
        allowed_payment_method_types: ['card'],
        description: `Messhall ${plan.name} membership`,
        metadata: { userId, packageName: plan.name },
      },
      { idempotencyKey: `messhall-checkout-${userId}-${plan.slug}-${attempt}` },
    );
    if (!intent.client_secret) throw new Error('Stripe returned a PaymentIntent without a client secret');
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  async retrieve(intentId: string): Promise<ProviderIntent | null> {
    if (!INTENT_ID_PATTERN.test(intentId)) return null;
    try {
      const intent = await this.stripe.paymentIntents.retrieve(intentId);
      return {
        id: intent.id,
        status: intent.status,
        amount: intent.amount,
        currency: intent.currency,
        metadata: { userId: intent.metadata.userId, packageName: intent.metadata.packageName },
      };
    } catch (error) {
      if (error instanceof this.sdk.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }

  get webhooksEnabled(): boolean {
    return this.webhookSecret !== undefined;
  }

  constructWebhookEvent(rawBody: Buffer, signature: string): WebhookEvent {
    if (!this.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
    const event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    const object = event.data.object as { id?: unknown };
    return {
      id: event.id,
      type: event.type,
      objectId: typeof object.id === 'string' ? object.id : undefined,
    };
  }
}
