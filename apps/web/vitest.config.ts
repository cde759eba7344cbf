import { fileURLToPath, URL } from 'node:url';
import preact from '@preact/preset-vite';
import { defineProject } from 'vitest/config';

/**
 * Tests render with the renderer users get: Preact behind React's API (decision 0019), aliased by the preset.
 * The aliases only reach code Vite transforms, so every dependency is inlined, and resolved through its ESM
 * entry: a CommonJS build (picked by the `node` condition or a `main` field) would `require('react')` itself
 * and mix React elements into Preact's tree.
 */
const browserConditions = ['module', 'browser', 'development'];

export default defineProject({
  plugins: [preact()],
  ssr: { resolve: { conditions: browserConditions } },
  resolve: {
    conditions: browserConditions,
    mainFields: ['module', 'main'],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    server: { deps: { inline: true } },
  },
});
