import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inBangla } from '@/testing/page-language';
import { RangeSkipSummary } from './range-skip-summary';

describe('the menu in Bangla', () => {
  inBangla();

  it('says what "I’m away" did in Bangla, counts in Bangla digits', () => {
    render(
      <RangeSkipSummary
        result={{
          skipped: [
            { date: '2026-11-30', slot: 'breakfast' },
            { date: '2026-11-30', slot: 'dinner' },
          ],
          closed: [],
          notCovered: [{ date: '2026-12-01', slot: 'lunch' }],
        }}
      />,
    );
    expect(screen.getByText('২টি মিল বাদ দেওয়া হয়েছে')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'আপনার প্ল্যানের আওতায় নেই' })).toBeInTheDocument();
    expect(screen.queryByText(/skipped|Not covered/)).not.toBeInTheDocument();
  });
});
