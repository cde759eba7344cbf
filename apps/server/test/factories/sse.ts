/** One Server-Sent Event as read off the wire. */
export interface SseEvent {
  event: string;
  data: unknown;
  /** The `id:` the server gave the event, if any. */
  id?: string;
}

/**
 * A minimal EventSource for tests: fetch with the session cookie, read the stream, parse `event:`/`data:`
 * blocks, and wait for the one you expect. Comments (`: ping`) are kept apart so the heartbeat can be seen.
 */
export class SseClient {
  readonly events: SseEvent[] = [];
  comments: string[] = [];
  /** The last `id:` received: what a browser's EventSource sends back as `Last-Event-ID` when it reconnects. */
  lastEventId: string | undefined;
  ended = false;
  private buffer = '';
  private waiters: (() => void)[] = [];

  private constructor(
    readonly response: Response,
    private readonly controller: AbortController,
  ) {}

  static async connect(url: string, cookie?: string, lastEventId?: string): Promise<SseClient> {
    const controller = new AbortController();
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (cookie) headers.cookie = cookie;
    if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
    const response = await fetch(url, { headers, signal: controller.signal });
    const client = new SseClient(response, controller);
    if (response.ok && response.body) void client.pump(response.body);
    return client;
  }

  private async pump(body: ReadableStream<Uint8Array>) {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        this.buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = this.buffer.indexOf('\n\n')) >= 0) {
          this.parse(this.buffer.slice(0, end));
          this.buffer = this.buffer.slice(end + 2);
        }
        this.wake();
      }
    } catch {
      // aborted or reset: counts as ended
    }
    this.ended = true;
    this.wake();
  }

  private parse(block: string) {
    let event = 'message';
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
      else if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trim());
      else if (line.startsWith('id:')) id = line.slice(3).trim();
    }
    if (id !== undefined) this.lastEventId = id;
    if (data.length > 0)
      this.events.push({ event, data: JSON.parse(data.join('\n')), ...(id === undefined ? {} : { id }) });
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /** Resolves when `check` holds (re-checked on every chunk), or rejects after `timeoutMs`. */
  async until<T>(check: () => T | undefined | false, timeoutMs = 5000, what = 'event'): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = check();
      if (found) return found;
      if (this.ended) throw new Error(`stream ended while waiting for ${what}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}; got ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The first event with this name (and matching data), waiting for it if need be. */
  next(
    name: string,
    match: (data: Record<string, unknown>) => boolean = () => true,
    timeoutMs?: number,
  ): Promise<SseEvent> {
    return this.until(
      () => this.events.find((e) => e.event === name && match(e.data as Record<string, unknown>)),
      timeoutMs,
      name,
    );
  }

  /** Resolves once the server has sent its first bytes (the client is registered by then). */
  connected(): Promise<true> {
    return this.until(() => this.comments.includes('connected') || undefined, 5000, 'connected');
  }

  close() {
    this.controller.abort();
  }
}
