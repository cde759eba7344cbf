import { describe, expect, it } from 'vitest';
import { formatRating, formatTaka } from './format';

describe('formatTaka', () => {
  it('writes whole amounts whole and others with two decimals, grouped by thousands', () => {
    expect(formatTaka(120)).toBe('৳120');
    expect(formatTaka(0)).toBe('৳0');
    expect(formatTaka(99.5)).toBe('৳99.50');
    expect(formatTaka(1200)).toBe('৳1,200');
    expect(formatTaka(1234567.891)).toBe('৳1,234,567.89');
    expect(formatTaka(-15.25)).toBe('৳-15.25');
  });

  it('matches Intl.NumberFormat en-US on a spread of prices', () => {
    const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (let price = 0; price < 20_000; price += 13.37) {
      const rounded = Math.round(price * 100) / 100;
      const expected = Number.isInteger(rounded) ? whole.format(rounded) : cents.format(rounded);
      expect(formatTaka(rounded)).toBe(`৳${expected}`);
    }
  });

  it('shows ৳0 for a value that is not a number', () => {
    expect(formatTaka(Number.NaN)).toBe('৳0');
    expect(formatTaka(Number.POSITIVE_INFINITY)).toBe('৳0');
  });
});

describe('formatRating', () => {
  it('keeps one decimal at most, within 0–5', () => {
    expect(formatRating(4.46)).toBe('4.5');
    expect(formatRating(4)).toBe('4');
    expect(formatRating(7)).toBe('5');
    expect(formatRating(-1)).toBe('0');
  });
});
