import { describe, expect, it } from 'vitest';
import {
  createPaymentIntentSchema,
  isCardExpired,
  isLuhnValid,
  membershipSchema,
  paymentConfigSchema,
  sandboxConfirmSchema,
  savePaymentSchema,
} from './payment';

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

  it('checks the Luhn digit of Stripe test cards and typos', () => {
    for (const good of ['4242 4242 4242 4242', '4000000000000002', '4000000000009995', '378282246310005']) {
      expect(isLuhnValid(good), good).toBe(true);
    }
    for (const bad of ['4242 4242 4242 4241', '4000000000000003', '12a4']) {
      expect(isLuhnValid(bad), bad).toBe(false);
    }
    const card = { number: '4242 4242 4242 4241', expMonth: 12, expYear: 2099, cvc: '123' };
    const parsed = sandboxConfirmSchema.safeParse({ clientSecret: 's', card });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['card', 'number']);
  });

  it('treats a card as valid through the end of its expiry month', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(isCardExpired(11, 2026, now)).toBe(false);
    expect(isCardExpired(10, 2026, now)).toBe(true);
    expect(isCardExpired(1, 2025, now)).toBe(true);
    expect(isCardExpired(1, 2027, now)).toBe(false);
  });

  it('describes the provider config and the membership', () => {
    expect(paymentConfigSchema.parse({ provider: 'sandbox', testMode: true })).toEqual({
      provider: 'sandbox',
      testMode: true,
    });
    expect(
      membershipSchema.safeParse({ level: 'Bronze', periodEnd: null, next: null, expired: null }).success,
    ).toBe(true);
    const waiting = {
      level: 'Gold',
      periodEnd: '2026-12-20T09:30:00.000Z',
      next: { plan: 'Silver', startsAt: '2026-12-20T09:30:00.000Z', endsAt: '2027-01-19T09:30:00.000Z' },
      expired: null,
    };
    expect(membershipSchema.safeParse(waiting).success).toBe(true);
    expect(
      membershipSchema.safeParse({ ...waiting, next: { ...waiting.next, plan: 'Bronze' } }).success,
    ).toBe(false);
    const ran = {
      level: 'Bronze',
      periodEnd: null,
      next: null,
      expired: { plan: 'Silver', endedAt: '2026-10-12T09:30:00.000Z' },
    };
    expect(membershipSchema.safeParse(ran).success).toBe(true);
    expect(membershipSchema.safeParse({ ...ran, expired: { ...ran.expired, plan: 'Bronze' } }).success).toBe(
      false,
    );
    expect(membershipSchema.safeParse({ level: 'Diamond', periodEnd: null, expired: null }).success).toBe(
      false,
    );
  });
});
