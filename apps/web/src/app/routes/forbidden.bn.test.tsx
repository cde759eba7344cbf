import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { inBangla } from '@/testing/page-language';
import { renderApp } from '@/testing/render-app';

describe('Forbidden page in Bangla', () => {
  inBangla();

  it('says it in Bangla, with the way home', async () => {
    mockApi();
    renderApp('/forbidden');
    expect(
      await screen.findByRole('heading', { level: 1, name: '৪০৩ - প্রবেশাধিকার নেই' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^দুঃখিত, এই পাতাটি দেখার অনুমতি আপনার নেই।/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'হোম পাতায় যান' })).toHaveAttribute('href', '/');
  });
});
