import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EN, formatMessage } from '@messhall/shared';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { addressBucket } from '../lib/client-address.js';
import { isApiRoute, matchedRoute } from '../lib/route-path.js';
import { getViewer } from '../lib/viewer.js';
import { hasOwnLimit } from '../lib/own-limit.js';

/** Requests a minute for each budget of the global limit (see `budgetKey`). */
const GLOBAL_LIMIT_PER_MINUTE = 600;
const SCAN_ROUTE = '/api/menu/scan';

/**
 * Which budget of the global limit a request spends. A hostel's residents, and the counter's phone, share one
 * public address, so an address-wide budget let one person deny the API to all of them: a signed-in request
 * spends its account's budget, a visitor's request its address's (an IPv6 client's /64), and the counter's
 * scans a budget of their own that the same account's other requests do not touch. The viewer is the one
 * the route reads (looked up once per request, from the session cache when this instance has seen the
 * credential).
 */
async function budgetKey(request: FastifyRequest): Promise<string> {
  const address = `address:${addressBucket(request.ip)}`;
  // Not limited (allowList below): no session lookup for them.
  if (!isApiRoute(request)) return address;
  const viewer = await getViewer(request).catch(() => null);
  if (!viewer) return address;
  return request.method === 'POST' && matchedRoute(request) === SCAN_ROUTE
    ? `scan:${viewer.id}`
    : `account:${viewer.id}`;
}

/** Whether the global limit leaves a request alone. */
function unlimited(request: FastifyRequest): boolean {
  // Only the API is limited (static assets are cheap and cached), judged on the matched route so that no
  // spelling of an API path escapes the limit.
  if (!isApiRoute(request)) return true;
  // Sign-in, sign-up, resets and password changes have tighter limits of their own per address and account
  // (modules/auth marks them): a flood of other requests from the hostel's address must not shut its
  // residents out of signing in.
  return hasOwnLimit(request);
}

/** Security headers (CSP that allows only our own origin) and the global rate limit. */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig }) => {
  const { config } = opts;
  app.decorateRequest('hasOwnLimit', false);
  // Helmet's middleware is built once: @fastify/helmet rebuilds it (parsing the CSP directives) on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Stripe.js and its frames are the only third party, and only on checkout.
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        // Only images Messhall stores (packages/shared isImageUrl): no third-party pixel sees our visitors.
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The installable app (decision 0042): its service worker (/sw.js) and web app manifest, ours only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.isProduction && config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    hsts: config.isProduction ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));

  if (config.rateLimit) {
    await app.register(rateLimit, {
      max: GLOBAL_LIMIT_PER_MINUTE,
      timeWindow: '1 minute',
      keyGenerator: budgetKey,
      allowList: unlimited,
      // Thrown to the error handler (plugins/errors.ts), which words it in the reader's language by its key.
      errorResponseBuilder: (_request, context) => {
        const values = { seconds: Math.ceil(context.ttl / 1000) };
        return {
          statusCode: 429,
          code: 'FST_ERR_RATE_LIMITED',
          message: formatMessage(EN, 'tooManyRequests', values),
          messageKey: 'tooManyRequests',
          values,
        };
      },
    });
  }
});
