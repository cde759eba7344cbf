import { t } from '@lingui/core/macro';
import { type QueryParams, withQuery } from '@messhall/shared';
import { paths } from '@/config/paths';
import { sharedText } from './i18n/shared-text';
import { currentLocation, navigate } from './navigation';

export const API_BASE = '/api';

/** One field-level problem from the server's validation errors. */
export interface ApiIssue {
  path?: Array<string | number>;
  message: string;
  code?: string;
  [key: string]: unknown;
}

/** Every failed call rejects with this, parsed from the server's `{ error: { code, message, issues? } }`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly issues: ApiIssue[] | undefined;

  constructor(status: number, code: string, message: string, issues?: ApiIssue[]) {
    super(message);
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

export type { QueryParams };

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Plain values are sent as JSON; FormData / Blob / URLSearchParams are sent as they are. */
  body?: unknown;
  query?: QueryParams;
  headers?: HeadersInit;
  signal?: AbortSignal;
  /**
   * Opt out of the app-wide handling (401 → sign out and /login, 403 → /forbidden unless the code is
   * SUBSCRIPTION_REQUIRED). Use it for calls whose 401/403 is an expected answer that the caller handles:
   * the session probe, login, sign-up, sign-out.
   */
  skipAuthRedirect?: boolean;
}

export type CallOptions = Omit<RequestOptions, 'method' | 'body'>;

const unauthorizedListeners = new Set<() => void>();

/** Runs `listener` whenever a call is answered 401 (the app uses it to clear the cached session). */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

export function buildUrl(path: string, query?: QueryParams): string {
  // Spec paths that already start with /api (payments) are used as they are.
  const url = path.startsWith(`${API_BASE}/`) ? path : `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
  return withQuery(url, query);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams)
  );
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function toApiError(status: number, statusText: string, payload: unknown): ApiError {
  // Our envelope is { error: { code, message, issues? } }; better-auth answers { code, message } at the top level.
  const envelope = isRecord(payload) ? (isRecord(payload.error) ? payload.error : payload) : null;
  // Without an envelope (a proxy's error page) the status is the code: callers branch on `status` anyway.
  const code = typeof envelope?.code === 'string' && envelope.code ? envelope.code : `HTTP_${status}`;
  const message =
    typeof envelope?.message === 'string' && envelope.message
      ? envelope.message
      : typeof payload === 'string' && payload && payload.length < 200
        ? payload
        : statusText || t`Request failed`;
  const issues = Array.isArray(envelope?.issues) ? (envelope.issues as ApiIssue[]) : undefined;
  return new ApiError(status, code, message, issues);
}

/**
 * The server's own words for a refused call, when it gave some: the message of its `{ error }` envelope on
 * a 4xx or a 503. A network failure, a 500 ('Something went wrong.') and an answer without our envelope (a
 * proxy's error page) have nothing to add to the spec's text, so they give null. In the page's language
 * (the server writes English; the shared catalogue translates what it knows).
 */
export function failureReason(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const fromServer = error.status >= 400 && !error.code.startsWith('HTTP_');
  if (!fromServer || (error.status >= 500 && error.status !== 503)) return null;
  return sharedText(error.message.trim()) || null;
}

/**
 * A 403 that is an answer, not a locked door: requesting a meal without an active membership. The caller
 * shows 'You need an active subscription to request meals'; the user stays on the page. The string matches
 * SUBSCRIPTION_REQUIRED in packages/shared/src/errors.ts (not imported: that module would pull zod in here).
 */
export const SUBSCRIPTION_REQUIRED = 'SUBSCRIPTION_REQUIRED';

function handleAuthFailure({ status, code }: ApiError): void {
  if (status === 401) {
    for (const listener of [...unauthorizedListeners]) {
      try {
        listener();
      } catch (error) {
        console.error('onUnauthorized listener failed', error);
      }
    }
    const from = currentLocation();
    if (from.pathname !== paths.login()) navigate(paths.login(), { replace: true, state: { from } });
  } else if (status === 403 && code !== SUBSCRIPTION_REQUIRED) {
    if (currentLocation().pathname !== paths.forbidden()) navigate(paths.forbidden(), { replace: true });
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, skipAuthRedirect = false } = options;
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');

  const init: RequestInit = { method, headers, credentials: 'include', signal };
  if (body !== undefined) {
    if (isRawBody(body)) {
      init.body = body;
    } else {
      headers.set('Content-Type', 'application/json');
      init.body = JSON.stringify(body);
    }
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', t`Network error. Please check your connection and try again.`);
  }

  const payload = await readBody(response);
  if (response.ok) return payload as T;

  const error = toApiError(response.status, response.statusText, payload);
  if (!skipAuthRedirect) handleAuthFailure(error);
  throw error;
}

export const api = {
  get: <T>(path: string, options?: CallOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: CallOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: CallOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: CallOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: CallOptions) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
