// (c) Graceful shutdown: SIGTERM while slow requests are in flight (clients still sending their bodies, as a
// phone on a slow network does). Those requests must finish with 2xx, new connections must be refused, and the
// process must exit with status 0.
import http from 'node:http';
import net from 'node:net';
import { rmSync } from 'node:fs';
import { Checks, log, sleep, startServer, tempDir } from './common.js';

export interface ShutdownFigures {
  inFlight: number;
  finished2xx: number;
  refusedNew: boolean;
  exitCode: number | null;
  exitMs: number;
}

/** A POST whose body arrives in two halves, `gapMs` apart; resolves to the status code (or 0 on failure). */
function slowPost(port: number, base: string, route: string, body: string, gapMs: number): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: route,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          origin: base,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half));
    setTimeout(() => req.end(body.slice(half)), gapMs);
  });
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function shutdownSuite(checks: Checks): Promise<ShutdownFigures> {
  const dataDir = tempDir('shutdown');
  const server = await startServer({ DATA_DIR: dataDir });
  const IN_FLIGHT = 8;
  const requests = Array.from({ length: IN_FLIGHT }, (_, i) =>
    slowPost(
      server.port,
      server.base,
      '/api/newsletter',
      JSON.stringify({ email: `shutdown-${i}@rel.messhall.test` }),
      2000,
    ),
  );
  await sleep(400); // every request has sent its headers and half its body
  log(`shutdown: SIGTERM with ${IN_FLIGHT} requests in flight`);
  const signalled = Date.now();
  server.child.child.kill('SIGTERM');
  // The listener closes once no connection has come for a second (the proxy has taken the instance out).
  await sleep(1500);
  const refusedNew = !(await canConnect(server.port));
  const statuses = await Promise.all(requests);
  const exitCode = await server.child.exited;
  const exitMs = Date.now() - signalled;
  await server.child.stop();
  rmSync(dataDir, { recursive: true, force: true });

  const finished2xx = statuses.filter((s) => s >= 200 && s < 300).length;
  checks.check(
    'shutdown: in-flight requests finish with 2xx after SIGTERM',
    finished2xx === IN_FLIGHT,
    `${finished2xx}/${IN_FLIGHT} (statuses ${[...new Set(statuses)].join(', ')})`,
  );
  checks.check(
    'shutdown: new connections are refused once SIGTERM arrived and connections stopped coming',
    refusedNew,
  );
  checks.check(
    'shutdown: the process exits with status 0',
    exitCode === 0,
    `exit ${exitCode} after ${exitMs} ms`,
  );
  return { inFlight: IN_FLIGHT, finished2xx, refusedNew, exitCode, exitMs };
}
