import type { Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as first } from './first-bn';
import { messages as rest } from './rest-bn';

/** Every Bangla catalogue in the tree: the two parts' globs must cover them all between them. */
const catalogues = import.meta.glob<Messages>(['./*/bn.po', '../features/*/locales/bn.po'], {
  eager: true,
  import: 'messages',
});

describe('the two parts of the Bangla messages', () => {
  it('load every catalogue, each message in one part or the other', () => {
    expect(Object.keys(catalogues).length).toBeGreaterThan(10);
    const missing = Object.entries(catalogues).flatMap(([file, messages]) =>
      Object.keys(messages)
        .filter((id) => !(id in first) && !(id in rest))
        .map((id) => `${file}: ${id}`),
    );
    expect(missing).toEqual([]);
  });

  it('keep Home’s messages in the first part, so Home never waits for the rest', () => {
    const home = catalogues['./shell/bn.po'];
    expect(home).toBeDefined();
    expect(Object.keys(home ?? {}).filter((id) => !(id in first))).toEqual([]);
  });
});
