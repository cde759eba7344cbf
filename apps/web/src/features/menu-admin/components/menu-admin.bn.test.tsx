import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inBangla } from '@/testing/page-language';
import { RecentScans } from './recent-scans';
import { SlotCounts } from './slot-counts';

describe('the menu admin in Bangla', () => {
  inBangla();

  it('gives a slot’s headcount in Bangla words and digits', () => {
    render(
      <SlotCounts
        counts={{
          slot: 'lunch',
          expected: 48,
          skipped: 2,
          served: 11,
          cookFor: 36,
          low: 33,
          high: 40,
          basis: 'history',
          share: 0.75,
          weeks: 8,
          production: null,
        }}
      />,
    );
    expect(screen.getByText('৪৮').closest('p')).toHaveTextContent('৪৮ প্রত্যাশিত');
    expect(screen.getByText('২ বাদ · ১১ পরিবেশিত')).toBeInTheDocument();
    expect(screen.getByText('৩৬ জনের জন্য রান্না করুন (৩৩–৪০)')).toBeInTheDocument();
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
