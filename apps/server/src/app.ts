import type { Socket } from 'node:net';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { trustProxyOption, type AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { renderError } from './lib/error-body.js';
import { createMailer } from './lib/mailer.js';
import { requestCatalogue } from './lib/request-locale.js';
import { defaultWebDist } from './lib/paths.js';
import { setUserLimits } from './lib/user-limits.js';
import { createAuth } from './modules/auth/auth.js';
import { authConfigRoutes } from './modules/auth/auth-config.routes.js';
import { authPlugin } from './modules/auth/auth.plugin.js';
import { eventsPlugin } from './modules/events/events.plugin.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { imagesRoutes } from './modules/images/images.routes.js';
import { forecastRoutes } from './modules/forecast/forecast.routes.js';
import { insightsRoutes } from './modules/insights/insights.routes.js';
import { devMailboxRoutes } from './modules/mail/dev-mailbox.routes.js';
import { mealsRoutes } from './modules/meals/meals.routes.js';
import { upcomingRoutes } from './modules/meals/upcoming.routes.js';
import { menuRoutes } from './modules/menu/menu.routes.js';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { createPaymentProvider } from './modules/payments/provider-factory.js';
import { requestsRoutes } from './modules/requests/requests.routes.js';
import { reviewsRoutes } from './modules/reviews/reviews.routes.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { errorsPlugin } from './plugins/errors.js';
import { openapiPlugin } from './plugins/openapi.js';
import { originCheckPlugin } from './plugins/origin-check.js';
import { publicCachePlugin } from './plugins/public-cache.js';
import { securityPlugin } from './plugins/security.js';
import { spaPlugin } from './plugins/spa.js';

export interface AppDeps {
  config: AppConfig;
  database: Database;
  /** The session-signing secret (from env, or generated once and kept in the database). */
  authSecret: string;
}

function loggerOptions(config: AppConfig) {
  if (config.logLevel === 'silent') return false;
  const pretty = !config.isProduction && process.stdout.isTTY;
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

/** The whole HTTP application on a given database; server.ts and the tests both build it here. */
export async function buildApp({ config, database, authSecret }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Graceful shutdown: stop accepting, let in-flight requests finish.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Errors raised before routing (bad percent-encoding, an over-long path parameter) get our error shape too.
    frameworkErrors: (error, request, reply) => {
      const status = error.statusCode ?? 400;
      const keyed = {
        code: 'VALIDATION_FAILED',
        messageKey: 'invalidValueDetail',
        values: { detail: error.message },
      } as const;
      (reply as unknown as FastifyReply)
        .status(status)
        .send({ error: renderError(keyed, requestCatalogue(request.headers)) });
    },
  }).withTypeProvider<ZodTypeProvider>();

  // close() waits for every open connection. Node counts a connection on which no request has arrived yet as
  // busy (its headers timeout is running), so one that a client opened and never used — seen in the SSE tests,
  // 0 bytes read — held close() for a minute. While closing, such connections are dropped; connections with a
  // request in flight are left to finish, and idle keep-alive ones go through `forceCloseConnections`.
  const sockets = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  let unusedSweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    unusedSweep = setInterval(() => {
      for (const socket of sockets) if (socket.bytesRead === 0) socket.destroy();
    }, 200);
    unusedSweep.unref();
  });
  app.addHook('onClose', async () => clearInterval(unusedSweep));

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON is the only body we parse (multipart is added by the upload route); plain text is an attack surface.
  app.removeContentTypeParser('text/plain');

  // Per-user abuse limits follow RATE_LIMIT, like the sign-in limits (docs/decisions/0015).
  setUserLimits(database.db, config.rateLimit);
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(originCheckPlugin, { config });
  // onSend hooks run in this order: the ETag (and 304) over the serialized body, then the public cache stores
  // body and ETag, then compression turns the body into a stream.
  await app.register(etag);
  await app.register(publicCachePlugin, { database, maxBytes: config.publicCacheBytes, ttlMs: 30_000 });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(openapiPlugin);

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    logger: app.log,
    isProduction: config.isProduction,
  });
  app.addHook('onClose', async () => mailer.close());
  const auth = createAuth({ config, db: database.db, secret: authSecret, mailer, logger: app.log });
  await app.register(authPlugin, { auth, publicUrl: config.publicUrl, database });
  await app.register(authConfigRoutes, { auth });
  if (!config.isProduction) await app.register(devMailboxRoutes, { mailer });
  await app.register(usersRoutes, { db: database.db });
  await app.register(uploadsRoutes, { db: database.db });

  await app.register(healthRoutes, { database });
  await app.register(imagesRoutes, { db: database.db });
  await app.register(mealsRoutes, { db: database.db });
  await app.register(upcomingRoutes, { db: database.db });
  await app.register(newsletterRoutes, { db: database.db });
  await app.register(eventsPlugin, { database });
  await app.register(reviewsRoutes, { db: database.db });
  await app.register(requestsRoutes, { db: database.db });
  await app.register(notificationsRoutes, { db: database.db });
  const paymentProvider = await createPaymentProvider(config, database.db);
  if (!paymentProvider && config.isProduction) {
    app.log.warn(
      'No payment provider: set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY (or PAYMENTS_SANDBOX=on)',
    );
  }
  await app.register(paymentsRoutes, { db: database.db, provider: paymentProvider });
  await app.register(menuRoutes, { db: database.db, config });
  await app.register(forecastRoutes, { db: database.db, config });
  await app.register(insightsRoutes, { db: database.db, config });

  await app.register(spaPlugin, { webDist: config.webDist ?? defaultWebDist, db: database.db });
  return app;
}
