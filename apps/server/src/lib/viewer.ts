import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from './app-error.js';

/** The signed-in user a request acts for, as every module sees them. */
export interface Viewer {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: 'user' | 'admin';
}

/** Who a request's credentials belong to; the auth module decorates the app with it (modules/auth/auth.plugin.ts). */
export interface ViewerLookup {
  viewer(headers: IncomingHttpHeaders): Promise<Viewer | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    viewerLookup: ViewerLookup;
  }
  interface FastifyRequest {
    /** Cached per request: undefined = not looked up yet, null = signed out. */
    viewerCache: Viewer | null | undefined;
  }
}

/** Whether the request carries a session cookie or a bearer token, i.e. whether there is anyone to look up. */
export function carriesCredentials(request: FastifyRequest): boolean {
  return Boolean(request.headers.authorization) || (request.headers.cookie ?? '').includes('session_token');
}

/** The signed-in user from the session cookie or bearer token, or null. Looked up once per request. */
export async function getViewer(request: FastifyRequest): Promise<Viewer | null> {
  if (request.viewerCache !== undefined) return request.viewerCache;
  // Most public reads come from visitors: without a session cookie or bearer token there is nobody to look up.
  if (!carriesCredentials(request)) {
    request.viewerCache = null;
    return null;
  }
  request.viewerCache = await request.server.viewerLookup.viewer(request.headers);
  return request.viewerCache;
}

export async function requireUser(request: FastifyRequest): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) throw unauthenticated();
  return viewer;
}

export async function requireAdmin(request: FastifyRequest): Promise<Viewer> {
  const viewer = await requireUser(request);
  if (viewer.role !== 'admin') throw forbidden();
  return viewer;
}
