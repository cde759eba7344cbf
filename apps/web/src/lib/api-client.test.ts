import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { json, mockApi } from '@/testing/mock-api';
import { api, ApiError, failureReason, onUnauthorized, toApiError } from './api-client';
import { type AppNavigator, registerNavigator } from './navigation';

const here = { pathname: '/dashboard/paymenthistory', search: '?page=2', hash: '' };
let navigate: Mock<AppNavigator['navigate']>;
let unregister: () => void;

beforeEach(() => {
  navigate = vi.fn<AppNavigator['navigate']>();
  unregister = registerNavigator({ navigate, location: () => here });
});
afterEach(() => unregister());

describe('api client', () => {
  it('sends cookies, JSON and query parameters to /api', async () => {
    const fetchMock = mockApi({ 'POST /api/echo': () => json({ ok: true }, 201) });
    const result = await api.post<{ ok: boolean }>(
      '/echo',
      { content: 'Tasty' },
      { query: { a: 1, skip: undefined, empty: '' } },
    );

    expect(result).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/echo?a=1');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: JSON.stringify({ content: 'Tasty' }),
    });
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('keeps spec paths that already start with /api', async () => {
    const fetchMock = mockApi({ 'GET /api/payment/history': () => json([]) });
    await api.get('/api/payment/history', { query: { email: 'a@b.test' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/payment/history?email=a%40b.test');
  });

  it('returns undefined for 204 No Content', async () => {
    mockApi({ 'DELETE /api/reviews/r1': () => new Response(null, { status: 204 }) });
    await expect(api.delete('/reviews/r1')).resolves.toBeUndefined();
  });

  it('turns the error envelope into an ApiError with status, code, message and issues', async () => {
    const issues = [{ path: ['price'], message: 'Must be positive' }];
    mockApi({
      'POST /api/meals': () =>
        json({ error: { code: 'VALIDATION_ERROR', message: 'Invalid meal', issues } }, 400),
    });
    const error = await api.post('/meals', { price: -1 }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: 'Invalid meal', issues });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("reads better-auth's top-level { code, message } errors too", async () => {
    mockApi({
      'POST /api/auth/sign-in/email': () =>
        json({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401),
    });
    await expect(api.post('/auth/sign-in/email', {}, { skipAuthRedirect: true })).rejects.toMatchObject({
      status: 401,
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });
  });

  it('on 401 clears the session and goes to /login with the current location as state.from', async () => {
    const cleared = vi.fn();
    const stop = onUnauthorized(cleared);
    mockApi({
      'GET /api/payment/history': () =>
        json({ error: { code: 'UNAUTHORIZED', message: 'Sign in first' } }, 401),
    });

    await expect(api.get('/api/payment/history')).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
    });
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true, state: { from: here } });
    stop();
  });

  it('on 403 goes to /forbidden without signing out', async () => {
    const cleared = vi.fn();
    const stop = onUnauthorized(cleared);
    mockApi({ 'GET /api/users': () => json({ error: { code: 'FORBIDDEN', message: 'Admins only' } }, 403) });

    await expect(api.get('/users')).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: 'Admins only',
    });
    expect(navigate).toHaveBeenCalledWith('/forbidden', { replace: true });
    expect(cleared).not.toHaveBeenCalled();
    stop();
  });

  it('on 403 SUBSCRIPTION_REQUIRED stays on the page: the caller only shows a toast', async () => {
    const cleared = vi.fn();
    const stop = onUnauthorized(cleared);
    mockApi({
      'POST /api/requests': () =>
        json({ error: { code: 'SUBSCRIPTION_REQUIRED', message: 'You need an active subscription' } }, 403),
      'GET /api/users': () => json({ error: { code: 'FORBIDDEN', message: 'Admins only' } }, 403),
    });

    await expect(api.post('/requests', { mealId: 'm1' })).rejects.toMatchObject({
      status: 403,
      code: 'SUBSCRIPTION_REQUIRED',
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(cleared).not.toHaveBeenCalled();

    // Any other 403 still goes to /forbidden.
    await expect(api.get('/users')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(navigate).toHaveBeenCalledWith('/forbidden', { replace: true });
    stop();
  });

  it('on a 403 without an error body still goes to /forbidden', async () => {
    mockApi({ 'DELETE /api/reviews/r1': () => new Response(null, { status: 403, statusText: 'Forbidden' }) });
    await expect(api.delete('/reviews/r1')).rejects.toMatchObject({ status: 403, code: 'HTTP_403' });
    expect(navigate).toHaveBeenCalledWith('/forbidden', { replace: true });
  });

  it('lets a call opt out of the 401/403 redirects', async () => {
    const cleared = vi.fn();
    const stop = onUnauthorized(cleared);
    mockApi({
      'GET /api/auth/get-session': () =>
        json({ error: { code: 'UNAUTHORIZED', message: 'No session' } }, 401),
      'GET /api/users': () => json({ error: { code: 'FORBIDDEN', message: 'Admins only' } }, 403),
    });

    await expect(api.get('/auth/get-session', { skipAuthRedirect: true })).rejects.toBeInstanceOf(ApiError);
    await expect(api.get('/users', { skipAuthRedirect: true })).rejects.toBeInstanceOf(ApiError);
    expect(navigate).not.toHaveBeenCalled();
    expect(cleared).not.toHaveBeenCalled();
    stop();
  });

  it('reports a network failure as ApiError status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/meals')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('falls back to the status text when the body is not the envelope', async () => {
    mockApi({ 'GET /api/meals': () => new Response('', { status: 502, statusText: 'Bad Gateway' }) });
    await expect(api.get('/meals')).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: 'Bad Gateway',
    });
  });
});

describe('failureReason', () => {
  const duplicate = {
    error: { code: 'CONFLICT', message: 'You already have a pending request for this meal' },
  };

  it("is the server's message when it refused with its envelope (4xx, 503)", () => {
    expect(failureReason(toApiError(409, 'Conflict', duplicate))).toBe(
      'You already have a pending request for this meal',
    );
    const unavailable = { error: { code: 'SERVICE_UNAVAILABLE', message: 'Try again soon.' } };
    expect(failureReason(toApiError(503, 'Service Unavailable', unavailable))).toBe('Try again soon.');
  });

  it('is null for a network failure, a 500, an answer without our envelope and a non-API error', () => {
    expect(failureReason(new ApiError(0, 'NETWORK_ERROR', 'Network error.'))).toBeNull();
    const internal = { error: { code: 'INTERNAL', message: 'Something went wrong.' } };
    expect(failureReason(toApiError(500, 'Internal Server Error', internal))).toBeNull();
    expect(failureReason(toApiError(413, 'Payload Too Large', '<html>too large</html>'))).toBeNull();
    expect(failureReason(new Error('boom'))).toBeNull();
  });
});
