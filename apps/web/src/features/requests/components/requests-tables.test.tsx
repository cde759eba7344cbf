import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeLiveEvents } from '@/lib/live-events';
import { FakeEventSource } from '@/testing/fake-event-source';
import { sessionFor, testAdmin, testUser } from '@/testing/fixtures';
import { callsTo, json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

type Status = 'pending' | 'delivered' | 'cancelled';

function request(id: string, mealTitle: string, status: Status, extra: Record<string, unknown> = {}) {
  return {
    _id: id,
    userId: testUser.id,
    userEmail: testUser.email,
    userName: testUser.name,
    mealId: `meal-${id}`,
    mealTitle,
    packageName: 'Gold',
    status,
    likes: 4,
    reviews_count: 2,
    createdAt: '2026-11-21T08:00:00.000Z',
    ...extra,
  };
}

const page = (requests: unknown[]) => json({ requests, total: requests.length, page: 1, limit: 100 });
const asUser = { 'GET /api/auth/get-session': () => json(sessionFor(testUser)) };
const asAdmin = { 'GET /api/auth/get-session': () => json(sessionFor(testAdmin)) };

async function rowOf(name: string) {
  return (await screen.findByRole('rowheader', { name: new RegExp(name) })).closest('tr') as HTMLElement;
}

afterEach(() => closeLiveEvents());

describe('My Requested Meals', () => {
  it('lists the user’s own requests with status badges and Cancel only while pending', async () => {
    const fetchMock = mockApi({
      ...asUser,
      'GET /api/requests': () =>
        page([
          request('r1', 'Beef Tehari', 'pending'),
          request('r2', 'Egg Curry', 'delivered', { likes: 1, reviews_count: 0 }),
          request('r3', 'Dal Puri', 'cancelled'),
        ]),
    });
    renderApp('/dashboard/requestedmeals');
    expect(await screen.findByRole('heading', { level: 2, name: 'My Requested Meals' })).toBeInTheDocument();

    const headers = (await screen.findAllByRole('columnheader')).map((th) => th.textContent);
    expect(headers).toEqual(['Title', 'Likes', 'Reviews', 'Status', 'Action']);

    const pending = await rowOf('Beef Tehari');
    expect(within(pending).getByText('pending')).toHaveClass('badge-warning');
    expect(
      within(pending).getByRole('button', { name: 'Cancel request for Beef Tehari' }),
    ).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: 'Beef Tehari' })).toHaveAttribute(
      'href',
      '/mealdetails/meal-r1',
    );

    const delivered = await rowOf('Egg Curry');
    expect(within(delivered).getByText('delivered')).toHaveClass('badge-success');
    expect(within(delivered).queryByRole('button')).not.toBeInTheDocument();
    // Each value carries its column's name, which a phone shows on the row's card.
    expect(within(delivered).getByText('Likes').closest('td')).toHaveTextContent(/^Likes\s*1$/);
    expect(within(delivered).getByText('Reviews').closest('td')).toHaveTextContent(/^Reviews\s*0$/);

    const cancelled = await rowOf('Dal Puri');
    expect(within(cancelled).getByText('cancelled')).toHaveClass('badge-neutral');

    // The user's own list, even for an admin who opens their dashboard.
    const url = new URL(String(callsTo(fetchMock, 'GET', '/api/requests')[0]?.[0]), 'http://localhost');
    expect(url.searchParams.get('email')).toBe(testUser.email);
  });

  it('cancels a pending request only after the confirmation', async () => {
    let rows = [request('r1', 'Beef Tehari', 'pending')];
    const fetchMock = mockApi({
      ...asUser,
      'GET /api/requests': () => page(rows),
      'DELETE /api/requests/r1': () => {
        rows = [];
        return json({ success: true });
      },
    });
    const { user } = renderApp('/dashboard/requestedmeals');
    await user.click(await screen.findByRole('button', { name: 'Cancel request for Beef Tehari' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this request?' });
    expect(callsTo(fetchMock, 'DELETE', '/api/requests/r1')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Keep Request' }));
    expect(callsTo(fetchMock, 'DELETE', '/api/requests/r1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel request for Beef Tehari' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Request' }));
    expect(await screen.findByText('Request canceled', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/requests/r1')).toHaveLength(1);
    expect(await screen.findByText('You have not requested any meals yet.')).toBeInTheDocument();
  });

  it('shows the load failure with a retry', async () => {
    mockApi({
      ...asUser,
      'GET /api/requests': () => json({ error: { code: 'INTERNAL', message: 'Server error' } }, 500),
    });
    renderApp('/dashboard/requestedmeals');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent('Failed to load requested meals');
    // …and the spec's toast.
    expect(
      await screen.findByText(
        'Failed to load requested meals',
        { selector: '[data-sonner-toast] *' },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
  });

  it('shows delivered as soon as the server says an admin served it', async () => {
    FakeEventSource.install();
    let status: Status = 'pending';
    mockApi({
      ...asUser,
      'GET /api/requests': () => page([request('r1', 'Beef Tehari', status)]),
      'GET /api/notifications': () => json({ notifications: [], unread: 0, total: 0, page: 1, limit: 20 }),
    });
    renderApp('/dashboard/requestedmeals');
    const row = await rowOf('Beef Tehari');
    expect(within(row).getByText('pending')).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.open()).toHaveLength(1));

    status = 'delivered';
    act(() => {
      FakeEventSource.last()!.emit('request.updated', {
        requestId: 'r1',
        mealId: 'meal-r1',
        userId: testUser.id,
        status: 'delivered',
      });
    });
    expect(await within(row).findByText('delivered')).toHaveClass('badge-success');
    expect(within(row).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });
});

describe('Serve Requested Meals', () => {
  const rows = [
    request('r1', 'Beef Tehari', 'pending', { userName: 'Ayesha Siddiqua', userEmail: 'ayesha@x.test' }),
    request('r2', 'Egg Curry', 'delivered'),
    request('r3', 'Dal Puri', 'cancelled'),
  ];

  it('lists every request with the admin badge colours and Serve/Cancel on pending ones', async () => {
    mockApi({ ...asAdmin, 'GET /api/requests': () => page(rows) });
    renderApp('/admin/servemeals');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Serve Requested Meals' }),
    ).toBeInTheDocument();
    const headers = (await screen.findAllByRole('columnheader')).map((th) => th.textContent);
    expect(headers).toEqual(['Title', 'User Email', 'User Name', 'Status', 'Action']);

    const pending = await rowOf('Beef Tehari');
    expect(within(pending).getByText('pending')).toHaveClass('badge-warning');
    expect(within(pending).getAllByText('ayesha@x.test').length).toBeGreaterThan(0);
    expect(
      within(pending).getByRole('button', { name: 'Serve Beef Tehari to Ayesha Siddiqua' }),
    ).toBeInTheDocument();
    expect(
      within(pending).getByRole('button', { name: 'Cancel Beef Tehari for Ayesha Siddiqua' }),
    ).toBeInTheDocument();
    expect(within(await rowOf('Egg Curry')).getByText('delivered')).toHaveClass('badge-success');
    const cancelled = await rowOf('Dal Puri');
    expect(within(cancelled).getByText('cancelled')).toHaveClass('badge-error');
    expect(within(cancelled).queryByRole('button')).not.toBeInTheDocument();
  });

  it('searches by name or e-mail on the server', async () => {
    const fetchMock = mockApi({
      ...asAdmin,
      'GET /api/requests': ({ url }) => (url.searchParams.get('search') ? page([]) : page(rows)),
    });
    const { user, router } = renderApp('/admin/servemeals');
    await user.type(await screen.findByPlaceholderText('Search by name or email'), 'ayesha');
    expect(await screen.findByText('No requests found.')).toBeInTheDocument();
    const last = callsTo(fetchMock, 'GET', '/api/requests').at(-1);
    expect(new URL(String(last?.[0]), 'http://localhost').searchParams.get('search')).toBe('ayesha');
    expect(router.location?.search).toBe('?search=ayesha');
  });

  it('serves after the confirmation', async () => {
    const fetchMock = mockApi({
      ...asAdmin,
      'GET /api/requests': () => page(rows),
      'PATCH /api/requests/r1/serve': () => json(rows[0]),
    });
    const { user } = renderApp('/admin/servemeals');
    await user.click(await screen.findByRole('button', { name: /^Serve Beef Tehari/ }));
    const dialog = screen.getByRole('dialog', { name: 'Mark this meal as delivered?' });
    expect(callsTo(fetchMock, 'PATCH', '/api/requests/r1/serve')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Serve' }));
    expect(await screen.findByText('Meal marked as delivered', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/api/requests/r1/serve')).toHaveLength(1);
  });

  it('cancels with status cancelled after the confirmation, and says when it fails', async () => {
    let fail = false;
    const fetchMock = mockApi({
      ...asAdmin,
      'GET /api/requests': () => page(rows),
      'PATCH /api/requests/r1': () =>
        fail ? json({ error: { code: 'INVALID_TRANSITION', message: 'x' } }, 409) : json(rows[0]),
    });
    const { user } = renderApp('/admin/servemeals');
    await user.click(await screen.findByRole('button', { name: /^Cancel Beef Tehari/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Cancel this request?' })).getByRole('button', {
        name: 'Cancel Request',
      }),
    );
    expect(await screen.findByText('Request cancelled', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/api/requests/r1')[0]?.[1]?.body).toBe(
      JSON.stringify({ status: 'cancelled' }),
    );

    fail = true;
    await user.click(screen.getByRole('button', { name: /^Cancel Beef Tehari/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Request' }));
    expect(await screen.findByText('Failed to cancel request', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('shows a new request when the server announces it, and refreshes every 5 seconds anyway', async () => {
    FakeEventSource.install();
    let list = [rows[1]];
    const fetchMock = mockApi({
      ...asAdmin,
      'GET /api/requests': () => page(list),
      'GET /api/notifications': () => json({ notifications: [], unread: 0, total: 0, page: 1, limit: 20 }),
    });
    renderApp('/admin/servemeals');
    await rowOf('Egg Curry');
    await waitFor(() => expect(FakeEventSource.open()).toHaveLength(1));

    list = [rows[0], rows[1]];
    act(() => {
      FakeEventSource.last()!.emit('request.created', {
        requestId: 'r1',
        mealId: 'meal-r1',
        userId: 'u',
        status: 'pending',
      });
    });
    expect(await screen.findByRole('rowheader', { name: /Beef Tehari/ })).toBeInTheDocument();

    // The spec's fallback timer: without any event, the list is fetched again after 5 s.
    const before = callsTo(fetchMock, 'GET', '/api/requests').length;
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/requests').length).toBeGreaterThan(before), {
      timeout: 7000,
    });
  }, 15_000);
});

vi.setConfig({ testTimeout: 15_000 });
