import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type ProxyOptions } from 'vite';
import { buildReport } from './build-report';
import { chunkGroups } from './chunk-groups';
import { COMPILE_HINT, compileHintFirst } from './compile-hints';
import { linguiPlugins } from './lingui-macros';

// The API runs on the Fastify server; in dev (and `vite preview`) we proxy to it so the
// browser sees one origin, exactly like production where Fastify serves dist/.
const apiProxy: Record<string, ProxyOptions> = {
  '/api': {
    target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000',
    // Keep the browser's Host/Origin so auth cookies and better-auth's origin check see the page origin.
    changeOrigin: false,
    ws: true,
  },
};

/**
 * react-router's package.json points every condition at dist/development, whose dev warnings (and their
 * strings) then ship: remix-run/react-router#12532 and #14102. dist/production is the same code with
 * ENABLE_DEV_WARNINGS = false; building against it saves ~0.5 KB gzip on every first load. Dev server and
 * tests keep the warnings. Without that file (a future layout) the alias is simply left out.
 */
function reactRouterProductionBuild() {
  const devEntry = createRequire(import.meta.url).resolve('react-router');
  const prodEntry = path.join(path.dirname(devEntry), '..', 'production', 'index.mjs');
  return devEntry.includes(`${path.sep}development${path.sep}`) && existsSync(prodEntry)
    ? [{ find: /^react-router$/, replacement: prodEntry }]
    : [];
}

export default defineConfig(({ command }) => ({
  plugins: [
    ...linguiPlugins({ failOnMissing: command === 'build' }),
    react(),
    tailwindcss(),
    compileHintFirst(),
    buildReport(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? reactRouterProductionBuild() : []),
    ],
  },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    // scripts/check-bundle.mjs reads dist/.vite/manifest.json to enforce the per-route budgets.
    manifest: true,
    target: 'es2022',
    // Vite's module preload: when a lazy screen loads, its own chunk and every chunk it imports statically are
    // requested together instead of one level at a time (the LCP picture of a landing screen waits on them).
    // It writes the chunk map into the entry, about 1 KB gzip.
    modulePreload: true,
    cssCodeSplit: true,
    rolldownOptions: {
      output: {
        // Which modules share a file: chunk-groups.ts.
        codeSplitting: { groups: chunkGroups },
        // Lazy chunks are named by their hash alone: the entry names each one in its import(), and the
        // readable prefixes cost ~0.1 KB gzip there. The manifest still maps every chunk to its source.
        chunkFileNames: 'assets/[hash].js',
        // Every chunk asks V8 to compile it eagerly, off the main thread: compile-hints.ts.
        postBanner: COMPILE_HINT,
      },
    },
  },
}));
