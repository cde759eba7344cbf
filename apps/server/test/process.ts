import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Child, startChild } from '../../../scripts/lib/processes.mjs';

export { freePort, waitForHttp } from '../../../scripts/lib/processes.mjs';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts the real entry point (src/server.ts through tsx) as its own process, as `npm start` would. */
export function startServer(env: Record<string, string>): Child {
  return startChild(['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', SEED_DEMO: 'off', RATE_LIMIT: 'off', ...env },
  });
}

/** GET /api/health of a server started on `port`. */
export const healthUrl = (port: number) => `http://127.0.0.1:${port}/api/health`;
