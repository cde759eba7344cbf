import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, sessionFor, testAdmin } from '@/testing/fixtures';
import { callsTo, json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const asAdmin = { 'GET /api/auth/get-session': () => json(sessionFor(testAdmin)) };

describe('Manage Users', () => {
  it('lists users with their plan (or None) and Make Admin or the Admin badge', async () => {
    mockApi({
      ...asAdmin,
      'GET /api/users': () =>
        json({
          users: [
            makeUser({}),
            makeUser({
              _id: 'u2',
              name: 'Meal Admin',
              email: 'admin@hostel.test',
              role: 'admin',
              subscriptionStatus: 'Gold',
            }),
          ],
          total: 2,
          page: 1,
          limit: 10,
        }),
    });
    renderApp('/admin/manageusers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Users' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Username', 'Email', 'Subscription Status', 'Action']);
    expect(within(rows[1]!).getByText('None')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Make Admin' })).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Gold')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Admin')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('asks first, then promotes and says so', async () => {
    let promoted = false;
    const fetchMock = mockApi({
      ...asAdmin,
      'GET /api/users': () =>
        json({ users: [makeUser({ role: promoted ? 'admin' : 'user' })], total: 1, page: 1, limit: 10 }),
      'PATCH /api/users/u1/make-admin': () => {
        promoted = true;
        return json({ success: true });
      },
    });
    const { user } = renderApp('/admin/manageusers');
    await user.click(await screen.findByRole('button', { name: 'Make Admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Make Rahim Uddin an admin?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'PATCH', '/api/users/u1/make-admin')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Make Admin' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Make Rahim Uddin an admin?' })).getByRole('button', {
        name: 'Make Admin',
      }),
    );
    expect(await screen.findByText('User promoted to admin!')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(await within(table).findByText('Admin')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Make Admin' })).not.toBeInTheDocument();
  });

  it('toasts the failure', async () => {
    mockApi({
      ...asAdmin,
      'GET /api/users': () => json({ users: [makeUser({})], total: 1, page: 1, limit: 10 }),
      'PATCH /api/users/u1/make-admin': () => json({ error: { code: 'X', message: 'nope' } }, 500),
    });
    const { user } = renderApp('/admin/manageusers');
    await user.click(await screen.findByRole('button', { name: 'Make Admin' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Make Admin' }));
    expect(await screen.findByText('Failed to promote user.')).toBeInTheDocument();
  });

  it('searches after typing pauses, keeps the search in the URL, and pages', async () => {
    const fetchMock = mockApi({
      ...asAdmin,
      'GET /api/users': ({ url }) => {
        const search = url.searchParams.get('search');
        const page = Number(url.searchParams.get('page') ?? 1);
        if (search === 'nobody') return json({ users: [], total: 0, page: 1, limit: 10 });
        return json({ users: [makeUser({ _id: `u${page}` })], total: 15, page, limit: 10 });
      },
    });
    const { user, router } = renderApp('/admin/manageusers');
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.location?.search).toBe('?page=2'));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('Search by username or email'), 'nobody');
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
    expect(router.location?.search).toBe('?search=nobody');
    // One request for the whole word, not one per letter.
    const searches = callsTo(fetchMock, 'GET', '/api/users').filter(([input]) =>
      String(input).includes('search='),
    );
    expect(searches).toHaveLength(1);
  });
});
