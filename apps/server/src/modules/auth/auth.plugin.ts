import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from './auth.js';
import { forbidden, unauthenticated } from '../../lib/app-error.js';

export interface Viewer {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: 'user' | 'admin';
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
  interface FastifyRequest {
    /** Cached per request: undefined = not looked up yet, null = signed out. */
    viewerCache: Viewer | null | undefined;
  }
}

/** The signed-in user from the session cookie or bearer token, or null. Looked up once per request. */
export async function getViewer(request: FastifyRequest): Promise<Viewer | null> {
  if (request.viewerCache !== undefined) return request.viewerCache;
  const result = await request.server.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  const user = result?.user;
  request.viewerCache = user
    ? {
        id: user.id,
        name: user.name,
        email: user.email,
        image: user.image ?? null,
        role: user.role === 'admin' ? 'admin' : 'user',
      }
    : null;
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

/** Mounts better-auth's handler at /api/auth/* by turning Fastify's request into a Fetch Request. */
export const authPlugin = fp(async (app: FastifyInstance, opts: { auth: Auth; publicUrl: string }) => {
  app.decorate('auth', opts.auth);
  app.decorateRequest('viewerCache', undefined);

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, opts.publicUrl);
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const response = await opts.auth.handler(
        new Request(url, {
          method: request.method,
          headers: fromNodeHeaders(request.headers),
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(response.body ? await response.text() : null);
    },
  });
});
