import { describe, expect, it } from 'vitest';
import { inBangla } from '@/testing/page-language';
import { formatTick, formatTickDay } from './labels';

// A chart draws its value axis before its day axis: the number formatter is built first, and the day formatter
// must still be a day formatter.
describe("an axis's labels", () => {
  it('write days as days after the numbers have been written', () => {
    expect(formatTick(1500)).toBe('1500');
    expect(formatTickDay('2026-11-26')).toBe('26 Nov');
    expect(formatTick(0.5)).toBe('0.5');
  });

  describe('in Bangla', () => {
    inBangla();
    it('write days as days after the numbers have been written', () => {
      expect(formatTick(1500)).toBe('১৫০০');
      expect(formatTickDay('2026-11-26')).toBe('২৬ নভে');
    });
  });
});
