import { describe, expect, it } from 'vitest';
import { ByteLru } from './byte-lru.js';

describe('ByteLru', () => {
  it('keeps the total weight within its bound by dropping the least recently used first', () => {
    const lru = new ByteLru<string>(100, 60_000);
    for (const key of ['a', 'b', 'c', 'd']) lru.set(key, key.toUpperCase(), 25);
    expect(lru.get('a')).toBe('A'); // a is now the most recently used
    lru.set('e', 'E', 20); // 120 > 100: b (now the least recently used) goes
    expect(lru.get('b')).toBeUndefined();
    expect(['a', 'c', 'd', 'e'].map((k) => lru.get(k))).toEqual(['A', 'C', 'D', 'E']);
    expect(lru.bytes).toBe(95);
    expect(lru.size).toBe(4);
  });

  it('replaces a key without counting it twice, and refuses a value over a quarter of the bound', () => {
    const lru = new ByteLru<string>(100, 60_000);
    lru.set('a', 'A1', 20);
    lru.set('a', 'A2', 10);
    expect(lru.get('a')).toBe('A2');
    expect(lru.bytes).toBe(10);
    expect(lru.set('big', 'X', 26)).toBe(false);
    expect(lru.get('big')).toBeUndefined();
    expect(lru.bytes).toBe(10);
  });

  it('update changes a present entry’s weight but not its expiry, and evicts others if it grew too much', () => {
    let now = 0;
    const lru = new ByteLru<string>(100, 500, () => now);
    lru.set('a', 'A', 20);
    lru.set('b', 'B', 20);
    now = 400;
    lru.update('b', 'B+', 90); // 110 > 100: a goes
    expect(lru.get('a')).toBeUndefined();
    expect(lru.get('b')).toBe('B+');
    expect(lru.bytes).toBe(90);
    lru.update('missing', 'M', 10);
    expect(lru.get('missing')).toBeUndefined();
    now = 500;
    expect(lru.get('b')).toBeUndefined();
  });

  it('forgets entries after their time to live, and everything on clear', () => {
    let now = 1_000;
    const lru = new ByteLru<string>(100, 500, () => now);
    lru.set('a', 'A', 10);
    now += 499;
    expect(lru.get('a')).toBe('A');
    now += 1;
    expect(lru.get('a')).toBeUndefined();
    expect(lru.bytes).toBe(0);
    lru.set('b', 'B', 10);
    lru.clear();
    expect(lru.get('b')).toBeUndefined();
    expect(lru.size).toBe(0);
  });
});
