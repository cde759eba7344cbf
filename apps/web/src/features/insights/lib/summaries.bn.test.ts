import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@/locales/rest-bn';
import { emptyInsights } from '@/testing/insights-fixtures';
import { formatDay } from './labels';
import { requestsSummary, serviceSummary, TOP_LISTS } from './summaries';

// The page's language decides the digits and day names (lib/i18n/page-locale), the catalogue the words.
beforeEach(() => {
  document.documentElement.lang = 'bn';
  i18n.loadAndActivate({ locale: 'bn', messages });
});

afterEach(() => {
  document.documentElement.lang = 'en';
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('Insights in Bangla', () => {
  it('writes the summaries in Bangla words with Bangla digits', () => {
    const answer = emptyInsights('2026-11-01', '2026-11-30');
    answer.totals = { ...answer.totals, requests: 412 };
    answer.previousTotals = { ...answer.previousTotals, requests: 349 };
    expect(requestsSummary(answer)).toBe('৪১২টি অনুরোধ, আগের ৩০ দিনের তুলনায় ১৮ % বেশি।');

    answer.mealService[0]!.slots[0] = { slot: 'breakfast', expected: 40, served: 30, skipped: 10 };
    expect(serviceSummary(answer)).toBe(
      'মোট ৪০টি প্রত্যাশিত মিল, পরিবেশিত ৩০টি (৭৫ %), ১০টি বাদ; পরিবেশন আগের ৩০ দিনে একটিও ছিল না।',
    );
    expect(TOP_LISTS.byLikes.empty()).toBe('এই সময়সীমায় কোনো লাইক নেই।');
  });

  it('names days in Bangla', () => {
    expect(formatDay('2026-11-26')).toMatch(/২৬/);
    expect(formatDay('2026-11-26')).not.toMatch(/[0-9]|Nov|Thu/);
  });
});
