import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Envelope } from './events.publish.js';

export interface LiveClient {
  userId: string;
  admin: boolean;
  res: ServerResponse;
  /** Kept apart from `res`: once the response has finished, `res.socket` is gone but the socket may live on. */
  socket: Socket | null;
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
    const frame = `event: ${envelope.event}\ndata: ${JSON.stringify(envelope.data)}\n\n`;
    const users = envelope.to.users ? new Set(envelope.to.users) : undefined;
    for (const client of this.clients) {
      const wanted =
        envelope.to.everyone === true ||
        (envelope.to.admins === true && client.admin) ||
        (users?.has(client.userId) ?? false);
      if (wanted) this.write(client, frame);
    }
  }

  /** A comment line: keeps proxies and load balancers from closing a quiet stream. */
  heartbeat(): void {
    for (const client of this.clients) this.write(client, ': ping\n\n');
  }

  /** Ends every stream (graceful shutdown: an open stream would keep the server from closing). */
  closeAll(): void {
    for (const client of this.clients) {
      client.res.end();
      // A client that stopped reading would keep the socket (and so the server's close) waiting on the flush.
      setTimeout(() => client.socket?.destroy(), 1000).unref();
    }
    this.clients.clear();
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
