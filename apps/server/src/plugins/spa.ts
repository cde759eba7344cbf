import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app: hashed assets are immutable for a year, index.html is always revalidated, and
 * every non-API path falls back to index.html so client routes survive a reload.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { webDist: string }) => {
  const indexFile = path.join(opts.webDist, 'index.html');
  const built = existsSync(indexFile);
  if (!built)
    app.log.warn(`web app not built (${indexFile} missing): run "npm run build"; serving the API only`);
  else
    await app.register(fastifyStatic, {
      root: opts.webDist,
      wildcard: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!built || pathname.startsWith('/api/') || pathname === '/api' || request.method !== 'GET') {
      return reply
        .status(404)
        .send({ error: { code: 'NOT_FOUND', message: `No route ${request.method} ${pathname}` } });
    }
    // A missing asset is a real 404; anything else is a client route.
    if (path.extname(pathname) !== '') {
      return reply.status(404).type('text/plain').send('Not found');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
