import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { isApiRoute } from '../lib/route-path.js';
import { isSharedRead } from '../lib/shared-read.js';

/** Security headers (CSP that allows only our own origin) and the global per-IP rate limit. */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig }) => {
  const { config } = opts;
  await app.register(helmet, {
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

  if (config.rateLimit) {
    await app.register(rateLimit, {
      max: 600,
      timeWindow: '1 minute',
      // Only the API is limited (static assets are cheap and cached), judged on the matched route so that no
      // spelling of an API path escapes the limit. A shared read is part of a request counted already.
      allowList: (request) => !isApiRoute(request) || isSharedRead(request),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        code: 'FST_ERR_RATE_LIMITED',
        message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      }),
    });
  }
});
