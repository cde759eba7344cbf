import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, sessionFor, testAdmin } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { inBangla } from '@/testing/page-language';
import { renderApp } from '@/testing/render-app';

inBangla();

describe('Manage Users in Bangla', () => {
  it('shows the screen, the table and the actions in Bangla', async () => {
    mockApi({
      'GET /api/auth/get-session': () => json(sessionFor(testAdmin)),
      'GET /api/users': () =>
        json({
          users: [makeUser({ name: '' })],
          total: 1,
          page: 1,
          limit: 10,
        }),
    });
    renderApp('/admin/manageusers');

    expect(await screen.findByRole('heading', { level: 1, name: 'ব্যবহারকারী পরিচালনা' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('ব্যবহারকারীর নাম বা ইমেইল দিয়ে খুঁজুন')).toBeInTheDocument();
    const row = (await screen.findByRole('rowheader', { name: 'প্রযোজ্য নয়' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('নেই')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'অ্যাডমিন করুন' })).toBeInTheDocument();
  });
});
