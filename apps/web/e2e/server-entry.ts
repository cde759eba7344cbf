/**
 * The server build the e2e suite starts. E2E_SERVER_ENTRY and WEB_DIST let parallel runs use their own builds
 * (apps/server/build.mjs --outfile, vite build --outDir); the server reads WEB_DIST itself.
 */
export const SERVER_ENTRY = process.env.E2E_SERVER_ENTRY ?? 'apps/server/dist/server.js';
