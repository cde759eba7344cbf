import { t } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { loadAllMessages, startMessages } from './load';

// Module state (the page's language and its loads): a registry of its own (vitest.isolated.config.ts).
describe('loading the page’s messages', () => {
  it('a screen preloaded while the first Bangla messages are on their way still gets all of its own', async () => {
    // main.tsx's order: the first part starts, and the first screen's preload asks for the rest in the same turn.
    const first = startMessages('bn');
    await loadAllMessages();
    // Sign-up's title and a meal page's heading live in the second part (locales/screens, features/reviews).
    expect(t`Create Account`).toBe('অ্যাকাউন্ট খুলুন');
    expect(t`Write a review`).not.toBe('Write a review');
    await first;
  });
});
