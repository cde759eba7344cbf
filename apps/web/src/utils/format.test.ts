import { describe, expect, it } from 'vitest';
import { formatRating, formatTaka, formatUsd, pageFormatter } from './format';

describe('formatTaka', () => {
  it('writes whole amounts whole and others with two decimals, grouped by thousands', () => {
    expect(formatTaka(120)).toBe('৳120');
    expect(formatTaka(0)).toBe('৳0');
    expect(formatTaka(99.5)).toBe('৳99.50');
    expect(formatTaka(1200)).toBe('৳1,200');
    expect(formatTaka(1234567.891)).toBe('৳1,234,567.89');
    expect(formatTaka(-15.25)).toBe('৳-15.25');
  });

  it('shows ৳0 for a value that is not a number', () => {
    expect(formatTaka(Number.NaN)).toBe('৳0');
    expect(formatTaka(Number.POSITIVE_INFINITY)).toBe('৳0');
  });
});

describe('formatUsd', () => {
  it('always shows cents, grouped by thousands', () => {
    expect(formatUsd(20)).toBe('$20.00');
    expect(formatUsd(1000)).toBe('$1,000.00');
    expect(formatUsd(Number.NaN)).toBe('$0.00');
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

describe('pageFormatter', () => {
  it('builds a formatter once for the same class and options', () => {
    expect(pageFormatter(Intl.NumberFormat, { maximumFractionDigits: 3 })).toBe(
      pageFormatter(Intl.NumberFormat, { maximumFractionDigits: 3 }),
    );
  });

  it('never hands out one formatter for another of other options, class or locale', () => {
    const number = pageFormatter(Intl.NumberFormat, { useGrouping: false });
    const day = pageFormatter(Intl.DateTimeFormat, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    expect(day).not.toBe(number);
    expect(day.format(Date.UTC(2026, 10, 26))).toBe('Nov 26');
    expect(pageFormatter(Intl.NumberFormat, { useGrouping: true })).not.toBe(number);
    expect(pageFormatter(Intl.NumberFormat, { useGrouping: false }, 'bn-BD').format(5)).toBe('৫');
  });
});
