import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { renderError } from '../lib/error-body.js';
import type { AppConfig } from '../config.js';
import { isApiRoute, matchedRoute } from '../lib/route-path.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const WEBHOOK_ROUTE = '/api/payment/webhook';

/**
 * Whether `origin` is a web origin on the host the request was sent to (the server reached at 127.0.0.1:<port>
 * while PUBLIC_URL names another host). `null`, an unparsable value or a request without Host is none: two
 * empty hosts are no match.
 */
function isOwnHost(origin: string, requestHost: string): boolean {
  if (requestHost === '' || !URL.canParse(origin)) return false;
  const url = new URL(origin);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === requestHost;
}

/**
 * CSRF defence for every state-changing /api route: a browser always sends Origin on such requests, so one
 * naming another site is refused. Requests without Origin (curl, API clients with a bearer token) carry no
 * ambient cookie risk and pass. The payment webhook is server-to-server and signed.
 */
export const originCheckPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig }) => {
  const trusted = new Set([new URL(opts.config.publicUrl).origin]);
  if (!opts.config.isProduction) trusted.add('http://localhost:5173');

  app.addHook('onRequest', async (request, reply) => {
    // On the matched route, so that no other spelling of an API path (`/%61pi/…`) slips past.
    if (SAFE_METHODS.has(request.method) || !isApiRoute(request)) return;
    if (matchedRoute(request) === WEBHOOK_ROUTE) return;
    const origin = request.headers.origin;
    if (!origin) return;
    if (trusted.has(origin) || isOwnHost(origin, request.host)) return;
    return reply
      .status(403)
      .send({ error: renderError({ code: 'FORBIDDEN', messageKey: 'crossSiteRefused' }) });
  });
});
