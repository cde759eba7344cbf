import type { FastifyRequest } from 'fastify';
import { requireAdmin, requireUser, type Viewer } from './viewer.js';
import { forbidden, unauthenticated } from './app-error.js';

// onRequest hooks: 401/403 are decided before the body is parsed or validated, so a visitor never learns
// what a valid admin body looks like and never gets a 400 where a 401 is due.
export async function signedIn(request: FastifyRequest): Promise<void> {
  await requireUser(request);
}

export async function adminOnly(request: FastifyRequest): Promise<void> {
  await requireAdmin(request);
}

/** Services check again (they may be called from elsewhere than a guarded route). */
export function assertAdmin(viewer: Viewer | null): Viewer {
  if (!viewer) throw unauthenticated();
  if (viewer.role !== 'admin') throw forbidden();
  return viewer;
}
