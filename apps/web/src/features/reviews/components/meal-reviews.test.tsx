import type { Meal, Review } from '@messhall/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeOmelette, sessionFor, testUser } from '@/testing/fixtures';
import { callsTo, json, type MockRequest, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const OTHER_USER = '0d9c7b3a-2f4e-4c1d-9a8b-7c6d5e4f3a2b';

const meal: Meal = makeOmelette({ reviews_count: 1 });
const ID = meal._id;

function review(overrides: Partial<Review>): Review {
  return {
    _id: 'r-1',
    mealId: ID,
    userId: OTHER_USER,
    userName: 'Nusrat Jahan',
    userPhoto: null,
    rating: 4,
    content: 'Fluffy and well seasoned.',
    time: new Date(Date.now() - 3 * 3600_000).toISOString(),
    ...overrides,
  };
}

/** A tiny in-memory server for one meal's reviews, so the list answers what the writes did. */
function reviewServer(signedIn: boolean, initial: Review[] = [review({})]) {
  let reviews = [...initial];
  const counters = () => {
    const stars = reviews.flatMap((r) => (r.rating === null ? [] : [r.rating]));
    return {
      mealId: ID,
      reviews_count: reviews.length,
      rating: stars.length ? stars.reduce((s, n) => s + n, 0) / stars.length : 0,
    };
  };
  const fetchMock = mockApi({
    'GET /api/auth/get-session': () => json(signedIn ? sessionFor(testUser) : null),
    [`GET /api/meals/${ID}`]: () => json({ ...meal, ...counters() }),
    [`GET /api/meals/${ID}/reviews`]: () => json({ reviews, total: reviews.length, page: 1, limit: 20 }),
    [`POST /api/meals/${ID}/reviews`]: ({ body }: MockRequest) => {
      const input = body as { content: string; rating?: number };
      const existing = reviews.find((r) => r.userId === testUser.id);
      const saved = review({
        _id: existing?._id ?? 'r-mine',
        userId: testUser.id,
        userName: testUser.name ?? '',
        time: new Date().toISOString(),
        content: input.content,
        rating: input.rating ?? existing?.rating ?? null,
      });
      reviews = [saved, ...reviews.filter((r) => r !== existing)];
      return json({ review: saved, created: !existing, meal: counters() }, existing ? 200 : 201);
    },
    'PATCH /api/reviews/r-mine': ({ body }: MockRequest) => {
      const input = body as { content: string; rating?: number };
      reviews = reviews.map((r) => (r._id === 'r-mine' ? { ...r, ...input } : r));
      return json({ review: reviews[0], created: false, meal: counters() });
    },
    'DELETE /api/reviews/r-mine': () => {
      reviews = reviews.filter((r) => r._id !== 'r-mine');
      return json({ success: true, meal: counters() });
    },
  });
  return fetchMock;
}

const mine = () =>
  review({ _id: 'r-mine', userId: testUser.id, userName: 'Rahim Uddin', rating: 2, content: 'Too salty.' });

describe('Meal Details reviews', { timeout: 20_000 }, () => {
  it('lists the reviews with author, stars, time and text under the count', async () => {
    reviewServer(true);
    renderApp(`/mealdetails/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Reviews (1)' })).toBeInTheDocument();
    const item = await screen.findByRole('article', { name: 'Review by Nusrat Jahan' });
    expect(within(item).getByText('Fluffy and well seasoned.')).toBeInTheDocument();
    expect(within(item).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(item).getByText('3 hours ago')).toBeInTheDocument();
    // Someone else's review: no Edit or Delete.
    expect(within(item).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in instead of showing the form', async () => {
    reviewServer(false);
    renderApp(`/mealdetails/${ID}`);
    expect(await screen.findByText('Login to leave a review')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByPlaceholderText('Write your review...')).not.toBeInTheDocument();
  });

  it('ignores a blank review, posts text without stars as the spec does, and shows it with the new count', async () => {
    const fetchMock = reviewServer(true);
    const { user } = renderApp(`/mealdetails/${ID}`);
    const box = await screen.findByPlaceholderText('Write your review...');
    const submit = screen.getByRole('button', { name: 'Submit Review' });

    await user.type(box, '   ');
    await user.click(submit);
    expect(callsTo(fetchMock, 'POST', `/api/meals/${ID}/reviews`)).toHaveLength(0);

    await user.clear(box);
    await user.type(box, 'Great with toast.');
    await user.click(submit);
    const posted = await screen.findByRole('article', { name: 'Review by Rahim Uddin' });
    expect(within(posted).getByText('No rating')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reviews (2)' })).toBeInTheDocument();
    // The average counts only reviews with stars: still the other review's 4.
    expect(screen.getByText('4 / 5')).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, 'POST', `/api/meals/${ID}/reviews`)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ content: 'Great with toast.' });
    expect(box).toHaveValue('');
  });

  it("a second submit replaces the user's review and says 'Review updated'", async () => {
    reviewServer(true, [mine(), review({})]);
    const { user } = renderApp(`/mealdetails/${ID}`);
    expect(
      await screen.findByText('You have reviewed this meal. Submitting again replaces your review.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    await user.type(screen.getByPlaceholderText('Write your review...'), 'Better today.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Review updated')).toBeInTheDocument();
    expect(screen.getByText('Better today.')).toBeInTheDocument();
    expect(screen.queryByText('Too salty.')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reviews (2)' })).toBeInTheDocument();
  });

  it('edits the own review in place; a blank edit is ignored', async () => {
    const fetchMock = reviewServer(true, [mine()]);
    const { user } = renderApp(`/mealdetails/${ID}`);
    const item = await screen.findByRole('article', { name: 'Review by Rahim Uddin' });
    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    const box = within(item).getByRole('textbox', { name: 'Edit your review' });
    expect(box).toHaveValue('Too salty.');
    expect(within(item).getByRole('radio', { name: '2 stars' })).toBeChecked();

    await user.clear(box);
    await user.click(within(item).getByRole('button', { name: 'Save' }));
    expect(callsTo(fetchMock, 'PATCH', '/api/reviews/r-mine')).toHaveLength(0);

    await user.type(box, 'Just right now.');
    await user.click(within(item).getByRole('radio', { name: '4 stars' }));
    await user.click(within(item).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Review updated')).toBeInTheDocument();
    expect(await within(item).findByText('Just right now.')).toBeInTheDocument();
    expect(within(item).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, 'PATCH', '/api/reviews/r-mine')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ content: 'Just right now.', rating: 4 });
  });

  it('deletes the own review after the confirm dialog', async () => {
    const fetchMock = reviewServer(true, [mine(), review({})]);
    const { user } = renderApp(`/mealdetails/${ID}`);
    const item = await screen.findByRole('article', { name: 'Review by Rahim Uddin' });
    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'DELETE', '/api/reviews/r-mine')).toHaveLength(0);

    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Review deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Too salty.')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Reviews (1)' })).toBeInTheDocument();
  });

  it("says 'Failed to post review' and keeps the text when the server fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'GET /api/auth/get-session': () => json(sessionFor(testUser)),
      [`GET /api/meals/${ID}`]: () => json(meal),
      [`GET /api/meals/${ID}/reviews`]: () => json({ reviews: [], total: 0, page: 1, limit: 20 }),
      [`POST /api/meals/${ID}/reviews`]: () => json({ error: { code: 'INTERNAL', message: 'x' } }, 500),
    });
    const { user } = renderApp(`/mealdetails/${ID}`);
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByPlaceholderText('Write your review...'), 'Nice.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Failed to post review')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Write your review...')).toHaveValue('Nice.');
  });

  it("says 'Failed to load reviews' when the list cannot be fetched", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      [`GET /api/meals/${ID}`]: () => json(meal),
      [`GET /api/meals/${ID}/reviews`]: () => json({ error: { code: 'INTERNAL', message: 'x' } }, 500),
    });
    renderApp(`/mealdetails/${ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load reviews');
    // The inline state and the toast.
    await waitFor(() => expect(screen.getAllByText('Failed to load reviews')).toHaveLength(2));
  });
});
