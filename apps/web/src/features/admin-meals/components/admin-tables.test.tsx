import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionFor, testAdmin } from '@/testing/fixtures';
import { callsTo, json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

function meal(id: string, title: string, extra: Record<string, unknown> = {}) {
  return {
    _id: id,
    title,
    category: 'Lunch',
    image: '/api/images/x',
    ingredients: 'Rice',
    description: 'Good',
    price: 120,
    postTime: '2026-11-20T08:00:00.000Z',
    distributorName: 'Meal Admin',
    distributorEmail: 'admin@hostel.test',
    rating: 4.25,
    likes: 3,
    likedByMe: false,
    reviews_count: 2,
    createdAt: '2026-11-20T08:00:00.000Z',
    status: 'published',
    publishDate: null,
    dietTags: [],
    allergens: [],
    ...extra,
  };
}

// sonner's store outlives a test: a toast left over would show again under the next test's Toaster.
afterEach(() => {
  toast.dismiss();
});

const session = { 'GET /api/auth/get-session': () => json(sessionFor(testAdmin)) };

describe('Admin All Meals', () => {
  it('lists meals and sorts by Likes on the server, toggling the order', async () => {
    const fetchMock = mockApi({
      ...session,
      'GET /api/admin/meals': () =>
        json({ meals: [meal('m1', 'Beef Tehari'), meal('m2', 'Egg Curry')], total: 2, page: 1, limit: 20 }),
    });
    const { user } = renderApp('/admin/allmeals');
    const row = (await screen.findByRole('rowheader', { name: 'Beef Tehari' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('4.3 / 5')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View Beef Tehari' })).toHaveAttribute(
      'href',
      '/admin/mealdetails/m1',
    );
    expect(within(row).getByRole('link', { name: 'Update Beef Tehari' })).toHaveAttribute(
      'href',
      '/admin/updatemeal/m1',
    );

    const likes = screen.getByRole('columnheader', { name: /Likes/ });
    expect(likes).toHaveAttribute('aria-sort', 'none');
    await user.click(within(likes).getByRole('button'));
    await waitFor(() => expect(likes).toHaveAttribute('aria-sort', 'descending'));
    await user.click(within(likes).getByRole('button'));
    await waitFor(() => expect(likes).toHaveAttribute('aria-sort', 'ascending'));

    const last = callsTo(fetchMock, 'GET', '/api/admin/meals').at(-1);
    const url = new URL(String(last?.[0]), 'http://localhost');
    expect(url.searchParams.get('sortBy')).toBe('likes');
    expect(url.searchParams.get('order')).toBe('asc');
  });

  it("says 'No meals found.' when there are none", async () => {
    mockApi({ ...session, 'GET /api/admin/meals': () => json({ meals: [], total: 0, page: 1, limit: 20 }) });
    renderApp('/admin/allmeals');
    expect(await screen.findByText('No meals found.')).toBeInTheDocument();
  });

  it('deletes a meal only after the confirmation', async () => {
    const fetchMock = mockApi({
      ...session,
      'GET /api/admin/meals': () =>
        json({ meals: [meal('m1', 'Beef Tehari')], total: 1, page: 1, limit: 20 }),
      'DELETE /api/meals/m1': () => json({ success: true }),
    });
    const { user } = renderApp('/admin/allmeals');
    await user.click(await screen.findByRole('button', { name: 'Delete Beef Tehari' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this meal?' });
    expect(callsTo(fetchMock, 'DELETE', '/api/meals/m1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', '/api/meals/m1')).toHaveLength(1));
  });

  it("adds the server's reason under 'Failed to delete meal.'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      ...session,
      'GET /api/admin/meals': () =>
        json({ meals: [meal('m1', 'Beef Tehari')], total: 1, page: 1, limit: 20 }),
      'DELETE /api/meals/m1': () =>
        json({ error: { code: 'CONFLICT', message: 'This meal has requests waiting to be served.' } }, 409),
    });
    const { user } = renderApp('/admin/allmeals');
    await user.click(await screen.findByRole('button', { name: 'Delete Beef Tehari' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this meal?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const reason = await screen.findByText('This meal has requests waiting to be served.');
    expect(reason).toHaveAttribute('data-description');
    expect(reason.closest('[data-sonner-toast]')).toHaveTextContent('Failed to delete meal.');
  });
});

describe('Admin meal detail view', () => {
  it("shows 'No meal found.' for an unknown meal and 'Could not load meal data.' on failure", async () => {
    mockApi(session);
    const first = renderApp('/admin/mealdetails/nope');
    expect(await screen.findByText('No meal found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Meals' })).toHaveAttribute('href', '/admin/allmeals');
    first.unmount();

    mockApi({
      ...session,
      'GET /api/meals/boom': () => json({ error: { code: 'INTERNAL', message: 'x' } }, 500),
    });
    renderApp('/admin/mealdetails/boom');
    expect(await screen.findByText('Could not load meal data.', {}, { timeout: 10_000 })).toBeInTheDocument();
  }, 15_000);
});

describe('Upcoming Meals admin', () => {
  it('shows Pending and Published badges, the likes that publish; only pending rows can be published or cancelled', async () => {
    mockApi({
      ...session,
      'GET /api/upcoming': () =>
        json([
          meal('u1', 'Pitha Platter', {
            status: 'upcoming',
            published: false,
            publishDate: '2026-12-01T06:00:00Z',
            likes: 12,
            trustedLikes: 4,
          }),
          meal('u2', 'Haleem', {
            status: 'published',
            published: true,
            publishDate: '2026-11-01T06:00:00Z',
            trustedLikes: 0,
          }),
        ]),
    });
    renderApp('/admin/upcomingmealsadmin');
    const pending = (await screen.findByRole('rowheader', { name: 'Pitha Platter' })).closest(
      'tr',
    ) as HTMLElement;
    const published = screen.getByRole('rowheader', { name: 'Haleem' }).closest('tr') as HTMLElement;
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(within(pending).getByText('4 of 10 member likes')).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Publish Pitha Platter' })).toBeEnabled();
    expect(within(published).getByText('Published')).toBeInTheDocument();
    expect(within(published).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Update Meal', () => {
  it('prefills the form (post time, diet tags, allergens) and sends the full body, then returns to the list', async () => {
    const current = meal('m1', 'Beef Tehari', {
      price: 150.25,
      postTime: '2026-11-20T08:00:00.000Z',
      dietTags: ['halal'],
      allergens: ['milk', 'sesame'],
    });
    const fetchMock = mockApi({
      ...session,
      'GET /api/meals/m1': () => json(current),
      'PATCH /api/meals/m1': () => json({ success: true }),
      'GET /api/admin/meals': () => json({ meals: [current], total: 1, page: 1, limit: 20 }),
    });
    const { user, router } = renderApp('/admin/updatemeal/m1');
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Beef Tehari');
    expect(screen.getByLabelText('Price (Tk.)')).toHaveValue(150.25);
    expect(screen.getByLabelText('Price (Tk.)')).toHaveAttribute('step', '0.01');
    const postTime = screen.getByLabelText('Post Time') as HTMLInputElement;
    expect(new Date(postTime.value).toISOString()).toBe('2026-11-20T08:00:00.000Z');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/admin/allmeals');
    const dietTags = screen.getByRole('group', { name: 'Diet tags' });
    expect(within(dietTags).getByRole('checkbox', { name: 'Halal' })).toBeChecked();
    expect(within(dietTags).getByRole('checkbox', { name: 'Spicy' })).not.toBeChecked();
    const allergens = screen.getByRole('group', { name: 'Allergens it contains' });
    expect(within(allergens).getByRole('checkbox', { name: 'Milk' })).toBeChecked();
    expect(within(allergens).getByRole('checkbox', { name: 'Sesame' })).toBeChecked();

    await user.clear(title);
    await user.type(title, 'Beef Tehari Deluxe');
    await user.click(within(dietTags).getByRole('checkbox', { name: 'Spicy' }));
    await user.click(within(allergens).getByRole('checkbox', { name: 'Milk' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(router.location?.pathname).toBe('/admin/allmeals'));
    const [, init] = callsTo(fetchMock, 'PATCH', '/api/meals/m1')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      title: 'Beef Tehari Deluxe',
      category: 'Lunch',
      image: '/api/images/x',
      ingredients: 'Rice',
      description: 'Good',
      price: 150.25,
      postTime: '2026-11-20T08:00:00.000Z',
      dietTags: ['halal', 'spicy'],
      allergens: ['sesame'],
    });
  });
});
