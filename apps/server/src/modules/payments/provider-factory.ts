import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { PaymentProvider } from './payment-provider.js';
import { SandboxProvider } from './sandbox-provider.js';
import { StripeProvider } from './stripe-provider.js';

/**
 * Stripe when both keys are set; otherwise the sandbox, which config allows outside production and in production
 * only with PAYMENTS_SANDBOX=on; otherwise none (checkout answers 503).
 */
export async function createPaymentProvider(config: AppConfig, db: Db): Promise<PaymentProvider | null> {
  if (config.stripe) return StripeProvider.create(config.stripe);
  if (config.paymentsSandbox) return new SandboxProvider(db);
  return null;
}
