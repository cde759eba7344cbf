import { useEffect, useRef } from 'react';
import { API_BASE } from './api-client';

/**
 * Live updates: one EventSource on GET /api/events per tab, shared by every subscriber. It is opened while at
 * least one handler is subscribed and closed when the last one leaves, so it only runs while a signed-in
 * screen or the signed-in bell listens (the stream answers 401 to visitors). Generic on purpose: features
 * subscribe by event name and decide themselves what to refetch; this module knows no event shapes.
 */
export type LiveHandler = (data: unknown) => void;

/**
 * Ours, not the server's: the stream came back after a drop. Events sent meanwhile are lost, so a
 * subscriber refetches what it shows.
 */
export const LIVE_RECONNECTED = 'live.reconnected';

const EVENTS_URL = `${API_BASE}/events`;
/** Our own back-off, for when the browser gives up (an HTTP error such as 401, 429 or 503 closes the source). */
const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30_000;
/** Keeps the stream across a navigation that unmounts one subscriber and mounts the next. */
const CLOSE_DELAY_MS = 2000;

const handlers = new Map<string, Set<LiveHandler>>();
const listeners = new Map<string, (event: MessageEvent) => void>();
let source: EventSource | null = null;
let openedBefore = false;
let retryDelay = RETRY_MIN_MS;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let closeTimer: ReturnType<typeof setTimeout> | undefined;

function emit(name: string, data: unknown): void {
  for (const handler of [...(handlers.get(name) ?? [])]) {
    try {
      handler(data);
    } catch (error) {
      console.error(`Live event handler for ${name} failed`, error);
    }
  }
}

function listenerFor(name: string): (event: MessageEvent) => void {
  let listener = listeners.get(name);
  if (!listener) {
    listener = (event: MessageEvent) => {
      let data: unknown = event.data;
      try {
        data = JSON.parse(String(event.data));
      } catch {
        // not JSON: hand over the text
      }
      emit(name, data);
    };
    listeners.set(name, listener);
  }
  return listener;
}

function hasSubscribers(): boolean {
  for (const set of handlers.values()) if (set.size > 0) return true;
  return false;
}

function connect(): void {
  if (source || typeof EventSource === 'undefined') return;
  const es = new EventSource(EVENTS_URL, { withCredentials: true });
  source = es;
  for (const name of handlers.keys()) {
    if (name !== LIVE_RECONNECTED) es.addEventListener(name, listenerFor(name));
  }
  es.onopen = () => {
    retryDelay = RETRY_MIN_MS;
    if (openedBefore) emit(LIVE_RECONNECTED, null);
    openedBefore = true;
  };
  es.onerror = () => {
    // CONNECTING: the browser retries by itself (the server sets `retry`). CLOSED: it gave up; we retry.
    if (es.readyState !== EventSource.CLOSED) return;
    disconnect();
    if (!hasSubscribers()) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (hasSubscribers()) connect();
    }, retryDelay);
    retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
  };
}

function disconnect(): void {
  source?.close();
  source = null;
}

/** Calls `handler` with each `eventName` event's parsed data until the returned function is called. */
export function subscribeLive(eventName: string, handler: LiveHandler): () => void {
  let set = handlers.get(eventName);
  if (!set) {
    set = new Set();
    handlers.set(eventName, set);
    if (source && eventName !== LIVE_RECONNECTED) source.addEventListener(eventName, listenerFor(eventName));
  }
  set.add(handler);
  clearTimeout(closeTimer);
  closeTimer = undefined;
  connect();
  return () => {
    set.delete(handler);
    if (hasSubscribers() || closeTimer) return;
    closeTimer = setTimeout(() => {
      closeTimer = undefined;
      if (hasSubscribers()) return;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      disconnect();
      // A later first subscriber starts fresh: its own first fetch is current, no catch-up needed.
      openedBefore = false;
      retryDelay = RETRY_MIN_MS;
    }, CLOSE_DELAY_MS);
  };
}

/**
 * Subscribes a component to live events while `enabled`. `handler` may change every render; the newest one
 * runs. Each name in `eventNames` gets the same handler (with the event's name).
 */
export function useLiveEvents(
  eventNames: readonly string[],
  handler: (eventName: string, data: unknown) => void,
  enabled = true,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const key = eventNames.join('\n');
  useEffect(() => {
    if (!enabled) return;
    const names = key.split('\n');
    const unsubscribes = names.map((name) => subscribeLive(name, (data) => latest.current(name, data)));
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [key, enabled]);
}

/** Closes the stream now and forgets every subscriber (tests; a sign-out unmounts subscribers anyway). */
export function closeLiveEvents(): void {
  clearTimeout(closeTimer);
  clearTimeout(retryTimer);
  closeTimer = undefined;
  retryTimer = undefined;
  disconnect();
  handlers.clear();
  openedBefore = false;
  retryDelay = RETRY_MIN_MS;
}
