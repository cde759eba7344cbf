// `npm run test:reliability`: the reliability checks against the BUILT server
// (apps/server/dist/server.js, built here when missing; RELIABILITY_SERVER_ENTRY picks another bundle):
//   (a) load    autocannon, 50 connections × RELIABILITY_SECONDS (default 30) on GET /api/meals and like toggles,
//               on PGlite and on PostgreSQL (a throwaway cluster, when the server binaries are installed)
//   (b) crash   RELIABILITY_CRASH_CYCLES (default 20) SIGKILLs of a writing server on PGlite
//   (c) shutdown SIGTERM with requests in flight
//   (d) pg-restart PostgreSQL stopped and started under the running app (a throwaway cluster)
// (e) backup/restore round trips are in the server test suite (apps/server/test/backup.test.ts).
// RELIABILITY_ONLY=load,crash runs a subset; RELIABILITY_JSON=<file> also writes the results as JSON.
// Prints a summary, writes the figures into docs/security.md (RELIABILITY_WRITE_DOCS=off to skip) and exits
// non-zero when a check failed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stopAllChildren } from '../lib/processes.mjs';
import { Checks, log, repoRoot, serverEntry } from './common.js';
import { crashSuite } from './crash.js';
import { loadSuite, pgliteTarget, postgresTarget } from './load.js';
import { Cluster, pgBin } from './pg-cluster.js';
import { pgRestartSuite } from './pg-restart.js';
import { writeFigures, type Figures } from './report.js';
import { shutdownSuite } from './shutdown.js';

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} must be a whole number of at least 1 (got "${raw}")`);
    process.exit(2);
  }
  return value;
}

const seconds = positive('RELIABILITY_SECONDS', 30);
const cycles = positive('RELIABILITY_CRASH_CYCLES', 20);
const only = new Set((process.env.RELIABILITY_ONLY ?? 'load,crash,shutdown,pg-restart').split(','));

if (!existsSync(serverEntry)) {
  log(`${path.relative(repoRoot, serverEntry)} is missing: building the server`);
  const outfile = path.relative(path.join(repoRoot, 'apps/server'), serverEntry);
  const built = spawnSync(process.execPath, ['build.mjs', '--outfile', outfile], {
    cwd: path.join(repoRoot, 'apps/server'),
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(1);
}

const checks = new Checks();
const figures: Figures = {
  date: new Date().toISOString().slice(0, 10),
  machine: `${os.cpus().length} cores, node ${process.version}`,
};
const started = Date.now();

async function phase(name: string, run: () => Promise<void>) {
  if (!only.has(name)) return;
  log(`---- ${name}`);
  try {
    await run();
  } catch (error) {
    await stopAllChildren();
    checks.check(
      `${name}: ran to the end`,
      false,
      error instanceof Error ? (error.stack ?? error.message) : String(error),
    );
  }
}

process.on('SIGINT', () => {
  void stopAllChildren().then(() => process.exit(130));
});

await phase('load', async () => {
  figures.load = [await loadSuite(checks, pgliteTarget(), seconds)];
  // On PostgreSQL the like transactions really run in parallel: the counters are put to the harder test there.
  const bin = pgBin();
  if (!bin) {
    console.log('  skip load on PostgreSQL: no PostgreSQL server binaries (PG_BIN)');
    return;
  }
  const cluster = await Cluster.create(bin);
  try {
    cluster.start();
    figures.load.push(await loadSuite(checks, postgresTarget(cluster.url()), seconds));
  } finally {
    cluster.dispose();
  }
});
await phase('crash', async () => {
  figures.crash = await crashSuite(checks, cycles);
});
await phase('shutdown', async () => {
  figures.shutdown = await shutdownSuite(checks);
});
await phase('pg-restart', async () => {
  figures.pgRestart = await pgRestartSuite(checks);
});
await stopAllChildren();

const failed = checks.failed;
figures.totalSeconds = Math.round((Date.now() - started) / 1000);
console.log('\n==== Reliability summary');
checks.print();
console.log(`took ${figures.totalSeconds} s`);
if (process.env.RELIABILITY_WRITE_DOCS !== 'off' && failed.length === 0 && only.size === 4) {
  writeFigures(figures);
  log('figures written to docs/security.md');
}
checks.writeReport(process.env.RELIABILITY_JSON, { figures });
console.log(`Reliability: ${checks.list.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 ? 0 : 1);
