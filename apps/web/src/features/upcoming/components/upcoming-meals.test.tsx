import type { UpcomingMeal } from '@messhall/shared';
import { toast } from 'sonner';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionFor, testUser } from '@/testing/fixtures';
import { callsTo, json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

// sonner keeps its toasts in a module-level store that outlives a test; a new Toaster replays the ones still
// active, so a toast text from the previous test would show twice.
afterEach(() => {
  toast.dismiss();
});

function upcoming(overrides: Partial<UpcomingMeal> = {}): UpcomingMeal {
  return {
    _id: 'u1',
    title: 'Haleem with Naan',
    category: 'Dinner',
    image: '/api/images/haleem',
    ingredients: 'Beef, wheat, lentils',
    description: 'Slow-cooked stew',
    price: 160,
    postTime: '2026-11-22T12:00:00.000Z',
    distributorName: 'Admin',
    distributorEmail: 'admin@hostel.test',
    rating: 0,
    likes: 8,
    trustedLikes: 8,
    likedByMe: false,
    reviews_count: 0,
    createdAt: '2026-11-20T12:00:00.000Z',
    status: 'upcoming',
    publishDate: '2026-11-22T12:00:00.000Z',
    published: false,
    dietTags: [],
    allergens: [],
    ...overrides,
  };
}

const signedIn = { 'GET /api/auth/get-session': () => json(sessionFor(testUser)) };

describe('Upcoming Meals (/upcomingmeals)', { timeout: 20_000 }, () => {
  it('shows the loading text, then the cards with rating, price and like count', async () => {
    mockApi({
      'GET /api/upcoming': () =>
        json([upcoming(), upcoming({ _id: 'u2', title: 'Pitha Platter', likes: 1 })]),
    });
    renderApp('/upcomingmeals');
    expect(await screen.findByText('Loading upcoming meals...', {}, { timeout: 8000 })).toBeInTheDocument();
    const card = (await screen.findByRole('article', { name: 'Haleem with Naan' })) as HTMLElement;
    expect(within(card).getByText('0 / 5')).toBeInTheDocument();
    expect(within(card).getByText('৳160')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Like Haleem with Naan, 8 likes' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const image = within(card).getByRole('img', { name: 'Haleem with Naan' });
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
  });

  it('shows on a card the likes that publish it beside the total, and says on the page whose likes count', async () => {
    mockApi({ 'GET /api/upcoming': () => json([upcoming({ likes: 11, trustedLikes: 7 })]) });
    renderApp('/upcomingmeals');
    const card = (await screen.findByRole('article', { name: 'Haleem with Naan' })) as HTMLElement;
    expect(within(card).getByText('7 of 10 member likes')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Like Haleem with Naan, 11 likes' })).toBeInTheDocument();
    expect(
      screen.getByText(/a meal goes on the menu at 10 likes from members with an active paid plan or admins/),
    ).toBeInTheDocument();
  });

  it('marks each card with its diet tags and warns a student of an allergen they avoid', async () => {
    mockApi({
      'GET /api/auth/get-session': () => json(sessionFor(testUser)),
      'GET /api/users/me/diet': () => json({ diet: [], avoid: ['gluten'] }),
      'GET /api/upcoming': () =>
        json([
          upcoming({ dietTags: ['halal'], allergens: ['gluten'] }),
          upcoming({ _id: 'u2', title: 'Pitha Platter', dietTags: ['vegetarian'] }),
        ]),
    });
    renderApp('/upcomingmeals');
    const haleem = (await screen.findByRole('article', { name: 'Haleem with Naan' })) as HTMLElement;
    expect(within(haleem).getByRole('list', { name: 'Diet' })).toHaveTextContent('Halal');
    expect(await within(haleem).findByText('Contains gluten — you avoid gluten')).toBeInTheDocument();
    const pitha = screen.getByRole('article', { name: 'Pitha Platter' });
    expect(within(pitha).getByRole('list', { name: 'Diet' })).toHaveTextContent('Vegetarian');
    expect(within(pitha).queryByText(/you avoid/)).not.toBeInTheDocument();
  });

  it("says 'No upcoming meals found.' when there are none", async () => {
    mockApi({ 'GET /api/upcoming': () => json([]) });
    renderApp('/upcomingmeals');
    expect(await screen.findByText('No upcoming meals found.', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('asks a visitor to log in instead of liking', async () => {
    const fetchMock = mockApi({ 'GET /api/upcoming': () => json([upcoming()]) });
    const { user } = renderApp('/upcomingmeals');
    await user.click(await screen.findByRole('button', { name: /Like Haleem/ }));
    expect(
      await screen.findByText('Please log in to like meals.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/api/upcoming/u1/like')).toHaveLength(0);
  });

  it('likes at once, then keeps the server counts', async () => {
    let release: (response: Response) => void = () => {};
    mockApi({
      ...signedIn,
      'GET /api/upcoming': () => json([upcoming()]),
      'PATCH /api/upcoming/u1/like': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const { user } = renderApp('/upcomingmeals');
    await user.click(await screen.findByRole('button', { name: 'Like Haleem with Naan, 8 likes' }));
    // Optimistic: the count and the pressed state change before the server answers.
    const pressed = await screen.findByRole('button', { name: 'Like Haleem with Naan, 9 likes' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    // Whether the like counts toward publishing depends on the liker's plan: only the server's answer says.
    expect(screen.getByText('8 of 10 member likes')).toBeInTheDocument();
    release(json({ likes: 9, liked: true, trustedLikes: 9, published: false }));
    expect(await screen.findByText('9 of 10 member likes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like Haleem with Naan, 9 likes' })).toBeInTheDocument();
  });

  it("rolls back and says 'Failed to update like' when the server refuses", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      ...signedIn,
      'GET /api/upcoming': () => json([upcoming()]),
      'PATCH /api/upcoming/u1/like': () => json({ error: { code: 'INTERNAL', message: 'Boom' } }, 500),
    });
    const { user } = renderApp('/upcomingmeals');
    await user.click(await screen.findByRole('button', { name: 'Like Haleem with Naan, 8 likes' }));
    expect(await screen.findByText('Failed to update like', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like Haleem with Naan, 8 likes' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
