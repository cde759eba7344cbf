import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionFor, testUser } from '@/testing/fixtures';
import { callsTo, json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('shared layout', () => {
  it('signed out: public links, the bell and a Join Us button; no Dashboard link', async () => {
    mockApi();
    renderApp('/');

    const joinUs = await screen.findByRole('link', { name: 'Join Us' });
    expect(joinUs).toHaveAttribute('href', '/signup');

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Meals' })).toHaveAttribute('href', '/meals');
    expect(within(nav).getByRole('link', { name: 'Upcoming Meals' })).toHaveAttribute(
      'href',
      '/upcomingmeals',
    );
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Messhall');
    expect(screen.getByRole('main')).toBeInTheDocument();
    // The footer is below the fold on a first visit, so it is a chunk of its own.
    expect(await screen.findByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Messhall. All rights reserved.`,
    );
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
  });

  it('signed in: Dashboard link and an avatar menu with name, e-mail and Log Out', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/get-session': () => json(sessionFor(testUser)),
      'POST /api/auth/sign-out': () => json({ success: true }),
    });
    const { user, router } = renderApp('/');

    const accountButton = await screen.findByRole('button', { name: 'Account menu' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Join Us' })).not.toBeInTheDocument();

    expect(accountButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(accountButton);
    expect(accountButton).toHaveAttribute('aria-expanded', 'true');
    // The panel is its own chunk, loaded on first open.
    expect(await screen.findByText('Rahim Uddin')).toBeInTheDocument();
    expect(screen.getByText('rahim@hostel.test')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/auth/sign-out')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/api/auth/sign-out')[0]?.[1]).toMatchObject({
      credentials: 'include',
    });
    expect(await screen.findByRole('link', { name: 'Join Us' })).toBeInTheDocument();
    expect(router.location?.pathname).toBe('/');
  });

  it('Log Out on a signed-in-only screen goes home, not to /login', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/get-session': () => json(sessionFor(testUser)),
      'POST /api/auth/sign-out': () => json({ success: true }),
    });
    const { user, router } = renderApp('/dashboard/myreviews');
    expect(await screen.findByRole('heading', { level: 2, name: 'My Reviews' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('button', { name: 'Log Out' }));

    expect(await screen.findByRole('link', { name: 'Join Us' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/auth/sign-out')).toHaveLength(1);
    expect(router.location?.pathname).toBe('/');
  });

  it('falls back to the e-mail prefix when the user has no name', async () => {
    mockApi({
      'GET /api/auth/get-session': () =>
        json(sessionFor({ ...testUser, name: null, email: 'sam.k@hostel.test' })),
    });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByText('sam.k')).toBeInTheDocument();
  });

  it('collapses the nav into a keyboard-operable menu button', async () => {
    mockApi();
    const { user } = renderApp('/');
    const menuButton = await screen.findByRole('button', { name: 'Navigation menu' });

    menuButton.focus();
    await user.keyboard('{Enter}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const panelId = menuButton.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    const panel = document.getElementById(panelId ?? '');
    expect(panel).not.toBeNull();
    expect(within(panel as HTMLElement).getByRole('link', { name: 'Upcoming Meals' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('toggles the theme and remembers the choice', async () => {
    mockApi();
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Switch to dark theme' }));
    // Applying the choice is loaded on demand (preloaded when the pointer reaches the button).
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-theme', 'messhall-dark'));
    expect(document.cookie).toContain('messhall-theme=messhall-dark');
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-theme', 'messhall'));
    expect(document.cookie).toContain('messhall-theme=messhall');
    expect(document.cookie).not.toContain('messhall-dark');
  });
});
