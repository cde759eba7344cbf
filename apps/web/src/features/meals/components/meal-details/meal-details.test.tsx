import type { Meal } from '@messhall/shared';
import { toast } from 'sonner';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMealRequest, makeOmelette, sessionFor, testUser } from '@/testing/fixtures';
import { callsTo, json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

// sonner keeps its toasts in a module-level store that outlives a test; a new Toaster replays the ones still
// active, so a toast text from the previous test would show twice.
afterEach(() => {
  toast.dismiss();
});

const meal: Meal = makeOmelette({ reviews_count: 2 });
const ID = meal._id;

const signedIn = { 'GET /api/auth/get-session': () => json(sessionFor(testUser)) };

describe('Meal Details (/mealdetails/:id)', { timeout: 20_000 }, () => {
  it('shows the meal', async () => {
    mockApi({ [`GET /api/meals/${ID}`]: () => json(meal) });
    renderApp(`/mealdetails/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Masala Omelette' })).toBeInTheDocument();
    expect(screen.getByText('A fluffy two-egg omelette.')).toBeInTheDocument();
    expect(screen.getByText('Eggs, onion, tomato')).toBeInTheDocument();
    expect(screen.getByText('Breakfast')).toBeInTheDocument();
    expect(screen.getByText('৳90')).toBeInTheDocument();
    expect(screen.getByText('8 likes')).toBeInTheDocument();
    expect(screen.getByText('Rahima Khatun')).toBeInTheDocument();
    const posted = document.querySelector('time');
    expect(posted).toHaveAttribute('dateTime', meal.postTime);
    expect(posted?.textContent).toContain(String(new Date(meal.postTime).getFullYear()));
    expect(screen.getByRole('heading', { name: 'Reviews (2)' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Masala Omelette' })).toHaveAttribute('width', '800');
  });

  it("says 'Meal not found.' for an unknown id; any other failure says 'Failed to load meal' with Retry", async () => {
    mockApi({ [`GET /api/meals/${ID}`]: () => json({ error: { code: 'NOT_FOUND', message: 'x' } }, 404) });
    const first = renderApp(`/mealdetails/${ID}`);
    expect(await screen.findByText('Meal not found.', {}, { timeout: 8000 })).toBeInTheDocument();
    first.unmount();

    vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer = () => json({ error: { code: 'INTERNAL', message: 'x' } }, 500);
    mockApi({ [`GET /api/meals/${ID}`]: () => answer() });
    const { user } = renderApp(`/mealdetails/${ID}`);
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('Failed to load meal');
    expect(alert).toHaveTextContent('Failed to fetch meal details.');
    expect(screen.queryByText('Meal not found.')).not.toBeInTheDocument();

    answer = () => json(meal);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Masala Omelette' })).toBeInTheDocument();
    expect(alert).not.toBeInTheDocument();
  });

  it('asks a visitor to log in to like or request', async () => {
    const fetchMock = mockApi({ [`GET /api/meals/${ID}`]: () => json(meal) });
    const { user } = renderApp(`/mealdetails/${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Like' }));
    expect(await screen.findByText('Login to like meals', {}, { timeout: 8000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request Meal' }));
    expect(await screen.findByText('Login to request meals', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', `/api/meals/${ID}/like`)).toHaveLength(0);
    expect(callsTo(fetchMock, 'POST', '/api/requests')).toHaveLength(0);
  });

  it('toggles Like / Unlike with the server count', async () => {
    mockApi({
      ...signedIn,
      [`GET /api/meals/${ID}`]: () => json(meal),
      [`PATCH /api/meals/${ID}/like`]: () => json({ likes: 9, liked: true }),
    });
    const { user } = renderApp(`/mealdetails/${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('9 likes')).toBeInTheDocument();
  });

  it.each([
    [403, 'SUBSCRIPTION_REQUIRED', 'You need an active subscription to request meals'],
    [401, 'UNAUTHENTICATED', 'Login to request meals'],
    [404, 'NOT_FOUND', 'Failed to request meal'],
  ])('a %i %s answer to Request Meal shows %s', async (status, code, text) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = mockApi({
      ...signedIn,
      [`GET /api/meals/${ID}`]: () => json(meal),
      'POST /api/requests': () => json({ error: { code, message: 'x' } }, status),
    });
    const { user, router } = renderApp(`/mealdetails/${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Request Meal' }));
    expect(await screen.findByText(text, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/requests')[0]?.[1]?.body).toBe(JSON.stringify({ mealId: ID }));
    expect(router.location?.pathname).toBe(`/mealdetails/${ID}`);
  });

  it('a plan that ran out: the spec’s subscription text with the server’s reason (which plan, since when)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const why = 'Your Silver plan expired on 12 Oct 2026. Renew it to request meals.';
    mockApi({
      ...signedIn,
      [`GET /api/meals/${ID}`]: () => json(meal),
      'POST /api/requests': () => json({ error: { code: 'SUBSCRIPTION_REQUIRED', message: why } }, 403),
    });
    const { user } = renderApp(`/mealdetails/${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Request Meal' }));
    const reason = await screen.findByText(why, {}, { timeout: 8000 });
    expect(reason.closest('[data-sonner-toast]')).toHaveTextContent(
      'You need an active subscription to request meals',
    );
  });

  it("adds the server's reason to 'Failed to request meal'; a 500 shows the spec's text alone", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer = json(
      { error: { code: 'CONFLICT', message: 'You already have a pending request for this meal' } },
      409,
    );
    mockApi({
      ...signedIn,
      [`GET /api/meals/${ID}`]: () => json(meal),
      'POST /api/requests': () => answer,
    });
    const { user } = renderApp(`/mealdetails/${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Request Meal' }));
    const reason = await screen.findByText(
      'You already have a pending request for this meal',
      {},
      { timeout: 8000 },
    );
    const first = reason.closest('[data-sonner-toast]');
    expect(first).toHaveTextContent('Failed to request meal');
    expect(first).toHaveAttribute('data-type', 'error');
    expect(first?.querySelector('[data-description]')).toBe(reason);

    toast.dismiss();
    await waitFor(() => expect(first).not.toBeInTheDocument(), { timeout: 8000 });
    answer = json({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }, 500);
    await user.click(screen.getByRole('button', { name: 'Request Meal' }));
    const title = await screen.findByText('Failed to request meal', {}, { timeout: 8000 });
    const second = title.closest('[data-sonner-toast]');
    expect(second).not.toBeNull();
    expect(second?.querySelector('[data-description]')).toBeNull();
  });

  it("shows 'Requesting...' while busy, then 'Meal request submitted'", async () => {
    let release: (response: Response) => void = () => {};
    mockApi({
      ...signedIn,
      [`GET /api/meals/${ID}`]: () => json(meal),
      'POST /api/requests': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const { user } = renderApp(`/mealdetails/${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Request Meal' }));
    expect(await screen.findByRole('button', { name: 'Requesting...' })).toBeDisabled();
    release(json(makeMealRequest(meal), 201));
    expect(await screen.findByText('Meal request submitted', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Meal' })).toBeEnabled();
  });
});
