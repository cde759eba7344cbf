import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@messhall/shared';
import { sessionFor, testUser } from '@/testing/fixtures';
import { callsTo, json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const googleOff = { 'GET /api/auth-config': () => json({ google: false }) };

async function openLogin(path = '/login') {
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Login' });
  return app;
}

describe('Login', () => {
  it('shows the spec messages for missing fields and for a weak password', async () => {
    mockApi(googleOff);
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(AUTH_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), 'password1');
    expect(await screen.findByText(AUTH_MESSAGES.loginPasswordRule)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining(AUTH_MESSAGES.loginPasswordRule),
    );
  });

  it('shows the show/hide toggle only once the password is non-empty, and has the live checklist', async () => {
    mockApi(googleOff);
    const { user } = await openLogin();
    expect(screen.queryByRole('button', { name: 'Show password' })).not.toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'a');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByText('At least one lowercase letter')).toHaveTextContent(': met');
    expect(screen.getByText('At least 8 characters')).toHaveTextContent(': not met');
    await user.clear(password);
    expect(screen.queryByRole('button', { name: /hide password|show password/i })).not.toBeInTheDocument();
    expect(password).toHaveAttribute('type', 'password');
  });

  it('asks for the e-mail before sending a reset mail, then sends it', async () => {
    const fetchMock = mockApi({
      ...googleOff,
      'POST /api/auth/request-password-reset': () => json({ status: true }),
    });
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByText(AUTH_MESSAGES.enterEmailFirst)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/auth/request-password-reset')).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), 'rahim@hostel.test');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByText(AUTH_MESSAGES.resetEmailSent)).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/api/auth/request-password-reset');
    expect(JSON.parse(String(call![1]!.body))).toEqual({
      email: 'rahim@hostel.test',
      redirectTo: `${window.location.origin}/reset-password`,
    });
  });

  it('says when the reset mail could not be sent', async () => {
    mockApi({
      ...googleOff,
      'POST /api/auth/request-password-reset': () => new Response('', { status: 500 }),
    });
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'rahim@hostel.test');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    // No message in the answer: the spec's fallback text.
    expect(await screen.findByText(AUTH_MESSAGES.resetEmailFailed)).toBeInTheDocument();
  });

  it('welcomes the user by name and returns to the page a guard sent them from', async () => {
    let session: unknown = null;
    mockApi({
      ...googleOff,
      'GET /api/auth/get-session': () => json(session),
      'POST /api/auth/sign-in/email': () => {
        session = sessionFor(testUser);
        return json({ token: 't', user: testUser, redirect: false });
      },
    });
    const { user, router } = renderApp('/dashboard/myreviews');
    await waitFor(() => expect(router.location?.pathname).toBe('/login'));
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    await user.type(screen.getByLabelText('Email'), 'rahim@hostel.test');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Welcome back, Rahim Uddin!')).toBeInTheDocument();
    await waitFor(() => expect(router.location?.pathname).toBe('/dashboard/myreviews'));
  });

  const ADMIN_NOTICE = 'That page is for administrators. Sign in with an administrator account.';

  it.each([
    ['a visitor', null],
    ['a signed-in student', sessionFor(testUser)],
  ])('tells %s who opens an admin page that it is for administrators', async (_, session) => {
    mockApi({ ...googleOff, 'GET /api/auth/get-session': () => json(session) });
    const { router } = renderApp('/admin/allmeals');
    await waitFor(() => expect(router.location?.pathname).toBe('/login'));
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_NOTICE);
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('says nothing about administrators on a plain /login or after a signed-in-only guard', async () => {
    mockApi(googleOff);
    const first = await openLogin();
    expect(screen.queryByText(ADMIN_NOTICE)).not.toBeInTheDocument();
    first.unmount();
    const { router } = renderApp('/dashboard/myreviews');
    await waitFor(() => expect(router.location?.pathname).toBe('/login'));
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(screen.queryByText(ADMIN_NOTICE)).not.toBeInTheDocument();
  });

  it("toasts the server's message when the login fails, and stays", async () => {
    mockApi({
      ...googleOff,
      'POST /api/auth/sign-in/email': () =>
        json({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401),
    });
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'rahim@hostel.test');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(router.location?.pathname).toBe('/login');
  });

  it('explains a Google button that cannot work on this server', async () => {
    mockApi(googleOff);
    await openLogin();
    const google = screen.getByRole('button', { name: 'Login with Google' });
    await waitFor(() => expect(google).toBeDisabled());
    expect(google).toHaveAccessibleDescription('Google sign-in is not configured on this server');
  });

  it('offers Google when it is configured', async () => {
    mockApi({ 'GET /api/auth-config': () => json({ google: true }) });
    await openLogin();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login with Google' })).toBeEnabled());
    expect(screen.queryByText('Google sign-in is not configured on this server')).not.toBeInTheDocument();
  });
});
