import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    // One import of the app's modules per worker instead of per file. Sound because every test file builds
    // its own app on its own database (test/helper.ts) and closes it, and the server keeps no state per
    // process that one file could leave for the next: configuration is read in loadConfig(), never at
    // import; caches are keyed by database object (WeakMap) or by values that are random per database (meal
    // ids); the in-process meal events are unsubscribed when an app closes; no file replaces a module
    // (vi.mock), stubs the environment or fakes timers.
    isolate: false,
    // A worker is reused only while the next file in the queue is one of these, so they run as a group of
    // their own (see apps/web/vitest.config.ts).
    sequence: { groupOrder: 0 },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
