import type { LiveEventName, LiveEventPayloads } from '@messhall/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** The one LISTEN/NOTIFY channel of live updates; every app instance listens on it. */
export const EVENTS_CHANNEL = 'messhall_events';

/** NOTIFY payloads must stay under 8000 bytes; we keep a margin and split recipient lists to fit. */
const MAX_PAYLOAD_BYTES = 6900; // and an id of at most 20 digits

/** Who receives an event. Fan-out happens on every instance, against its own connected clients. */
export type Audience = { users: string[]; admins?: boolean } | { admins: true } | { everyone: true };

/** What travels through NOTIFY: the event name, its audience and a small payload (ids, not content). */
export interface Envelope<N extends LiveEventName = LiveEventName> {
  event: N;
  to: { users?: string[]; admins?: boolean; everyone?: boolean };
  data: LiveEventPayloads[N];
  /**
   * The SSE event id, for events a reconnecting stream can be replayed (notifications: their feed position,
   * the same for every recipient of one insert). The browser sends the last one back as `Last-Event-ID`.
   */
  id?: string;
}

/**
 * Publishes a live event to every app instance. Call it with the transaction of the change: PostgreSQL
 * delivers a NOTIFY only when that transaction commits, so nobody hears of a change that was rolled back, and
 * the listener that refetches sees the committed rows. Long recipient lists are split into several NOTIFYs.
 */
export async function publishEvent<N extends LiveEventName>(
  db: Db,
  event: N,
  to: Audience,
  data: LiveEventPayloads[N],
  id?: string,
): Promise<void> {
  for (const envelope of envelopes(event, to, data)) {
    const sent = id === undefined ? envelope : { ...envelope, id };
    await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(sent)})`);
  }
}

/**
 * publishEvent's NOTIFY as an SQL expression, for the statement that makes the change itself: selected from
 * the rows it changed, it is raised exactly when the change happened and commits with it. For an audience
 * without a list of users (one envelope).
 */
export function eventNoticeSql<N extends LiveEventName>(
  event: N,
  to: { admins: true } | { everyone: true },
  data: LiveEventPayloads[N],
): SQL {
  return sql`pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ event, to, data })})`;
}

function envelopes<N extends LiveEventName>(
  event: N,
  to: Audience,
  data: LiveEventPayloads[N],
): Envelope<N>[] {
  if (!('users' in to)) return [{ event, to, data }];
  const whole: Envelope<N> = { event, to: { users: to.users, admins: to.admins ?? false }, data };
  if (Buffer.byteLength(JSON.stringify(whole)) <= MAX_PAYLOAD_BYTES) return [whole];
  // Split the user list; admins (if any) ride along with the first part only.
  const parts: Envelope<N>[] = [];
  let current: string[] = [];
  const base = Buffer.byteLength(JSON.stringify({ event, to: { users: [], admins: false }, data }));
  let size = base;
  for (const id of to.users) {
    const add = Buffer.byteLength(JSON.stringify(id)) + 1;
    if (size + add > MAX_PAYLOAD_BYTES && current.length > 0) {
      parts.push({ event, to: { users: current, admins: parts.length === 0 && (to.admins ?? false) }, data });
      current = [];
      size = base;
    }
    current.push(id);
    size += add;
  }
  parts.push({ event, to: { users: current, admins: parts.length === 0 && (to.admins ?? false) }, data });
  return parts;
}

/** Parses a NOTIFY payload; anything malformed is dropped (another version of the app may be rolling out). */
export function parseEnvelope(payload: string): Envelope | undefined {
  try {
    const value = JSON.parse(payload) as Partial<Envelope>;
    if (typeof value.event !== 'string' || typeof value.to !== 'object' || value.to === null)
      return undefined;
    if (value.id !== undefined && !(typeof value.id === 'string' && /^\d{1,18}$/.test(value.id)))
      delete value.id;
    return value as Envelope;
  } catch {
    return undefined;
  }
}
