// The endpoints the issue budgets, as bench requests, and a one-request probe that tells a measured endpoint from
// one the server does not have yet.
import type { LoadRequest } from './load.js';
import { COMMON_SEARCH_WORD } from './seed-large.js';
import type { BenchUser } from './session.js';

export type EndpointKey = 'list6' | 'list30' | 'search' | 'meal' | 'reviews' | 'like' | 'list30br';

export interface Endpoint {
  key: EndpointKey;
  label: string;
  /** What the table shows, e.g. "GET /api/meals?category=Lunch&…&limit=6". */
  display: string;
  kind: 'read' | 'write';
  /** Informational rows (compression) have no budget. */
  budgeted: boolean;
  request: LoadRequest;
}

const LIST = '/api/meals?category=Lunch&minPrice=100&maxPrice=500';

export const READ_ENDPOINTS = ['list6', 'list30', 'search', 'meal'] as const satisfies readonly EndpointKey[];

/** A counter shared by all connections: consecutive requests take consecutive ids. */
function rotation<T>(items: readonly T[]): () => T {
  let i = 0;
  return () => items[i++ % items.length]!;
}

export function readEndpoints(mealIds: readonly string[], compression = false): Endpoint[] {
  const mealPath = rotation(mealIds.map((id) => `/api/meals/${id}`));
  const reviewsPath = rotation(mealIds.map((id) => `/api/meals/${id}/reviews`));
  const list: Endpoint[] = [
    {
      key: 'list6',
      label: 'List, category + price, page of 6',
      display: `GET ${LIST}&limit=6`,
      kind: 'read',
      budgeted: true,
      request: { method: 'GET', path: `${LIST}&limit=6` },
    },
    {
      key: 'list30',
      label: 'List, category + price, page of 30',
      display: `GET ${LIST}&limit=30`,
      kind: 'read',
      budgeted: true,
      request: { method: 'GET', path: `${LIST}&limit=30` },
    },
    {
      key: 'search',
      label: `Search "${COMMON_SEARCH_WORD}"`,
      display: `GET /api/meals?search=${COMMON_SEARCH_WORD}`,
      kind: 'read',
      budgeted: true,
      request: { method: 'GET', path: `/api/meals?search=${COMMON_SEARCH_WORD}` },
    },
    {
      key: 'meal',
      label: 'One meal',
      display: `GET /api/meals/:id (${mealIds.length} ids rotated)`,
      kind: 'read',
      budgeted: true,
      request: { method: 'GET', path: mealPath(), next: () => ({ path: mealPath() }) },
    },
    {
      key: 'reviews',
      label: "A meal's reviews",
      display: `GET /api/meals/:id/reviews (${mealIds.length} ids rotated)`,
      kind: 'read',
      budgeted: true,
      request: { method: 'GET', path: reviewsPath(), next: () => ({ path: reviewsPath() }) },
    },
  ];
  if (compression) {
    list.push({
      key: 'list30br',
      label: 'List of 30, compressed (info)',
      display: `GET ${LIST}&limit=30, Accept-Encoding: br, gzip`,
      kind: 'read',
      budgeted: false,
      request: { method: 'GET', path: `${LIST}&limit=30`, headers: { 'accept-encoding': 'br, gzip' } },
    });
  }
  return list;
}

/**
 * PATCH /api/meals/:id/like, rotating meals fastest and users slowest, so the 50 requests in flight touch 50
 * different meals (no artificial hot row) and each user/meal pair is toggled like ↔ unlike over the run.
 */
export function likeEndpoint(mealIds: readonly string[], users: readonly BenchUser[]): Endpoint {
  let i = 0;
  const pick = () => {
    const meal = mealIds[i % mealIds.length]!;
    const user = users[Math.floor(i / mealIds.length) % users.length]!;
    i++;
    return { meal, user };
  };
  const parts = () => {
    const { meal, user } = pick();
    return {
      path: `/api/meals/${meal}/like`,
      headers: { ...user.headers, 'content-type': 'application/json' },
      // The spec's body; the server takes the identity from the session (it must match or is ignored).
      body: JSON.stringify({ userId: user.id }),
    };
  };
  return {
    key: 'like',
    label: 'Like toggle (signed in)',
    display: `PATCH /api/meals/:id/like (${users.length} users × ${mealIds.length} meals)`,
    kind: 'write',
    budgeted: true,
    // Without users (the row is only reported, never loaded) there is nothing to rotate.
    request:
      users.length > 0
        ? { method: 'PATCH', ...parts(), next: parts }
        : { method: 'PATCH', path: `/api/meals/${mealIds[0]}/like` },
  };
}

export const LIKE_DISPLAY = 'PATCH /api/meals/:id/like';

export type ProbeOutcome =
  { status: 'ok' } | { status: 'not-implemented'; reason: string } | { status: 'failed'; reason: string };

/** One request as the load would send it: 2xx, a 404 "No route" (not built yet), or a failure to report. */
export async function probe(base: string, request: LoadRequest): Promise<ProbeOutcome> {
  const parts = { ...request, ...(request.next ? request.next() : {}) };
  let res: Response;
  try {
    res = await fetch(`${base}${parts.path}`, {
      method: request.method,
      headers: { ...request.headers, ...parts.headers },
      ...(parts.body !== undefined ? { body: parts.body } : {}),
    });
  } catch (error) {
    return { status: 'failed', reason: `request failed: ${String(error)}` };
  }
  const text = await res.text().catch(() => '');
  if (res.ok) return { status: 'ok' };
  if (res.status === 404 && /No route|Route \S+ not found/.test(text)) {
    return { status: 'not-implemented', reason: `${request.method} ${parts.path.split('?')[0]} answers 404` };
  }
  return { status: 'failed', reason: `${res.status} ${text.slice(0, 200)}` };
}
