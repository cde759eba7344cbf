import type { FastifyRequest } from 'fastify';

/**
 * better-auth's bearer plugin adds `set-auth-token` (and exposes it to script) to EVERY answer that sets the
 * session cookie: sign-in, sign-up, update-user, a refreshed get-session… That header equals the httpOnly
 * cookie and works as a 30-day bearer credential, so on the browser app's answers it would hand injected script
 * exactly what httpOnly keeps from it.
 *
 * A bearer token is for an API client that asks for one at sign-in, and an API client is told apart by what a
 * page cannot fake: a browser always sends `Origin` on a POST and script cannot remove it. So only an e-mail
 * sign-in sent without `Origin` gets the header; every other answer loses it (and the expose header with it).
 */
export const AUTH_TOKEN_HEADER = 'set-auth-token';

const TOKEN_ISSUING_PATHS = new Set(['/api/auth/sign-in/email']);

export function issuesBearerToken(request: FastifyRequest, pathname: string): boolean {
  return TOKEN_ISSUING_PATHS.has(pathname) && request.headers.origin === undefined;
}

/** The value to copy for a response header of better-auth, or undefined to drop it. */
export function tokenSafeHeader(key: string, value: string, issuesToken: boolean): string | undefined {
  if (issuesToken) return value;
  if (key === AUTH_TOKEN_HEADER) return undefined;
  if (key === 'access-control-expose-headers') {
    const kept = value
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && name.toLowerCase() !== AUTH_TOKEN_HEADER);
    return kept.length > 0 ? kept.join(', ') : undefined;
  }
  return value;
}
