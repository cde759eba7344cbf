import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a route that limits this request more tightly itself: the global limit leaves it alone. */
    hasOwnLimit: boolean;
  }
}

/**
 * Marks a request that its route limits itself, per address and more tightly than the global limit would
 * (plugins/security.ts). Called from the route's own onRequest hook, which runs before the global limit's.
 */
export function markOwnLimit(request: FastifyRequest): void {
  request.hasOwnLimit = true;
}

export const hasOwnLimit = (request: FastifyRequest): boolean => request.hasOwnLimit;
