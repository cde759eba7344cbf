import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.js';

/**
 * Objects kept per database (one per app instance; a meal counts three or four, about a kilobyte; four ids in
 * a list count one): lists, meals, menus, pages of reviews and readers' likes stay within some 20 MB however
 * many different queries arrive.
 */
const MAX_SIZE = 60_000;
/** Bounds what a lost notification could cost, as the public response cache's TTL does. */
const TTL_MS = 30_000;

interface Store {
  answers: LRUCache<string, object, () => Promise<object>>;
  /** Moves on every drop: a load that began before a write is never kept or handed out after it. */
  generation: number;
  enabled: boolean;
}

const stores = new WeakMap<Db, Store>();

/** An answer's size: its objects and arrays, nested ones included, and a quarter for each item of a list. */
function sizeOf(value: object): number {
  let size = 1;
  const list = Array.isArray(value);
  for (const inner of list ? value : Object.values(value))
    if (inner !== null && typeof inner === 'object') size += sizeOf(inner as object);
    else if (list) size += 0.25;
  return size;
}

function storeOf(db: Db): Store {
  let store = stores.get(db);
  if (!store) {
    store = {
      answers: new LRUCache<string, object, () => Promise<object>>({
        maxSize: MAX_SIZE,
        // lru-cache counts whole units.
        sizeCalculation: (value) => Math.ceil(sizeOf(value)),
        ttl: TTL_MS,
        // Identical reads in flight share one load (lru-cache's `fetch` is unique per key while it runs).
        fetchMethod: (_key, _stale, { context }) => context(),
      }),
      generation: 0,
      enabled: true,
    };
    stores.set(db, store);
  }
  return store;
}

/**
 * The part of a public answer that is the same for every reader (decision 0052), from memory when this instance
 * holds it. `key` names the read and everything it depends on; the value is shared, so callers copy before they
 * add a reader's own fields. A load that a write overtook is run again rather than answered: a reader never
 * sees data older than a write that finished before their read began.
 */
export async function sharedAnswer<T extends object>(
  db: Db,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const store = storeOf(db);
  if (!store.enabled) return load();
  const generation = store.generation;
  try {
    const value = await store.answers.fetch(key, { context: load as () => Promise<object> });
    if (value !== undefined && generation === store.generation) return value as T;
  } catch (error) {
    // Dropped while loading (lru-cache aborts the fetch): load afresh. Any other failure is the load's own.
    if (generation === store.generation) throw error;
  }
  return load();
}

/** Whether parts are kept for `db` (off with the response cache): a caller may then load less than a kept part. */
export function keepsSharedAnswers(db: Db): boolean {
  return storeOf(db).enabled;
}

/**
 * Forgets every shared part this instance keeps for `db`. The public response cache calls it for each write
 * that changes a public read, here and (through its NOTIFY fan-out) on every other instance.
 */
export function dropSharedAnswers(db: Db): void {
  const store = storeOf(db);
  store.generation += 1;
  store.answers.clear();
}

/** Turns keeping off for `db` (PUBLIC_CACHE_MB=0): no instance hears of writes, so none may keep answers. */
export function disableSharedAnswers(db: Db): void {
  const store = storeOf(db);
  store.enabled = false;
  dropSharedAnswers(db);
}
