import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageInBangla, pageInEnglish } from '@/testing/page-language';
import { formatDate, formatDateTime, formatRelative, formatTimeAgo, formatYear } from './date-format';
import { formatList, formatNumber, formatRating, formatTaka, formatUsd } from './format';
import { dayOfMonth, formatClock, formatDay, formatLongDay, SLOT_LABELS } from './hostel-day-format';

// The formatters follow <html lang>, which the server writes; files share a page, so English is restored.
beforeEach(pageInBangla);
afterEach(pageInEnglish);

describe('numbers in Bangla', () => {
  it('use Bangla digits and keep each price its own sign', () => {
    expect(formatTaka(1200)).toBe('৳১,২০০');
    expect(formatTaka(99.5)).toBe('৳৯৯.৫০');
    expect(formatTaka(Number.NaN)).toBe('৳০');
    expect(formatUsd(20)).toBe('$২০.০০');
    expect(formatRating(4.46)).toBe('৪.৫');
    expect(formatNumber(26)).toBe('২৬');
    expect(formatList(['দুধ', 'ডিম'])).toBe('দুধ এবং ডিম');
  });

  it('go back to English with the page', () => {
    document.documentElement.lang = 'en';
    expect(formatTaka(1200)).toBe('৳1,200');
    expect(formatUsd(20)).toBe('$20.00');
  });
});

describe('dates in Bangla', () => {
  it('write dates, times (24-hour, no Latin AM/PM) and relative times in Bangla words and digits', () => {
    const afternoon = new Date(2026, 10, 21, 14, 45);
    expect(formatDateTime(afternoon)).toBe('২১ নভে, ২০২৬, ১৪:৪৫');
    expect(formatDate(afternoon)).toBe('২১ নভে, ২০২৬');
    expect(formatYear(afternoon)).toBe('২০২৬');
    expect(formatRelative(-1, 'day')).toBe('গতকাল');
  });

  it('say "just now" and "2 hours ago" in Bangla', () => {
    const now = Date.parse('2026-11-21T12:00:00.000Z');
    expect(formatTimeAgo('2026-11-21T11:59:40.000Z', { now })).toBe('এইমাত্র');
    expect(formatTimeAgo('2026-11-21T10:00:00.000Z', { now })).toBe('২ ঘণ্টা আগে');
  });

  it('give hostel days, clock times and slots in Bangla', () => {
    expect(formatDay('2026-11-26')).toBe('বৃহস্পতি ২৬ নভে');
    expect(formatLongDay('2026-11-26')).toBe('বৃহস্পতিবার ২৬ নভেম্বর');
    expect(dayOfMonth('2026-11-26')).toBe('২৬');
    expect(formatClock(new Date(2026, 10, 26, 9, 5).toISOString())).toBe('০৯:০৫');
    expect(SLOT_LABELS.lunch).toBe('দুপুরের খাবার');
  });

  it('are English again once the page is', () => {
    document.documentElement.lang = 'en';
    i18n.activate('en');
    expect(formatDay('2026-11-26')).toBe('Thu 26 Nov');
    expect(SLOT_LABELS.lunch).toBe('Lunch');
  });
});
