import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeLiveEvents } from '@/lib/live-events';
import { FakeEventSource } from '@/testing/fake-event-source';
import { sessionFor, testUser } from '@/testing/fixtures';
import { callsTo, json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

vi.setConfig({ testTimeout: 15_000 });

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function notification(id: string, title: string, read: boolean, extra: Record<string, unknown> = {}) {
  return {
    _id: id,
    type: 'request.delivered',
    title,
    body: '',
    link: '/dashboard/requestedmeals',
    read,
    createdAt: minutesAgo(5),
    ...extra,
  };
}

const asUser = { 'GET /api/auth/get-session': () => json(sessionFor(testUser)) };

afterEach(() => closeLiveEvents());

describe('notification bell', () => {
  it('signed out: no badge, no call, and the panel asks to log in', async () => {
    const fetchMock = mockApi();
    const { user } = renderApp('/');
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(within(bell).queryByText(/\d/)).not.toBeInTheDocument();
    await user.click(bell);
    expect(await screen.findByText('Log in to see your notifications.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(callsTo(fetchMock, 'GET', '/api/notifications')).toHaveLength(0);
  });

  it('shows the unread count, lists notifications with their time and marks one read when opened', async () => {
    let unread = 2;
    const fetchMock = mockApi({
      ...asUser,
      'GET /api/notifications': () =>
        json({
          notifications: [
            notification('n1', 'Your request for Beef Tehari was served', unread < 2),
            notification('n2', 'Your request for Egg Curry was cancelled', false, {
              createdAt: minutesAgo(120),
            }),
            notification('n3', 'Old news', true, { link: null }),
          ],
          unread,
          total: 3,
          page: 1,
          limit: 20,
        }),
      'PATCH /api/notifications/n1/read': () => {
        unread = 1;
        return json({ success: true, unread });
      },
    });
    const { user, router } = renderApp('/');
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByText('2')).toBeInTheDocument();

    await user.click(bell);
    const served = await screen.findByRole('link', { name: /Your request for Beef Tehari was served/ });
    expect(served).toHaveAttribute('href', '/dashboard/requestedmeals');
    expect(within(served).getByText('Unread:')).toBeInTheDocument();
    expect(within(served).getByText('5 minutes ago')).toBeInTheDocument();
    expect(screen.getByText('2 hours ago')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Old news/ })).toBeInTheDocument();

    await user.click(served);
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', '/api/notifications/n1/read')).toHaveLength(1));
    await waitFor(() => expect(router.location?.pathname).toBe('/dashboard/requestedmeals'));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it("'Mark all as read' clears the badge and keeps the list open", async () => {
    let unread = 1;
    const fetchMock = mockApi({
      ...asUser,
      'GET /api/notifications': () =>
        json({
          notifications: [notification('n1', 'Your request for Beef Tehari was served', unread === 0)],
          unread,
          total: 1,
          page: 1,
          limit: 20,
        }),
      'PATCH /api/notifications/read-all': () => {
        unread = 0;
        return json({ success: true, unread });
      },
    });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(callsTo(fetchMock, 'PATCH', '/api/notifications/read-all')).toHaveLength(1);
    const item = screen.getByRole('link', { name: /Beef Tehari/ });
    expect(within(item).queryByText('Unread:')).not.toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    const fetchMock = mockApi({
      ...asUser,
      'GET /api/notifications': () => json({ notifications: [], unread: 0, total: 0, page: 1, limit: 20 }),
    });
    const { user } = renderApp('/');
    // The signed-in bell has loaded once it has asked for the count.
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/notifications')).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('updates the badge live when a notification arrives', async () => {
    FakeEventSource.install();
    let unread = 0;
    mockApi({
      ...asUser,
      'GET /api/notifications': () =>
        json({
          notifications: unread ? [notification('n1', 'Your request for Beef Tehari was served', false)] : [],
          unread,
          total: unread,
          page: 1,
          limit: 20,
        }),
    });
    renderApp('/');
    await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(FakeEventSource.open()).toHaveLength(1));
    expect(FakeEventSource.last()?.url).toBe('/api/events');

    unread = 1;
    act(() => {
      FakeEventSource.last()!.emit('notification', {
        type: 'request.delivered',
        title: 'Your request for Beef Tehari was served',
        link: '/dashboard/requestedmeals',
        createdAt: new Date().toISOString(),
      });
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });
});
