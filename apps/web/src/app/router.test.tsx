import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { sessionFor, testAdmin, testUser } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('routes', () => {
  it('redirects /meals/:id to /mealdetails/:id', async () => {
    mockApi();
    const { router } = renderApp('/meals/abc123');
    await waitFor(() => expect(router.location?.pathname).toBe('/mealdetails/abc123'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meal Details' })).toBeInTheDocument();
  });

  it('shows the Not Found page for unknown paths, inside the shared layout', async () => {
    mockApi();
    renderApp('/no/such/page');
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('sends a signed-out visitor of /dashboard to /login, remembering where they were going', async () => {
    mockApi();
    const { router } = renderApp('/dashboard/paymenthistory');
    await waitFor(() => expect(router.location?.pathname).toBe('/login'));
    expect(router.location?.state).toEqual({
      from: { pathname: '/dashboard/paymenthistory', search: '', hash: '' },
    });
  });

  it('shows the dashboard layout and menu to a signed-in user', async () => {
    mockApi({ 'GET /api/auth/get-session': () => json(sessionFor(testUser)) });
    renderApp('/dashboard/myreviews');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(menu).toHaveTextContent('Requested Meals');
    expect(menu).toHaveTextContent('My Reviews');
    expect(menu).toHaveTextContent('Payment History');
    expect(screen.getByRole('link', { name: /back to home/i })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('heading', { level: 2, name: 'My Reviews' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('My Reviews | Messhall'));
  });

  it('shows Not Found for unknown paths inside the admin area, in the admin layout', async () => {
    mockApi({ 'GET /api/auth/get-session': () => json(sessionFor(testAdmin)) });
    renderApp('/admin/no-such-screen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });

  it('keeps a signed-in non-admin out of /admin', async () => {
    mockApi({ 'GET /api/auth/get-session': () => json(sessionFor(testUser)) });
    const { router } = renderApp('/admin/manageusers');
    await waitFor(() => expect(router.location?.pathname).toBe('/login'));
    expect(router.location?.state).toEqual({
      from: { pathname: '/admin/manageusers', search: '', hash: '' },
      reason: 'admin',
    });
  });

  it('lets an admin into the admin area with its menu', async () => {
    mockApi({ 'GET /api/auth/get-session': () => json(sessionFor(testAdmin)) });
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.location?.pathname).toBe('/admin/adminprofile'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Profile' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Admin' });
    for (const label of [
      'Admin Profile',
      'Manage Users',
      'Add Meal',
      'All Meals',
      'All Reviews',
      'Serve Meals',
      'Upcoming Meals',
    ]) {
      expect(menu).toHaveTextContent(label);
    }
  });

  it('lets the API client navigate through the router (403 → Forbidden, not for SUBSCRIPTION_REQUIRED)', async () => {
    mockApi({
      'POST /api/requests': () =>
        json({ error: { code: 'SUBSCRIPTION_REQUIRED', message: 'No active membership' } }, 403),
      'GET /api/users': () => json({ error: { code: 'FORBIDDEN', message: 'Admins only' } }, 403),
    });
    const { router } = renderApp('/meals');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Meals' })).toBeInTheDocument();

    await expect(api.post('/requests', { mealId: 'm1' })).rejects.toMatchObject({ status: 403 });
    expect(router.location?.pathname).toBe('/meals');

    await expect(api.get('/users')).rejects.toMatchObject({ status: 403 });
    expect(await screen.findByRole('heading', { level: 1, name: '403 - Forbidden' })).toBeInTheDocument();
    expect(router.location?.pathname).toBe('/forbidden');
  });
});

describe('the shared route table', () => {
  it('names only screen modules that exist, and every screen module is in it', async () => {
    const { CLIENT_ROUTES } = await import('@messhall/shared');
    const { screenNames } = await import('./router');
    const named: string[] = Object.values(CLIENT_ROUTES).map((route) => route.screen);
    expect(named.filter((screen) => !screenNames.includes(screen))).toEqual([]);
    expect(screenNames.filter((screen) => !named.includes(screen))).toEqual([]);
  });
});
