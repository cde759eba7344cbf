import { API_RESPONSES, apiRouteOf } from '@messhall/shared';
import { vi } from 'vitest';

/** What a handler sees of a request made through our API client. */
export interface MockRequest {
  method: string;
  url: URL;
  /** Parsed JSON body, or the raw body when it is not JSON. */
  body: unknown;
  init: RequestInit;
}

type Handler = (request: MockRequest) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const DEFAULT_ROUTES: Record<string, Handler> = {
  'GET /api/auth/get-session': () => json(null),
  'GET /api/meals': () => json({ meals: [], total: 0, page: 1, limit: 12 }),
  // The layout reads a signed-in user's diet profile on every screen (the meal marks).
  'GET /api/users/me/diet': () => json({ diet: [], avoid: [] }),
};

/** Made-up answers that the API's contract (API_RESPONSES) says the server never gives; setup.ts fails the test. */
const contractBreaks: string[] = [];

/** Takes the contract breaks seen since the last call (the test's). */
export function takeContractBreaks(): string[] {
  return contractBreaks.splice(0);
}

/** Checks a made-up success answer against the schema the server declares for its route. */
async function checkContract(method: string, pathname: string, response: Response): Promise<void> {
  const route = apiRouteOf(method, pathname);
  if (!route || !response.ok || response.status === 204) return;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  const parsed = API_RESPONSES[route].safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`);
    contractBreaks.push(`${method} ${pathname} (${route}): ${issues.slice(0, 5).join('; ')}`);
  }
}

/**
 * Stubs global fetch — the network boundary — with handlers keyed "METHOD /path". Unknown routes answer
 * 404 in the server's error envelope. Success answers must match the API's contract (API_RESPONSES): one
 * that does not fails the test, so fixtures follow the shared schemas. Returns the mock so tests can inspect
 * calls.
 */
export function mockApi(routes: Record<string, Handler> = {}) {
  const table = { ...DEFAULT_ROUTES, ...routes };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    let body: unknown = init.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // keep the raw string
      }
    }
    const handler = table[`${method} ${url.pathname}`];
    if (!handler) {
      return json({ error: { code: 'NOT_FOUND', message: `No mock for ${method} ${url.pathname}` } }, 404);
    }
    const response = await handler({ method, url, body, init });
    await checkContract(method, url.pathname, response);
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Calls the fetch mock received for "METHOD /path". */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, method: string, pathname: string) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return (
      new URL(href, 'http://localhost').pathname === pathname &&
      (init?.method ?? 'GET').toUpperCase() === method
    );
  });
}
