import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { LIGHT_THEME, THEME_COLORS } from '../../packages/shared/src/constants/themes';
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

/**
 * The installable app (decision 0042): the web app manifest and the service worker built from sw/sw.ts, with
 * the build's files precached. The page registers the worker itself, once idle (src/pwa/register.ts), and
 * asks before an update takes over ('prompt').
 */
const installableApp = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    manifest: {
      id: '/',
      name: 'Messhall',
      short_name: 'Messhall',
      description: "The hostel's meals: the week's menu, your meal pass, requests and reviews.",
      // The manifest's language is that of its own texts (name, description), which are English; the brand name
      // reads the same in Bangla, and the app picks its language inside (docs/decisions/0051).
      lang: 'en',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      // The light theme's page colour, as the page's own theme-color meta says: no flash on opening.
      background_color: THEME_COLORS[LIGHT_THEME],
      theme_color: THEME_COLORS[LIGHT_THEME],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // Every file the app can load: screens opened offline need their chunks, and an update swaps them all.
      // The popup page of Google sign-in is online-only.
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      globIgnores: ['auth-popup-done.*', 'sw.js'],
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    },
  });

/**
 * The server's render of the landing screens (src/entry-server.tsx, decision 0071), built with `--ssr` into
 * dist-server/: one file set the server imports at run time, with its dependencies inside (React above all
 * must be the one copy the app's own modules use), and none of the browser build's extras.
 */
const serverRender = {
  ssr: { noExternal: true, target: 'node' },
  build: { target: 'node20', manifest: false, emptyOutDir: true, copyPublicDir: false },
} as const;

const browserBuild = {
  build: {
    // scripts/check-bundle.mjs reads dist/.vite/manifest.json to enforce the per-route budgets.
    manifest: true,
    target: 'es2022',
    // Vite's module preload: when a lazy screen loads, its own chunk and every chunk it imports statically are
    // requested together instead of one level at a time (the LCP picture of a landing screen waits on them).
    // It writes the chunk map into the entry, about 1 KB gzip. Every browser we serve preloads modules itself
    // (Safari since 17); an older one just fetches a chunk's imports when it runs, so no polyfill ships.
    modulePreload: { polyfill: false },
    cssCodeSplit: true,
    rolldownOptions: {
      output: {
        // Which modules share a file: chunk-groups.ts.
        codeSplitting: { groups: chunkGroups },
        // Lazy chunks are named by a 7-character hash alone: the entry names each one in its import() and its
        // preload map, where readable prefixes or longer hashes are bytes of every first load. Seven is the
        // shortest rolldown allows under 4,096 chunks. The manifest still maps every chunk to its source.
        chunkFileNames: 'assets/[hash:7].js',
        // Every chunk asks V8 to compile it eagerly, off the main thread: compile-hints.ts.
        postBanner: COMPILE_HINT,
      },
    },
  },
} as const;

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    ...linguiPlugins({ failOnMissing: command === 'build' }),
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [compileHintFirst(), buildReport(), installableApp()]),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? reactRouterProductionBuild() : []),
    ],
  },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  ...(isSsrBuild ? serverRender : browserBuild),
}));
