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

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    // scripts/check-bundle.mjs reads dist/.vite/manifest.json to enforce the per-route budgets.
    manifest: true,
    target: 'es2022',
    // Every browser we support has <link rel=modulepreload>; the polyfill would cost ~0.3 KB gzip.
    modulePreload: { polyfill: false },
    cssCodeSplit: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [initialGroup] },
      },
    },
  },
});
