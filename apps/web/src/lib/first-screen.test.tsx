import {
  FEATURED_MEALS_QUERY,
  FIRST_SCREEN_ELEMENT_ID,
  mealReviewsQuery,
  SESSION_READ_URL,
  withQuery,
} from '@messhall/shared';
import { QueryClientProvider, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

const FEATURED_URL = withQuery('/api/meals', FEATURED_MEALS_QUERY);

/** A fresh copy of the modules (the block is read once per page) with `block` as the page's JSON. */
async function pageWith(block: string | null) {
  document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.remove();
  if (block !== null) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = FIRST_SCREEN_ELEMENT_ID;
    element.textContent = block;
    document.body.append(element);
  }
  vi.resetModules();
  return {
    firstScreen: await import('./first-screen'),
    getMeals: await import('@/features/meals/api/get-meals'),
    getMealReviews: await import('@/features/reviews/api/get-meal-reviews'),
    getSession: await import('@/features/auth/api/get-session'),
  };
}

/** Featured Meals' titles, through the app's own query options and client defaults. */
function renderFeaturedTitles(getMeals: typeof import('@/features/meals/api/get-meals')) {
  function Titles() {
    const { data } = useQuery(getMeals.mealsQueryOptions(getMeals.homeFeaturedMealsQuery));
    return <p>{data ? data.meals.map((meal) => meal.title).join() : 'loading'}</p>;
  }
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Titles />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.remove();
  vi.restoreAllMocks();
});

describe('first-screen data (decision 0020)', () => {
  it("gives a query the page's answer once, with the time the server read it", async () => {
    const at = Date.now() - 5_000;
    const { firstScreen } = await pageWith(JSON.stringify([{ url: FEATURED_URL, at, body: { meals: [] } }]));
    const first = firstScreen.firstScreenData<unknown>(FEATURED_URL);
    expect(first.initialData()).toEqual({ meals: [] });
    expect(first.initialDataUpdatedAt()).toBe(at);
    // A query built later (the screen visited again after its cache entry expired) fetches for itself.
    const again = firstScreen.firstScreenData<unknown>(FEATURED_URL);
    expect(again.initialData()).toBeUndefined();
    expect(firstScreen.firstScreenData('/api/meals?other=1').initialData()).toBeUndefined();
  });

  it('ignores a block it cannot read, and says so in the console', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { firstScreen } = await pageWith('{not json');
    expect(firstScreen.firstScreenData(FEATURED_URL).initialData()).toBeUndefined();
    expect(logged).toHaveBeenCalled();
  });

  it('renders the meals in the first render, without a request, when the page carried them', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const meal = { _id: 'm1', title: 'Khichuri from the page' };
    const { getMeals } = await pageWith(
      JSON.stringify([{ url: FEATURED_URL, at: Date.now(), body: { meals: [meal], total: 1 } }]),
    );
    renderFeaturedTitles(getMeals);
    // Synchronously: no loading state in between.
    expect(screen.getByText('Khichuri from the page')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a page read long ago is stale: the query refetches at once', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ meals: [{ _id: 'm2', title: 'Fresh from the API' }], total: 1 }));
    const { getMeals } = await pageWith(
      JSON.stringify([
        { url: FEATURED_URL, at: Date.now() - 60_000, body: { meals: [{ _id: 'm1', title: 'Old' }] } },
      ]),
    );
    renderFeaturedTitles(getMeals);
    expect(screen.getByText('Old')).toBeInTheDocument();
    expect(await screen.findByText('Fresh from the API')).toBeInTheDocument();
    expect(String(fetchSpy.mock.calls[0]?.[0])).toContain(FEATURED_URL);
  });

  it("shows a meal's first page of reviews and the signed-out top bar without a request", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const reviewsUrl = withQuery('/api/meals/m1/reviews', mealReviewsQuery(1));
    const page = { reviews: [{ _id: 'r1', content: 'Lovely dal' }], page: 1, limit: 20, total: 21 };
    const { getMealReviews, getSession } = await pageWith(
      JSON.stringify([
        { url: reviewsUrl, at: Date.now(), body: page },
        { url: SESSION_READ_URL, at: Date.now(), body: null },
      ]),
    );
    function Screen() {
      const reviews = useInfiniteQuery(getMealReviews.mealReviewsQueryOptions('m1'));
      // The app's query options under the test's own hooks (the page's modules are a fresh copy).
      const session = useQuery(getSession.sessionQueryOptions());
      return (
        <>
          <p>{reviews.data ? reviews.data.pages[0]?.reviews[0]?.content : 'loading reviews'}</p>
          <p>{reviews.hasNextPage ? 'Load more reviews' : 'all reviews'}</p>
          <p>{session.isPending ? 'session pending' : session.data ? 'signed in' : 'Join Us'}</p>
        </>
      );
    }
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Screen />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Lovely dal')).toBeInTheDocument();
    // The page's answer is page 1 of the infinite list: the next page is still there to load.
    expect(screen.getByText('Load more reviews')).toBeInTheDocument();
    expect(screen.getByText('Join Us')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
