import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@messhall/shared';
import { callsTo, json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const INVALID = 'This password reset link is invalid or has expired.';

describe('Reset Password', () => {
  it('explains a link without a token and leads back to Login', async () => {
    mockApi();
    renderApp('/reset-password');
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('checks the new password like sign-up does and that both entries match', async () => {
    mockApi();
    const { user } = renderApp('/reset-password?token=abc');
    await user.click(await screen.findByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(AUTH_MESSAGES.passwordRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('New Password'), 'Secret#123');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Secret#124');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('At least one special character')).toHaveTextContent(': met');
  });

  it('sets the password and goes to Login', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/reset-password': () => json({ status: true }) });
    const { user, router } = renderApp('/reset-password?token=abc');
    await user.type(await screen.findByLabelText('New Password'), 'Secret#123');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    await waitFor(() => expect(router.location?.pathname).toBe('/login'));
    expect(await screen.findByText('Your password has been reset. Please log in.')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/api/auth/reset-password');
    expect(JSON.parse(String(call![1]!.body))).toEqual({ newPassword: 'Secret#123', token: 'abc' });
  });

  it('says so when the token is invalid or expired', async () => {
    mockApi({
      'POST /api/auth/reset-password': () => json({ code: 'INVALID_TOKEN', message: 'Invalid token' }, 400),
    });
    const { user } = renderApp('/reset-password?token=old');
    await user.type(await screen.findByLabelText('New Password'), 'Secret#123');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toBeInTheDocument();
  });
});
