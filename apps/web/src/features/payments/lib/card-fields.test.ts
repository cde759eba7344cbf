import { PAYMENT_MESSAGES as P } from '@messhall/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { formatCardNumber, formatExpiry, parseExpiry, serverCardErrors, validateCard } from './card-fields';

const nextYear = (new Date().getUTCFullYear() + 1) % 100;
const good = { number: '4242 4242 4242 4242', expiry: `12 / ${nextYear}`, cvc: '123' };

describe('sandbox card form fields', () => {
  it('groups card digits in fours and drops anything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42a')).toBe('4242 42');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('reads the expiry as MM / YY with or without the slash', () => {
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('1')).toBe('1');
    expect(parseExpiry('12 / 30')).toEqual({ expMonth: 12, expYear: 2030 });
    expect(parseExpiry('0731')).toEqual({ expMonth: 7, expYear: 2031 });
    expect(parseExpiry('07/2031')).toEqual({ expMonth: 7, expYear: 2031 });
    expect(parseExpiry('')).toBeNull();
    expect(parseExpiry('ab / cd')).toBeNull();
  });

  it('accepts a Stripe test card and returns what the server expects', () => {
    expect(validateCard(good)).toEqual({
      ok: true,
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2000 + nextYear, cvc: '123' },
    });
  });

  it('names the field at fault with the server’s own messages', () => {
    expect(validateCard({ number: '', expiry: '', cvc: '' })).toEqual({
      ok: false,
      errors: { number: P.invalidCardNumber, expiry: P.invalidExpiry, cvc: P.invalidCvc },
    });
    // One mistyped digit fails the Luhn check.
    expect(validateCard({ ...good, number: '4242 4242 4242 4241' })).toEqual({
      ok: false,
      errors: { number: P.invalidCardNumber },
    });
    expect(validateCard({ ...good, expiry: '13 / 30' })).toEqual({
      ok: false,
      errors: { expiry: P.invalidExpiry },
    });
    expect(validateCard({ ...good, expiry: '01 / 20' })).toEqual({
      ok: false,
      errors: { expiry: P.cardExpired },
    });
    expect(validateCard({ ...good, cvc: '12' })).toEqual({ ok: false, errors: { cvc: P.invalidCvc } });
  });

  it('maps the server’s 400 issues to the form’s fields, and nothing else', () => {
    const bad = new ApiError(400, 'VALIDATION_FAILED', P.invalidCvc, [
      // Our server names the field as a dotted string; other APIs use an array.
      { path: 'card.cvc' as unknown as string[], message: P.invalidCvc },
      { path: ['card', 'expMonth'], message: P.cardExpired },
    ]);
    expect(serverCardErrors(bad)).toEqual({ cvc: P.invalidCvc, expiry: P.cardExpired });
    expect(serverCardErrors(new ApiError(402, 'CARD_DECLINED', P.cardDeclined))).toEqual({});
    expect(serverCardErrors(new Error('x'))).toEqual({});
  });
});
