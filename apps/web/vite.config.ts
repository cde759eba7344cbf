import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

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
 * The first load is one chunk: all code the entry imports statically (`$initial`), libraries included. Left
 * to itself, rolldown moves every module that lazy chunks share with the entry (paths, the spinner, React
 * Router, …) into small common chunks, and a separate vendor chunk costs another boundary: each boundary
 * costs gzip context and import/export glue, ~0.8 KB gzip in all on Home, which the budget cannot spare.
 * The price: a deploy changes the whole entry (~97 KB gzip) for returning visitors. Library code that only
 * lazy screens use (useMutation, forms, zod, carousel, …) is left to automatic splitting, so it lands in
 * the lazy chunks and stays off the first load.
 */
const initialGroup = { name: 'index', tags: ['$initial' as const] };

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
  plugins: [react(), tailwindcss()],
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
    // No <link rel=modulepreload> list for lazy chunks: Vite would write the file names of every lazy
    // chunk's static imports into the entry (__vite__mapDeps, ~0.5 KB gzip on Home, growing with every
    // screen), and Home is at its 100 KB budget. The price, measured at 150 ms RTT and 1.6 Mbit/s: a
    // screen's shared chunks are requested only once its own chunk has been parsed, so a first visit to
    // /meals or /upcomingmeals takes ~0.4 s longer, /signup ~0.1 s. Stylesheets are still listed and awaited
    // before the screen renders (screens.css). Turn preloading back on once Home has room for it.
    modulePreload: false,
    cssCodeSplit: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [initialGroup] },
        // Lazy chunks are named by their hash alone: the entry names each one in its import(), and the
        // readable prefixes cost ~0.1 KB gzip there. The manifest still maps every chunk to its source.
        chunkFileNames: 'assets/[hash].js',
      },
    },
  },
}));
