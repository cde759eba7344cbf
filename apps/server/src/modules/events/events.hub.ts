import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { formatMessage, isMessageKey, type MessageValues, type SharedCatalogue } from '@messhall/shared';
import type { Envelope } from './events.publish.js';

/** An event's data for one stream: a notification's title in the stream's language. */
function dataFor(envelope: Envelope, catalogue: SharedCatalogue): unknown {
  if (envelope.event !== 'notification') return envelope.data;
  const data = envelope.data as { title: string; titleKey?: unknown; titleValues?: MessageValues };
  if (!isMessageKey(data.titleKey)) return data;
  return { ...data, title: formatMessage(catalogue, data.titleKey, data.titleValues) };
}

export interface LiveClient {
  userId: string;
  /** The stream's language (lib/request-locale.ts): notification titles are worded in it. */
  catalogue: SharedCatalogue;
  admin: boolean;
  res: ServerResponse;
  /** Kept apart from `res`: once the response has finished, `res.socket` is gone but the socket may live on. */
  socket: Socket | null;
  /** The session cookie / bearer token the stream was opened with, checked again when a session changes. */
  credentials: IncomingHttpHeaders;
  /** The highest event id written to this stream: what its browser will send back as `Last-Event-ID`. */
  lastId?: bigint;
  /** While the stream's missed events are read from the database, live ones wait here (see `release`). */
  held?: Envelope[];
  /**
   * The last id the replay carried. A live event at or below it was replayed already: its NOTIFY can reach this
   * instance after the replay's query saw the row (another connection), and is then dropped, not sent twice.
   */
  replayedUpTo?: bigint;
}

/** A client that stops reading is dropped once this much is queued for it, instead of growing our memory. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * The Server-Sent Events clients connected to this app instance, in memory. Every instance receives every
 * event through LISTEN and writes it to those of its own clients that are in the event's audience.
 */
export class LiveHub {
  private readonly clients = new Set<LiveClient>();

  constructor(private readonly log: FastifyBaseLogger) {}

  get size(): number {
    return this.clients.size;
  }

  countFor(userId: string): number {
    let n = 0;
    for (const client of this.clients) if (client.userId === userId) n += 1;
    return n;
  }

  add(client: LiveClient): () => void {
    this.clients.add(client);
    return () => this.clients.delete(client);
  }

  dispatch(envelope: Envelope): void {
    const users = envelope.to.users ? new Set(envelope.to.users) : undefined;
    for (const client of this.clients) {
      const wanted =
        envelope.to.everyone === true ||
        (envelope.to.admins === true && client.admin) ||
        (users?.has(client.userId) ?? false);
      if (wanted) this.send(client, envelope);
    }
  }

  /**
   * Ends a stream's catch-up: writes the replayed events, then the live ones that arrived meanwhile, leaving
   * out those the replay already carried (an id at or below the replay's last, see `replayedUpTo`). With nothing replayed, the
   * stream is given `startId` so that its browser has a position to come back with.
   */
  release(client: LiveClient, replayed: Envelope[], startId: string | undefined): void {
    const held = client.held ?? [];
    client.held = undefined;
    for (const envelope of replayed) this.send(client, envelope);
    if (replayed.length > 0) client.replayedUpTo = client.lastId;
    for (const envelope of held) this.send(client, envelope);
    if (client.lastId === undefined && startId !== undefined) {
      client.lastId = BigInt(startId);
      this.write(client, `id: ${startId}\n\n`);
    }
  }

  private send(client: LiveClient, envelope: Envelope): void {
    if (client.held) {
      client.held.push(envelope);
      return;
    }
    let idLine = '';
    if (envelope.id !== undefined) {
      if (client.replayedUpTo !== undefined && BigInt(envelope.id) <= client.replayedUpTo) return;
      // Never backwards: a notification committed late with an older position must not make the browser
      // ask again for what it already has.
      const id = BigInt(envelope.id);
      if (client.lastId === undefined || id > client.lastId) client.lastId = id;
      idLine = `id: ${client.lastId}\n`;
    }
    this.write(
      client,
      `${idLine}event: ${envelope.event}\ndata: ${JSON.stringify(dataFor(envelope, client.catalogue))}\n\n`,
    );
  }

  /** A comment line: keeps proxies and load balancers from closing a quiet stream. */
  heartbeat(): void {
    for (const client of this.clients) this.write(client, ': ping\n\n');
  }

  /** The streams of one user, or every stream when no user is named. */
  clientsOf(userId: string | undefined): LiveClient[] {
    return [...this.clients].filter((client) => userId === undefined || client.userId === userId);
  }

  /** Ends one stream, e.g. because the session it was opened with has ended. */
  close(client: LiveClient): void {
    this.clients.delete(client);
    client.res.end();
    // A client that stopped reading would keep the socket (and so the server's close) waiting on the flush.
    setTimeout(() => client.socket?.destroy(), 1000).unref();
  }

  /** Ends every stream (graceful shutdown: an open stream would keep the server from closing). */
  closeAll(): void {
    for (const client of this.clients) this.close(client);
  }

  private write(client: LiveClient, frame: string): void {
    if (client.res.writableEnded || client.res.destroyed) {
      this.clients.delete(client);
      return;
    }
    if (client.res.writableLength > MAX_BUFFERED_BYTES) {
      this.log.warn({ userId: client.userId }, 'live-updates client is not reading; dropping it');
      this.clients.delete(client);
      client.res.destroy();
      return;
    }
    client.res.write(frame);
  }
}
