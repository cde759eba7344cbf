import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { inBangla } from '@/testing/page-language';
import { renderApp } from '@/testing/render-app';

inBangla();

describe('Home: Newsletter in Bangla', () => {
  it('asks for the address in Bangla', async () => {
    mockApi();
    renderApp('/');
    const heading = await screen.findByRole('heading', { name: 'নিউজলেটার' }, { timeout: 25_000 });
    const section = heading.closest('section') as HTMLElement;
    expect(within(section).getByLabelText('ইমেইল ঠিকানা')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'সাবস্ক্রাইব করুন' })).toBeInTheDocument();
  });
});
