import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { inBangla } from '@/testing/page-language';
import { renderApp } from '@/testing/render-app';

inBangla();

describe('Home: Membership in Bangla', () => {
  it('shows the plans with Bangla words and digits, prices still in dollars', async () => {
    mockApi();
    renderApp('/');
    const heading = await screen.findByRole('heading', { name: 'সদস্যপদ' }, { timeout: 20_000 });
    const section = heading.closest('section') as HTMLElement;
    expect(
      within(section).getByText('মিলের অনুরোধ করতে আর সদস্য-সুবিধা পেতে একটি প্ল্যান বেছে নিন।'),
    ).toBeInTheDocument();
    expect(within(section).getByText('$২০')).toBeInTheDocument();
    expect(within(section).getAllByText('প্রতি মাসে')).toHaveLength(3);
    // Home's later sections load as chunks of their own: the test ends once the last one is in, so that no
    // load is cut short by the next file (files share a page and its module cache).
    expect(
      await screen.findByRole('heading', { name: 'নিউজলেটার' }, { timeout: 25_000 }),
    ).toBeInTheDocument();
  });
});
