import { LIVE_HEARTBEAT_MS } from '@messhall/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { signedIn } from '../../lib/route-guards.js';
import { requireUser } from '../../lib/viewer.js';
import { requestCatalogue } from '../../lib/request-locale.js';
import { missedNotifications, feedPositionNow } from '../notifications/notifications.service.js';
import { LiveHub, type LiveClient } from './events.hub.js';
import { EVENTS_CHANNEL, parseEnvelope } from './events.publish.js';

/**
 * A stream's headers: proxies must neither buffer nor transform it (nginx reads X-Accel-Buffering). Its
 * connection carries nothing after it and is closed when the stream ends (`connection: close`): a client that
 * saw a cleanly ended answer would otherwise put the connection back in its pool and send its next request on a
 * socket that is being closed.
 */
const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
  connection: 'close',
} as const;

/** A `Last-Event-ID` we issued: a feed position in microseconds. Anything else is ignored (no replay). */
function lastEventId(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' && /^\d{1,18}$/.test(header) ? header : undefined;
}

/** One browser opens one stream per tab; more than this from one account is a leak or abuse. */
const MAX_STREAMS_PER_USER = 10;

export interface EventsPluginOptions {
  database: Database;
  /** Heartbeat interval; tests shorten it. */
  heartbeatMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveHub: LiveHub;
  }
}

/**
 * Live updates: `GET /api/events` (Server-Sent Events) for the signed-in user. Changes publish through
 * `publishEvent` (a NOTIFY inside the changing transaction); this instance LISTENs once, from ready to close,
 * and fans each event out to its own connected clients filtered by user id and role.
 */
export const eventsPlugin = fp(async (app: FastifyInstance, opts: EventsPluginOptions) => {
  const hub = new LiveHub(app.log);
  app.decorate('liveHub', hub);
  let unlisten: (() => Promise<void>) | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  // A stream lives as long as its session: when a session ends or its user changes (sign-out, revocation,
  // password reset, ban, deletion, role change), that user's streams are checked again and ended if the
  // session no longer holds or no longer says the same. The browser's EventSource then reconnects, and is
  // refused or gets a stream for what the session says now.
  const stopWatching = app.sessionCheck.cache.onChange((userId) => {
    for (const client of hub.clientsOf(userId)) {
      app.sessionCheck.viewer(client.credentials).then(
        (viewer) => {
          if (viewer?.id !== client.userId || (viewer.role === 'admin') !== client.admin) hub.close(client);
        },
        (error: unknown) => app.log.warn({ err: error }, 'could not check a live-updates session'),
      );
    }
  });

  app.addHook('onReady', async () => {
    unlisten = await opts.database.listen(EVENTS_CHANNEL, (payload) => {
      const envelope = parseEnvelope(payload);
      if (envelope) hub.dispatch(envelope);
    });
    heartbeat = setInterval(() => hub.heartbeat(), opts.heartbeatMs ?? LIVE_HEARTBEAT_MS);
    heartbeat.unref();
  });

  // Before the server stops accepting: open streams never finish on their own, so end them here or close hangs.
  app.addHook('preClose', async () => {
    if (heartbeat) clearInterval(heartbeat);
    hub.closeAll();
  });

  app.addHook('onClose', async () => {
    stopWatching();
    await unlisten?.().catch(() => {});
    unlisten = undefined;
  });

  // A stream that comes back with the id of the last event it saw (after a drop, or from another instance
  // behind the proxy) first gets the notifications it missed, read from the database; live events are held
  // meanwhile so that none is written twice or out of order.
  const catchUp = async (client: LiveClient, since: string | undefined) => {
    try {
      const db = opts.database.db;
      const replayed =
        since === undefined ? [] : await missedNotifications(db, client.userId, since, client.catalogue);
      hub.release(client, replayed, since ?? (await feedPositionNow(db)));
    } catch (error) {
      app.log.warn({ err: error }, 'could not replay missed notifications; ending the stream');
      hub.close(client);
    }
  };

  app.get(
    '/api/events',
    {
      onRequest: signedIn,
      schema: {
        tags: ['events'],
        summary:
          'Live updates (text/event-stream): request.created (admins), request.updated / request.deleted ' +
          '(owner and admins), notification (recipient), meal.published (everyone), headcount.changed (admins)',
      },
    },
    async (request, reply) => {
      const viewer = await requireUser(request);
      // HEAD asks for GET's headers only: they are answered at once, with no stream and no slot held.
      if (request.method === 'HEAD') return reply.headers(STREAM_HEADERS).send();
      if (hub.countFor(viewer.id) >= MAX_STREAMS_PER_USER) {
        throw new AppError('RATE_LIMITED', 'tooManyLiveConnections', 429);
      }
      // We write the stream ourselves: no serializer, no compression (it would buffer events).
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, STREAM_HEADERS);
      const socket = res.socket;
      const { cookie, authorization } = request.headers;
      const client: LiveClient = {
        userId: viewer.id,
        admin: viewer.role === 'admin',
        res,
        socket,
        credentials: { cookie, authorization },
        catalogue: requestCatalogue(request.headers),
        held: [],
      };
      const remove = hub.add(client);
      // A stream's connection carries nothing after it, so it goes with the stream. Left to itself, the socket
      // of a stream the client dropped could stay open with no keep-alive timer, and hold app.close() forever.
      const end = () => {
        remove();
        socket?.destroy();
      };
      res.on('close', end);
      res.on('error', end);
      // `retry`: how long the browser's EventSource waits before reconnecting after a drop.
      res.write('retry: 1000\n: connected\n\n');
      await catchUp(client, lastEventId(request.headers['last-event-id']));
    },
  );
});
