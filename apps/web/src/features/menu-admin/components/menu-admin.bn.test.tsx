import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@/locales/rest-bn';
import { RecentScans } from './recent-scans';
import { SlotCounts } from './slot-counts';

describe('the menu admin in Bangla', () => {
  beforeEach(() => i18n.loadAndActivate({ locale: 'bn', messages }));
  // Test files share a page: the next one reads English.
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('gives a slot’s headcount in Bangla words and digits', () => {
    render(
      <I18nProvider i18n={i18n}>
        <SlotCounts counts={{ slot: 'lunch', expected: 48, skipped: 2, served: 11 }} />
      </I18nProvider>,
    );
    expect(screen.getByText('৪৮').closest('p')).toHaveTextContent('৪৮ প্রত্যাশিত');
    expect(screen.getByText('২ বাদ · ১১ পরিবেশিত')).toBeInTheDocument();
  });

  it('lists the counter’s last scans in Bangla', () => {
    const { rerender } = render(<RecentScans outcomes={[]} />);
    expect(screen.getByRole('heading', { name: 'সাম্প্রতিক স্ক্যান' })).toBeInTheDocument();
    expect(screen.getByText('এখনো কোনো পাস যাচাই করা হয়নি।')).toBeInTheDocument();
    rerender(
      <RecentScans
        outcomes={[{ id: 1, at: new Date(), kind: 'refused', reason: 'This pass was already used' }]}
      />,
    );
    expect(screen.getByText('প্রত্যাখ্যাত')).toBeInTheDocument();
  });
});
