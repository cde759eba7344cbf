import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, PASSWORD_RULES } from '@messhall/shared';
import type { SessionUser } from '@/features/auth/types';
import { sessionFor, testUser } from '@/testing/fixtures';
import { callsTo, json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/** POST /api/users answers the saved user record (userSchema). */
const userRecord = (user: SessionUser) => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  photo: user.image,
  role: user.role,
  subscriptionStatus: null,
  created_at: '2026-11-27T06:00:00.000Z',
  last_log_in: '2026-11-27T06:00:00.000Z',
});

async function openSignup() {
  const app = renderApp('/signup');
  await screen.findByRole('heading', { level: 1, name: 'Create Account' });
  return app;
}

describe('Create Account', () => {
  it('shows the spec messages for missing fields', async () => {
    mockApi();
    const { user } = await openSignup();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText(AUTH_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Your Name')).toHaveAccessibleDescription(AUTH_MESSAGES.nameRequired);
    expect(screen.getByLabelText('Your Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for 8 characters first, then for all criteria', async () => {
    mockApi();
    const { user } = await openSignup();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'Ab1!');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(AUTH_MESSAGES.passwordMinLength)).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'abcdefgh');
    expect(await screen.findByText(AUTH_MESSAGES.passwordCriteria)).toBeInTheDocument();
    expect(screen.queryByText(AUTH_MESSAGES.passwordMinLength)).not.toBeInTheDocument();
  });

  it('ticks the live checklist as the password grows, in words for screen readers', async () => {
    mockApi();
    const { user } = await openSignup();
    const checklist = screen.getByRole('list', { name: 'Password requirements' });
    const items = within(checklist).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(
      PASSWORD_RULES.map((rule) => `${rule.label}: not met`),
    );

    await user.type(screen.getByLabelText('Password'), 'abcD');
    const state = () =>
      Object.fromEntries(items.map((item, index) => [PASSWORD_RULES[index]!.id, item.dataset.met]));
    expect(state()).toEqual({
      length: 'false',
      uppercase: 'true',
      lowercase: 'true',
      number: 'false',
      special: 'false',
    });
    expect(within(checklist).getByText('At least one uppercase letter')).toHaveTextContent(': met');

    await user.type(screen.getByLabelText('Password'), '12#x');
    expect(items.every((item) => item.dataset.met === 'true')).toBe(true);
    // The password input is described by the checklist.
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toContain(checklist.id);
  });

  it('shows and hides the password', async () => {
    mockApi();
    const { user } = await openSignup();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs up, uploads the picture, saves the user record and goes to / by default', async () => {
    let session: unknown = null;
    const newUser = { ...testUser, name: 'Nadia Islam', email: 'nadia@hostel.test' };
    const fetchMock = mockApi({
      'GET /api/auth/get-session': () => json(session),
      'POST /api/auth/sign-up/email': () => {
        session = sessionFor(newUser);
        return json({ token: 't', user: newUser });
      },
      'POST /api/uploads': () => json({ data: { url: '/api/images/photo-1' } }, 201),
      'POST /api/users': () => {
        session = sessionFor({ ...newUser, image: '/api/images/photo-1' });
        return json(userRecord({ ...newUser, image: '/api/images/photo-1' }));
      },
    });
    const { user, router } = await openSignup();
    await user.type(screen.getByLabelText('Your Name'), 'Nadia Islam');
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Profile Picture'), picture);
    await user.type(screen.getByLabelText('Email'), 'Nadia@Hostel.test');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(router.location?.pathname).toBe('/'));
    const [signUpCall] = callsTo(fetchMock, 'POST', '/api/auth/sign-up/email');
    expect(JSON.parse(String(signUpCall![1]!.body))).toEqual({
      name: 'Nadia Islam',
      email: 'nadia@hostel.test',
      password: 'Secret#123',
    });
    const [uploadCall] = callsTo(fetchMock, 'POST', '/api/uploads');
    const form = uploadCall![1]!.body as FormData;
    expect((form.get('image') as File).name).toBe('me.png');
    const [usersCall] = callsTo(fetchMock, 'POST', '/api/users');
    expect(JSON.parse(String(usersCall![1]!.body))).toEqual({
      name: 'Nadia Islam',
      photo: '/api/images/photo-1',
    });
  });

  it('returns to state.from after sign-up', async () => {
    let session: unknown = null;
    mockApi({
      'GET /api/auth/get-session': () => json(session),
      'POST /api/auth/sign-up/email': () => {
        session = sessionFor(testUser);
        return json({ token: 't', user: testUser });
      },
      'POST /api/users': () => json(userRecord(testUser)),
    });
    const { user, router } = renderApp('/dashboard/myreviews');
    await waitFor(() => expect(router.location?.pathname).toBe('/login'));
    // The login page passes the remembered location on to Create Account.
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    await screen.findByRole('heading', { level: 1, name: 'Create Account' });
    await user.type(screen.getByLabelText('Your Name'), 'Rahim Uddin');
    await user.type(screen.getByLabelText('Email'), 'rahim@hostel.test');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(router.location?.pathname).toBe('/dashboard/myreviews'));
  });

  it("shows the server's reason when the account cannot be created", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'POST /api/auth/sign-up/email': () =>
        json({ code: 'USER_ALREADY_EXISTS', message: 'User already exists. Use another email.' }, 422),
    });
    const { user, router } = await openSignup();
    await user.type(screen.getByLabelText('Your Name'), 'Rahim Uddin');
    await user.type(screen.getByLabelText('Email'), 'rahim@hostel.test');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('User already exists. Use another email.');
    expect(router.location?.pathname).toBe('/signup');
    expect(logged).toHaveBeenCalled();
  });
});
