import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { sessionFor, testAdmin, testUser } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { createRouterProbe, createTestQueryClient } from '@/testing/render-app';
import { RequireAdmin } from './require-admin';
import { RequireAuth } from './require-auth';

function LoginProbe() {
  const location = useLocation();
  return <p data-testid="login">{JSON.stringify(location.state)}</p>;
}

function renderGuarded(guard: 'auth' | 'admin', path: string) {
  const Guard = guard === 'auth' ? RequireAuth : RequireAdmin;
  const { probe, element } = createRouterProbe();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        {element}
        <Routes>
          <Route element={<Guard />}>
            <Route path="/private" element={<p>private content</p>} />
          </Route>
          <Route path="/login" element={<LoginProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return probe;
}

describe('RequireAuth', () => {
  it('shows a spinner while the sign-in state loads', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderGuarded('auth', '/private');
    expect(await screen.findByRole('status')).toHaveTextContent('Checking your sign-in');
    expect(screen.queryByText('private content')).not.toBeInTheDocument();
  });

  it('sends a signed-out user to /login with the attempted location in state.from', async () => {
    mockApi({ 'GET /api/auth/get-session': () => json(null) });
    const router = renderGuarded('auth', '/private?tab=2#top');

    await waitFor(() => expect(router.location?.pathname).toBe('/login'));
    expect(router.location?.state).toEqual({
      from: { pathname: '/private', search: '?tab=2', hash: '#top' },
    });
    expect(screen.queryByText('private content')).not.toBeInTheDocument();
    // replace, not push: Back must not return to the guarded page.
    expect(router.navigationType).toBe('REPLACE');
  });

  it('treats an unreachable session endpoint as signed out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const router = renderGuarded('auth', '/private');
    await waitFor(() => expect(router.location?.pathname).toBe('/login'));
  });

  it('renders the page for a signed-in user', async () => {
    mockApi({ 'GET /api/auth/get-session': () => json(sessionFor(testUser)) });
    renderGuarded('auth', '/private');
    expect(await screen.findByText('private content')).toBeInTheDocument();
  });
});

describe('RequireAdmin', () => {
  it("sends a signed-in non-admin to /login with state.from and the reason 'admin'", async () => {
    mockApi({ 'GET /api/auth/get-session': () => json(sessionFor(testUser)) });
    const router = renderGuarded('admin', '/private');
    await waitFor(() => expect(router.location?.pathname).toBe('/login'));
    expect(router.location?.state).toEqual({
      from: { pathname: '/private', search: '', hash: '' },
      reason: 'admin',
    });
  });

  it('renders the page for an admin', async () => {
    mockApi({ 'GET /api/auth/get-session': () => json(sessionFor(testAdmin)) });
    renderGuarded('admin', '/private');
    expect(await screen.findByText('private content')).toBeInTheDocument();
  });
});
