import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMeal, sessionFor, testAdmin } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { inBangla } from '@/testing/page-language';
import { renderApp } from '@/testing/render-app';

inBangla();

describe('Admin All Meals in Bangla', () => {
  it('shows the title, headers, counts and row actions in Bangla', async () => {
    mockApi({
      'GET /api/auth/get-session': () => json(sessionFor(testAdmin)),
      'GET /api/admin/meals': () =>
        json({ meals: [makeMeal({ title: 'Beef Tehari', likes: 12 })], total: 1, page: 1, limit: 20 }),
    });
    renderApp('/admin/allmeals');

    expect(await screen.findByRole('heading', { level: 1, name: 'সব মিল' })).toBeInTheDocument();
    const row = (await screen.findByRole('rowheader', { name: 'Beef Tehari' })).closest('tr') as HTMLElement;
    expect(screen.getByRole('columnheader', { name: /লাইক/ })).toBeInTheDocument();
    expect(within(row).getByText('১২')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Beef Tehari দেখুন' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Beef Tehari মুছুন' })).toBeInTheDocument();
  });
});
