import type { FastifyRequest } from 'fastify';

/**
 * The route pattern Fastify matched (`/api/meals/:id/like`), or undefined when no route matched (a 404).
 *
 * Decisions about a request (is it the API? a write that a check must see? the webhook?) are taken on this,
 * never on `request.url`: the router also reaches a route by other spellings of its path — percent-encoded
 * characters (`/%61pi/…`), dot segments, an absolute-form request target (`GET http://host/api/… HTTP/1.1`) —
 * and a prefix test on the raw URL misses every one of them.
 */
export function matchedRoute(request: FastifyRequest): string | undefined {
  return request.routeOptions.url;
}

export const isApiPattern = (pattern: string | undefined): pattern is string =>
  pattern !== undefined && (pattern === '/api' || pattern.startsWith('/api/'));

/** Whether the request reached one of the API's routes, however its path was spelled. */
export const isApiRoute = (request: FastifyRequest): boolean => isApiPattern(matchedRoute(request));

/**
 * The path and query of the request as an origin-form target (`/api/auth/x?y`): an absolute-form target's
 * scheme and host are the client's words, not ours, and are dropped.
 */
export function originFormTarget(request: FastifyRequest): string {
  const raw = request.url;
  if (raw.startsWith('/')) return raw;
  try {
    const url = new URL(raw);
    return `${url.pathname}${url.search}`;
  } catch {
    return '/';
  }
}
