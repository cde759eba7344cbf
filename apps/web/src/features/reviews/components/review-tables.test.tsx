import type { AdminReviewRow, UserReview } from '@messhall/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionFor, testAdmin, testUser } from '@/testing/fixtures';
import { callsTo, json, type MockRequest, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

afterEach(() => {
  toast.dismiss();
});

const MEAL = '644dbef5-57f6-4485-8fd1-5143b893a0d6';

function userReview(overrides: Partial<UserReview> = {}): UserReview {
  return {
    _id: 'r-1',
    mealId: MEAL,
    userId: testUser.id,
    userName: 'Rahim Uddin',
    userPhoto: null,
    rating: 4,
    content: 'Fluffy and well seasoned.',
    time: '2026-11-20T08:00:00.000Z',
    mealTitle: 'Masala Omelette',
    likes: 8,
    ...overrides,
  };
}

function adminRow(overrides: Partial<AdminReviewRow> = {}): AdminReviewRow {
  return {
    _id: 'r-1',
    mealId: MEAL,
    mealTitle: 'Masala Omelette',
    content: 'Fluffy and well seasoned.',
    rating: 4,
    likes: 8,
    reviews_count: 3,
    userName: 'Nusrat Jahan',
    time: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

describe('My Reviews (/dashboard/myreviews)', { timeout: 20_000 }, () => {
  function myReviewsServer(initial: UserReview[]) {
    let reviews = [...initial];
    return mockApi({
      'GET /api/auth/get-session': () => json(sessionFor(testUser)),
      [`GET /api/reviews/user/${testUser.id}`]: () =>
        json({ reviews, total: reviews.length, page: 1, limit: 20 }),
      'PATCH /api/reviews/r-1': ({ body }: MockRequest) => {
        reviews = reviews.map((r) => (r._id === 'r-1' ? { ...r, ...(body as object) } : r));
        return json({
          review: reviews[0],
          created: false,
          meal: { mealId: MEAL, rating: 4, reviews_count: 1 },
        });
      },
      'DELETE /api/reviews/r-1': () => {
        reviews = reviews.filter((r) => r._id !== 'r-1');
        return json({ success: true, meal: { mealId: MEAL, rating: 0, reviews_count: 0 } });
      },
    });
  }

  it('shows Meal, Likes, Review and the actions, then edits and saves inline', async () => {
    const fetchMock = myReviewsServer([userReview()]);
    const { user } = renderApp('/dashboard/myreviews');
    const table = await screen.findByRole('table', { name: 'My reviews' });
    expect(headers(table)).toEqual(['Meal', 'Likes', 'Review', 'Actions']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Masala Omelette');
    expect(within(row).getByText('8')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View Meal Masala Omelette' })).toHaveAttribute(
      'href',
      `/mealdetails/${MEAL}`,
    );

    await user.click(within(row).getByRole('button', { name: 'Edit your review of Masala Omelette' }));
    const box = within(row).getByRole('textbox', { name: 'Edit your review of Masala Omelette' });
    await user.clear(box);
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(callsTo(fetchMock, 'PATCH', '/api/reviews/r-1')).toHaveLength(0);

    await user.type(box, 'Even better with chutney.');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Review updated')).toBeInTheDocument();
    expect(await within(row).findByText('Even better with chutney.')).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, 'PATCH', '/api/reviews/r-1')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ content: 'Even better with chutney.', rating: 4 });
  });

  it('deletes after the confirm dialog and then shows the empty state', async () => {
    myReviewsServer([userReview()]);
    const { user } = renderApp('/dashboard/myreviews');
    await user.click(await screen.findByRole('button', { name: 'Delete your review of Masala Omelette' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Review deleted')).toBeInTheDocument();
    expect(await screen.findByText('You have not reviewed any meals yet.')).toBeInTheDocument();
  });

  it("says 'Failed to load your reviews' when the list cannot be fetched", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'GET /api/auth/get-session': () => json(sessionFor(testUser)),
      [`GET /api/reviews/user/${testUser.id}`]: () =>
        json({ error: { code: 'INTERNAL', message: 'x' } }, 500),
    });
    renderApp('/dashboard/myreviews');
    await waitFor(() => expect(screen.getAllByText('Failed to load your reviews')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('Admin All Reviews (/admin/allreviews)', { timeout: 20_000 }, () => {
  const asAdmin = {
    'GET /api/auth/get-session': () => json(sessionFor(testAdmin)),
  };

  it('lists Meal Title, Comment, Likes, Reviews Count and deletes after the confirm dialog', async () => {
    let rows = [
      adminRow(),
      adminRow({ _id: 'r-2', userName: 'Arif Hossain', content: 'Too oily.', rating: 2 }),
    ];
    const fetchMock = mockApi({
      ...asAdmin,
      'GET /api/reviews/all': () => json({ reviews: rows, total: rows.length, page: 1, limit: 20 }),
      'DELETE /api/reviews/r-2': () => {
        rows = rows.filter((r) => r._id !== 'r-2').map((r) => ({ ...r, reviews_count: 2 }));
        return json({ success: true, meal: { mealId: MEAL, rating: 4, reviews_count: 2 } });
      },
    });
    const { user } = renderApp('/admin/allreviews');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Reviews' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(headers(table)).toEqual(['Meal Title', 'Comment', 'Likes', 'Reviews Count', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByRole('link', { name: 'View Meal Masala Omelette' })[0]).toHaveAttribute(
      'href',
      `/mealdetails/${MEAL}`,
    );

    await user.click(
      within(table).getByRole('button', { name: 'Delete the review by Arif Hossain of Masala Omelette' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Review deleted')).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).queryByText('Too oily.')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/reviews/r-2')).toHaveLength(1);
  });

  it("says 'No reviews found.' when there are none", async () => {
    mockApi({
      ...asAdmin,
      'GET /api/reviews/all': () => json({ reviews: [], total: 0, page: 1, limit: 20 }),
    });
    renderApp('/admin/allreviews');
    expect(await screen.findByText('No reviews found.')).toBeInTheDocument();
  });
});
