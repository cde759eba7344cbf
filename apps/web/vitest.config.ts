import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { linguiPlugins } from './lingui-macros';

/** Test files that replace a module with vi.mock: they need a module registry of their own. */
export const ISOLATED_TESTS = 'src/**/*.isolated.test.{ts,tsx}';

export default defineProject({
  plugins: [...linguiPlugins({ failOnMissing: false }), react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [ISOLATED_TESTS, '**/node_modules/**'],
    // One jsdom and one set of imports per worker instead of per file: on two cores a fresh environment and
    // React, Testing Library and the app's modules cost more than most files' tests. Files share a page, so
    // setup.ts clears what a test leaves behind (toasts, live events, storage, the theme cookie), and every
    // render makes its own query client.
    isolate: false,
    // A worker is reused only while the next file in the queue is one of these, so they run as a group of
    // their own, after the server's files, instead of interleaved with them.
    sequence: { groupOrder: 1 },
    // See src/testing/setup.ts: on two shared cores one test's renders can take longer than the default 5 s.
    testTimeout: 30_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
