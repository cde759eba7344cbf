import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, healthUrl, startServer, waitForHttp } from './process.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'messhall-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('start-up (the real entry point in its own process)', () => {
  it('stops with one clear line on a bad PORT', { timeout: 90_000 }, async () => {
    const server = startServer({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/^Messhall cannot start: Invalid configuration: PORT .*$/m);
  });

  it('stops with one clear line when DATABASE_URL cannot be reached', { timeout: 90_000 }, async () => {
    const server = startServer({
      PORT: String(await freePort()),
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(
      /Messhall cannot start: cannot open the PostgreSQL at 127\.0\.0\.1:1\/none/,
    );
  });

  it(
    'refuses a second process on the same data directory, shuts down cleanly, and keeps data',
    { timeout: 240_000 },
    async () => {
      const port = await freePort();
      const first = startServer({ PORT: String(port), DATA_DIR: dataDir });
      await waitForHttp(healthUrl(port), first);
      expect(existsSync(path.join(dataDir, 'messhall.lock'))).toBe(true);
      // Drawn by a short-lived child process (db/seed/banner-child.ts), not in the server's own memory.
      expect(first.output()).toContain('Home banner images generated: 3');

      const second = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(/in use by another Messhall process \(pid \d+\)/);

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(existsSync(path.join(dataDir, 'messhall.lock'))).toBe(false);

      const again = startServer({ PORT: String(port), DATA_DIR: dataDir });
      await waitForHttp(healthUrl(port), again);
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    },
  );
});
