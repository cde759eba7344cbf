import type { SandboxConfirmInput, SandboxConfirmResponse } from '@messhall/shared';
import type { Db } from '../../db/client.js';
import type { Viewer } from '../../lib/viewer.js';
import { recordVerifiedPayment, verifyIntent } from './payments.service.js';
import type { SandboxProvider } from './sandbox-provider.js';

/**
 * POST /payment/sandbox/confirm: the sandbox's card step, which also records the payment, as Stripe's webhook
 * grants a Stripe payment whose browser never came back. A checkout whose save-payment is lost (a dropped
 * connection, a failing server) still holds its plan, and save-payment becomes a confirmation. A repeated
 * confirm of a paid intent records what an earlier one could not; recording is idempotent on the intent id.
 */
export async function confirmSandboxPayment(
  db: Db,
  provider: SandboxProvider,
  viewer: Viewer,
  input: SandboxConfirmInput,
): Promise<SandboxConfirmResponse> {
  const confirmed = await provider.confirm(viewer, input);
  const intent = await provider.retrieve(confirmed.id);
  if (intent) {
    const plan = verifyIntent(intent);
    await db.transaction((tx) =>
      recordVerifiedPayment(tx, {
        intent,
        plan,
        userId: viewer.id,
        provider: provider.name,
        via: 'sandbox-confirm',
      }),
    );
  }
  return confirmed;
}
