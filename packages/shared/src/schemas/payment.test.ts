import { describe, expect, it } from 'vitest';
import { createPaymentIntentSchema, sandboxConfirmSchema, savePaymentSchema } from './payment';

describe('payment inputs', () => {
  it('accepts plan names in any case and refuses Bronze or unknown ones', () => {
    expect(createPaymentIntentSchema.parse({ packageName: 'gold' })).toEqual({ packageName: 'gold' });
    expect(createPaymentIntentSchema.safeParse({ packageName: 'Platinum' }).success).toBe(true);
    expect(createPaymentIntentSchema.safeParse({ packageName: 'Bronze' }).success).toBe(false);
    expect(createPaymentIntentSchema.safeParse({}).success).toBe(false);
  });

  it('drops client-sent price and email from save-payment', () => {
    const parsed = savePaymentSchema.parse({
      transactionId: 'pi_123',
      packageName: 'Gold',
      price: 0.01,
      email: 'x@y.z',
    });
    expect(parsed).toEqual({ transactionId: 'pi_123', packageName: 'Gold' });
    expect(savePaymentSchema.safeParse({ transactionId: ' ' }).success).toBe(false);
  });

  it('validates the sandbox card', () => {
    const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
    expect(sandboxConfirmSchema.safeParse({ clientSecret: 'pi_1_secret_2', card }).success).toBe(true);
    for (const bad of [
      { ...card, number: '4242-4242' },
      { ...card, expMonth: 13 },
      { ...card, expMonth: 0 },
      { ...card, cvc: '12' },
      { ...card, cvc: '12a' },
    ]) {
      expect(
        sandboxConfirmSchema.safeParse({ clientSecret: 's', card: bad }).success,
        JSON.stringify(bad),
      ).toBe(false);
    }
  });
});
