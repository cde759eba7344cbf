/**
 * A least-recently-used map bounded by the bytes of its values (not by entry count): one 30-meal page weighs
 * as much as fifty single meals, and the bound is what keeps a cache from growing the process. Entries also
 * expire after a time-to-live, a safety net for an invalidation that never arrived.
 */
export interface ByteLruEntry<V> {
  value: V;
  bytes: number;
  expiresAt: number;
}

export class ByteLru<V> {
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  private readonly entries = new Map<string, ByteLruEntry<V>>();
  private used = 0;

  constructor(
    readonly maxBytes: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.used;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Stores a value of `bytes` weight; one larger than a quarter of the whole cache is not kept at all. */
  set(key: string, value: V, bytes: number): boolean {
    this.delete(key);
    if (bytes > this.maxBytes / 4) return false;
    this.entries.set(key, { value, bytes, expiresAt: this.now() + this.ttlMs });
    this.used += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.used <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.used -= entry.bytes;
    }
    return true;
  }

  /** Replaces a present entry's value and weight, keeping its expiry (e.g. a compressed copy added to it). */
  update(key: string, value: V, bytes: number): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.used += bytes - entry.bytes;
    entry.value = value;
    entry.bytes = bytes;
    for (const [oldest, old] of this.entries) {
      if (this.used <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.used -= old.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.used -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.used = 0;
  }
}
