import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { inBangla } from '@/testing/page-language';
import { renderApp } from '@/testing/render-app';

inBangla();

describe('the layout and Home in Bangla', () => {
  it('shows the top bar, Home, the footer and the tab title in Bangla', async () => {
    mockApi();
    renderApp('/');

    // The session answers first; then the top bar offers to join.
    expect(await screen.findByRole('link', { name: 'যোগ দিন' })).toHaveAttribute('href', '/signup');
    const nav = screen.getByRole('navigation', { name: 'প্রধান' });
    expect(within(nav).getByRole('link', { name: 'হোম' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'আসন্ন মিল' })).toHaveAttribute('href', '/upcomingmeals');
    expect(screen.getByRole('button', { name: 'নোটিফিকেশন' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'মূল অংশে যান' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Messhall');
    await waitFor(() => expect(document.title).toBe('Messhall — হোস্টেলের মিল'));

    expect(screen.getByRole('heading', { name: 'বিশেষ ছাড়' })).toBeInTheDocument();

    // Home's later sections are chunks of their own, loaded once the page is idle; Newsletter is the last. The
    // test waits for it (on a loaded machine the first transforms are slow), so that no load is cut short by
    // the next file (files share a page and its module cache).
    expect(
      await screen.findByRole('heading', { name: 'নিউজলেটার' }, { timeout: 25_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'সচরাচর জিজ্ঞাসিত প্রশ্ন' })).toBeInTheDocument();
    expect(screen.getByText('আমি কীভাবে সদস্য হব?')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'সুযোগ-সুবিধা' })).toBeInTheDocument();
    expect(screen.getByText('চা ও কফি')).toBeInTheDocument();

    const year = new Intl.DateTimeFormat('bn-BD', { year: 'numeric' }).format(new Date());
    expect(year).toMatch(/^[০-৯]{4}$/);
    expect(await screen.findByRole('contentinfo')).toHaveTextContent(`© ${year} Messhall। সর্বস্বত্ব সংরক্ষিত।`);
  });
});
