// The cluster check's students: a paced open-loop mix of requests through the proxy (a fixed rate whatever the
// answers take, as real users keep coming), every acknowledged write remembered so that it can be looked for
// afterwards, and one live-updates stream per student that reconnects like a browser (Last-Event-ID).
import http from 'node:http';
import type { BenchUser } from '../bench/session.js';
import { SseClient } from '../../apps/server/test/factories/sse.js';
import { sleep } from './common.js';

export interface PhaseStats {
  name: string;
  requests: number;
  failures: number;
  /** Failures by request, e.g. "POST /api/requests → 502". */
  failed: string[];
  latencies: number[];
  writes: number;
  startedAt: number;
  endedAt?: number;
  /**
   * Requests that could reach a crashed instance (set by the crash phase): those in flight when the signal was
   * sent, and those sent until the process was gone, since a SIGKILL is delivered and acted on asynchronously.
   */
  inFlightAtKill?: number;
}

export interface Meal {
  id: string;
  title: string;
}

/** A browser's EventSource waits the `retry:` the server sent (1 s) before it reconnects. */
const RECONNECT_DELAY_MS = 1000;

export class LiveStudent {
  readonly notes: { title: string; id?: string }[] = [];
  /** Gaps between a stream ending and the next one being connected, in ms. */
  readonly gaps: number[] = [];
  lastEventId: string | undefined;
  private stream: SseClient | undefined;
  private stopped = false;
  private loop: Promise<void> | undefined;

  constructor(
    private readonly base: string,
    readonly user: BenchUser,
  ) {}

  start(): void {
    this.loop = this.run();
  }

  private async run() {
    let endedAt: number | undefined;
    while (!this.stopped) {
      const cookie = this.user.cookie.cookie;
      const stream = await SseClient.connect(`${this.base}/api/events`, cookie, this.lastEventId).catch(
        () => undefined,
      );
      if (!stream?.response.ok) {
        await sleep(RECONNECT_DELAY_MS);
        continue;
      }
      this.stream = stream;
      try {
        await stream.connected();
        if (endedAt !== undefined) this.gaps.push(Date.now() - endedAt);
        await stream.until(() => this.stopped || stream.ended || undefined, 24 * 3600_000, 'end');
      } catch {
        // ended before it said "connected": counts as a drop
      }
      this.collect(stream);
      endedAt = Date.now();
      if (!this.stopped) await sleep(RECONNECT_DELAY_MS);
    }
  }

  private collect(stream: SseClient) {
    for (const e of stream.events.splice(0))
      if (e.event === 'notification')
        this.notes.push({ title: (e.data as { title: string }).title, id: e.id });
    if (stream.lastEventId !== undefined) this.lastEventId = stream.lastEventId;
  }

  /** Notifications received so far (including those of the open stream). */
  received(): string[] {
    if (this.stream) this.collect(this.stream);
    return this.notes.map((n) => n.title);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stream?.close();
    await this.loop;
  }
}

interface Acked {
  newsletter: string[];
  /** Request id → its owner and meal title, for every 201. */
  requests: Map<string, { userId: string; title: string }>;
  /** Request ids whose serve answered 200. */
  served: Set<string>;
  /** `${userId} ${mealId}` → the liked state of the last acknowledged toggle, or null when a toggle failed. */
  likes: Map<string, boolean | null>;
}

/**
 * The mix, per 20 requests: 11 visitor reads (meal list pages), 5 signed-in reads (own requests, the bell),
 * 2 like toggles, a meal request, and either a serve by the admin (each served request sends its student a
 * notification) or a newsletter sign-up.
 */
const MIX = ['read', 'mine', 'read', 'like', 'read', 'bell', 'read', 'request', 'read', 'mine',
  'read', 'serve', 'read', 'bell', 'read', 'like', 'read', 'mine', 'read', 'newsletter'] as const; // prettier-ignore

/**
 * Past this many requests in flight the pace waits instead of opening ever more connections: an overloaded
 * machine then shows as a lower rate (reported) rather than as a client that drowns itself.
 */
const MAX_IN_FLIGHT = 200;

export class Traffic {
  readonly acked: Acked = { newsletter: [], requests: new Map(), served: new Set(), likes: new Map() };
  readonly phases: PhaseStats[] = [];
  inFlight = 0;
  /** Requests sent so far, answered or not. */
  sent = 0;
  /** Requests sent again because the proxy closed their idle kept-alive connection (see `send`). */
  resent = 0;
  private phase: PhaseStats | undefined;
  private issued = 0;
  private running: Promise<void> | undefined;
  private stopped = false;
  private readonly pending: string[] = [];
  private readonly likeBusy = new Set<string>();
  private readonly inFlightSet = new Set<Promise<void>>();
  private n = 0;
  /** A browser's connection pool: kept-alive connections to the proxy, reused across requests. */
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: MAX_IN_FLIGHT });

  constructor(
    private readonly base: string,
    private readonly rate: number,
    private readonly students: BenchUser[],
    private readonly admin: BenchUser,
    private readonly likeMeals: Meal[],
    private readonly requestMeals: Meal[],
  ) {}

  /** Starts a new phase's figures; the load itself runs on from `start` to `stop`. */
  beginPhase(name: string): PhaseStats {
    if (this.phase) this.phase.endedAt = Date.now();
    this.phase = {
      name,
      requests: 0,
      failures: 0,
      failed: [],
      latencies: [],
      writes: 0,
      startedAt: Date.now(),
    };
    this.phases.push(this.phase);
    return this.phase;
  }

  start(): void {
    this.running = this.pace();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
    await Promise.all([...this.inFlightSet]);
    this.agent.destroy();
    if (this.phase) this.phase.endedAt = Date.now();
  }

  private async pace() {
    const interval = 1000 / this.rate;
    let next = Date.now();
    while (!this.stopped) {
      const now = Date.now();
      while (next <= now && this.inFlight < MAX_IN_FLIGHT) {
        next += interval;
        this.issued++;
        const op = this.fire(MIX[this.issued % MIX.length]!);
        this.inFlightSet.add(op);
        void op.finally(() => this.inFlightSet.delete(op));
      }
      // Held back by the cap: no burst to catch up afterwards.
      if (next < now - 1000) next = now;
      await sleep(2);
    }
  }

  private pick<T>(list: readonly T[]): T {
    return list[this.n++ % list.length]!;
  }

  private async fire(kind: (typeof MIX)[number]): Promise<void> {
    const student = this.pick(this.students);
    switch (kind) {
      case 'read':
        await this.call('GET', `/api/meals?limit=12&page=${1 + (this.n % 3)}`);
        return;
      case 'mine':
        await this.call('GET', '/api/requests', undefined, student.headers);
        return;
      case 'bell':
        await this.call('GET', '/api/notifications?limit=5', undefined, student.headers);
        return;
      case 'newsletter': {
        const email = `cluster-${Date.now()}-${this.n++}@rel.messhall.test`;
        if ((await this.call('POST', '/api/newsletter', { email })).ok) this.acked.newsletter.push(email);
        return;
      }
      case 'like': {
        const meal = this.pick(this.likeMeals);
        const key = `${student.id} ${meal.id}`;
        // One toggle per student and meal at a time, so the last acknowledged answer is the final state.
        if (this.likeBusy.has(key)) return this.fire('read');
        this.likeBusy.add(key);
        const res = await this.call('PATCH', `/api/meals/${meal.id}/like`, undefined, student.headers);
        this.acked.likes.set(key, res.ok ? (res.json as { liked: boolean }).liked : null);
        this.likeBusy.delete(key);
        return;
      }
      case 'request': {
        const meal = this.requestMeals.pop();
        if (!meal) return this.fire('read');
        const res = await this.call('POST', '/api/requests', { mealId: meal.id }, student.headers);
        if (res.ok) {
          const id = (res.json as { _id: string })._id;
          this.acked.requests.set(id, { userId: student.id, title: meal.title });
          this.pending.push(id);
        }
        return;
      }
      case 'serve': {
        const id = this.pending.shift();
        if (!id) return this.fire('read');
        const res = await this.call('PATCH', `/api/requests/${id}/serve`, undefined, this.admin.headers);
        if (res.ok) this.acked.served.add(id);
        return;
      }
    }
  }

  /**
   * One request on the pool's kept-alive connections, as a browser sends it. A request written on a reused
   * connection that the proxy closed at that moment (nginx's old workers close their idle connections on a
   * reload) fails with a reset before any answer: nginx never read it, so nothing reached an instance and even a
   * write is safe to send again. Browsers send it again on a new connection, and so does this client (Node's
   * guide to `request.reusedSocket`): the pool may hold more connections that the reload closed. A reset on a
   * fresh connection, or after an answer began, is a failure.
   */
  private async send(
    method: string,
    route: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<{ status: number; text: string }> {
    try {
      return await this.sendOnce(method, route, body, headers, this.agent);
    } catch (error) {
      if (!(error instanceof ResetBeforeAnswer)) throw error;
      this.resent++;
      return this.sendOnce(method, route, body, headers, false);
    }
  }

  private sendOnce(
    method: string,
    route: string,
    body: unknown,
    headers: Record<string, string>,
    agent: http.Agent | false,
  ): Promise<{ status: number; text: string }> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = http.request(`${this.base}${route}`, {
        method,
        agent,
        timeout: 15_000,
        headers: {
          origin: this.base,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...headers,
        },
      });
      let answered = false;
      req.on('timeout', () => req.destroy(new Error(`no answer within 15 s`)));
      req.on('error', (error: NodeJS.ErrnoException) => {
        const resendable =
          !answered && req.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
        reject(resendable ? new ResetBeforeAnswer(error) : error);
      });
      req.on('response', (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      });
      req.end(payload);
    });
  }

  private async call(
    method: string,
    route: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ ok: boolean; json: unknown }> {
    const phase = this.phase;
    const started = performance.now();
    this.inFlight++;
    this.sent++;
    let outcome: string;
    let json: unknown = null;
    try {
      const { status, text } = await this.send(method, route, body, headers);
      if (status >= 200 && status < 300) {
        json = text ? (JSON.parse(text) as unknown) : null;
        outcome = 'ok';
      } else outcome = `${status} ${text.replace(/\s+/g, ' ').slice(0, 80)}`;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      outcome =
        error instanceof Error ? `${error.name}: ${error.message}${code ? ` (${code})` : ''}` : String(error);
    } finally {
      this.inFlight--;
    }
    if (phase) {
      phase.requests++;
      phase.latencies.push(performance.now() - started);
      if (outcome !== 'ok') {
        phase.failures++;
        phase.failed.push(`${method} ${route.replace(/[0-9a-f-]{36}/g, ':id')} → ${outcome}`);
      } else if (method !== 'GET') phase.writes++;
    }
    return { ok: outcome === 'ok', json };
  }
}

/** A request that met a reset on a reused connection before any answer: never read by the proxy. */
class ResetBeforeAnswer extends Error {
  constructor(reset: NodeJS.ErrnoException) {
    super(`${reset.message} before an answer, on a reused connection`, { cause: reset });
  }
}

export function p99(latencies: number[]): number {
  if (latencies.length === 0) return 0;
  const sorted = [...latencies].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!;
}

/** Requests a second over a phase. */
export const rateOf = (s: PhaseStats) => s.requests / (((s.endedAt ?? Date.now()) - s.startedAt) / 1000);
