import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { type ClientRoute, CLIENT_ROUTES } from '@messhall/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { type AppError, notFound } from '../lib/app-error.js';
import { loadAppRenderer } from '../ssr/app-renderer.js';
import { landingPages, pageHeaders, pageVariant } from '../ssr/landing-pages.js';

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/** The API's JSON 404 (through the error handler), for paths that are neither a route nor a client route. */
function noRoute(request: FastifyRequest): AppError {
  return notFound('noRoute', { method: request.method, path: request.url.split('?')[0] ?? '/' });
}

/** The screens a visit commonly opens on, with the reads and pictures of their first paint. */
const LANDING_ROUTES: ClientRoute[] = Object.values(CLIENT_ROUTES).filter((route) => 'landing' in route);

/**
 * Serves the built web app: hashed assets are immutable for a year, and every non-API path gets index.html
 * (always revalidated) so client routes survive a reload. Landing screens are routes of their own, from the
 * shared route table, so their page is their screen rendered on the server (ssr/landing-pages.ts) with the route's params.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { webDist: string; db: Db }) => {
  const indexFile = path.join(opts.webDist, 'index.html');
  const renderApp = existsSync(indexFile) ? await loadAppRenderer(opts.webDist) : undefined;
  if (existsSync(indexFile) && !renderApp)
    app.log.warn('web build has no server render (dist-server/): landing pages go out as the shell');
  const pages = existsSync(indexFile) ? landingPages(app, opts.webDist, opts.db, renderApp) : undefined;
  if (!pages)
    app.log.warn(`web app not built (${indexFile} missing): run "npm run build"; serving the API only`);
  else {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      wildcard: false,
      // "/" is a client route like the others (below); /index.html stays the plain file.
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        // Everything else revalidates: sw.js above all, so that a new version is found on the next visit.
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    const missing = pages.missingScreens(Object.values(CLIENT_ROUTES));
    if (missing.length > 0)
      app.log.warn(`web build lacks screens named in the route table: ${missing.join(', ')}`);
    // A visitor's landing page is the same for every visitor in that language and theme: the public cache
    // keeps it (a signed-in student's, apart, for them), emptied by the writes that change its data.
    for (const route of LANDING_ROUTES)
      app.get(
        route.path,
        { config: { publicCache: 'per-viewer', publicCacheVariant: pageVariant }, onSend: pageHeaders },
        (request, reply) => pages.send(request, reply, route),
      );
    // A real route, not the not-found handler: route hooks (compression above all: a meals page carries its
    // first list, ~23 KB of JSON) only run on routes. More specific routes (the API, each asset) win over it.
    app.get('/*', { onSend: pageHeaders }, (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (isApiPath(pathname)) throw noRoute(request);
      // A missing asset is a real 404; anything else is a client route.
      if (path.extname(pathname) !== '') return reply.status(404).type('text/plain').send('Not found');
      return pages.send(request, reply);
    });
  }
  app.setNotFoundHandler((request) => {
    throw noRoute(request);
  });
});
