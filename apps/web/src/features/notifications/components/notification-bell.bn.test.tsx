import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeLiveEvents } from '@/lib/live-events';
import { sessionFor, testUser } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { inBangla } from '@/testing/page-language';
import { renderApp } from '@/testing/render-app';

inBangla();
afterEach(closeLiveEvents);

describe('notification bell in Bangla', () => {
  it('counts, lists and dates the notifications in Bangla', async () => {
    mockApi({
      'GET /api/auth/get-session': () => json(sessionFor(testUser)),
      'GET /api/notifications': () =>
        json({
          notifications: [
            {
              _id: 'n1',
              type: 'request.delivered',
              title: 'Your request for Beef Tehari was served',
              body: '',
              link: '/dashboard/requestedmeals',
              read: false,
              createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
            },
          ],
          unread: 2,
          total: 1,
          page: 1,
          limit: 20,
        }),
    });
    const { user } = renderApp('/');
    const bell = await screen.findByRole('button', { name: 'নোটিফিকেশন, ২টি অপঠিত' }, { timeout: 20_000 });
    expect(within(bell).getByText('২')).toBeInTheDocument();

    await user.click(bell);
    const item = await screen.findByRole('link', { name: /Beef Tehari/ });
    expect(within(item).getByText('অপঠিত:')).toBeInTheDocument();
    expect(within(item).getByText('৫ মিনিট আগে')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'সবগুলো পড়া হয়েছে' })).toBeInTheDocument();
    // Home's later sections load as chunks of their own: the test ends once the last one is in, so that no
    // load is cut short by the next file (files share a page and its module cache).
    expect(
      await screen.findByRole('heading', { name: 'নিউজলেটার' }, { timeout: 25_000 }),
    ).toBeInTheDocument();
  });
});
