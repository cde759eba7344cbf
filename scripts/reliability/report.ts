// Writes the figures of the last full reliability run into docs/security.md, between two markers, so the rest
// of that page (hand-written, and the authorization table printed by print-table.ts) is left as it is.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROLES } from '../../apps/server/test/security/context.js';
import { routeTable } from '../../apps/server/test/security/route-table.js';
import { repoRoot } from './common.js';
import type { CrashFigures } from './crash.js';
import type { LoadFigures } from './load.js';
import type { PgRestartFigures } from './pg-restart.js';
import type { ShutdownFigures } from './shutdown.js';

export interface Figures {
  date: string;
  machine: string;
  totalSeconds?: number;
  load?: LoadFigures[];
  crash?: CrashFigures;
  shutdown?: ShutdownFigures;
  pgRestart?: PgRestartFigures;
}

export const START = '<!-- reliability-figures:start (written by npm run test:reliability) -->';
export const END = '<!-- reliability-figures:end -->';
const docFile = path.join(repoRoot, 'docs/security.md');

const int = (n: number | undefined) => (n === undefined ? '?' : Math.round(n).toLocaleString('en-US'));

export function figuresSection(f: Figures): string {
  const rows: string[] = [
    `Last full run: ${f.date}, ${f.machine}, ${f.totalSeconds ?? '?'} s. Re-run with \`npm run test:reliability\`.`,
    '',
    '| What | Figure |',
    '| --- | --- |',
    `| Routes × roles covered (route-matrix.test.ts) | ${routeTable.length} routes × ${ROLES.length} roles = ${routeTable.length * ROLES.length} checks |`,
  ];
  const { load, crash, shutdown, pgRestart } = f;
  for (const l of load ?? []) {
    if (!l.meals || !l.likes) continue;
    const held = (name: string, r: NonNullable<LoadFigures['meals']>) =>
      `| Load (${l.database}): ${name}, ${l.connections} connections × ${l.seconds} s | ${int(r.reqPerSec)} req/s, ` +
      `${int(r.total)} requests, p99 ${r.p99.toFixed(1)} ms; ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx |`;
    rows.push(held('`GET /api/meals`', l.meals), held('like toggles (8 users × 30 meals)', l.likes));
    rows.push(
      `| Like counters after the load (${l.database}) | ${int(l.likeRows)} like rows, ${l.mismatchedMeals} meals whose count differs |`,
    );
  }
  if (crash) {
    rows.push(
      `| Crash: SIGKILL at random moments while writing (PGlite) | ${crash.survived}/${crash.cycles} cycles survived; ` +
        `${int(crash.acknowledged)} acknowledged writes, ${crash.missing} missing |`,
    );
  }
  if (shutdown) {
    rows.push(
      `| Graceful shutdown (SIGTERM) | ${shutdown.finished2xx}/${shutdown.inFlight} in-flight requests finished with 2xx; ` +
        `new connections ${shutdown.refusedNew ? 'refused' : 'ACCEPTED'}; exit ${shutdown.exitCode} after ${shutdown.exitMs} ms |`,
    );
  }
  if (pgRestart) {
    rows.push(
      pgRestart.skipped
        ? `| PostgreSQL restart under the app | skipped: ${pgRestart.skipped} |`
        : `| PostgreSQL restart under the app | ${pgRestart.down503}/${pgRestart.downAnswers} answers 503 while down ` +
            `(slowest round ${pgRestart.slowestDownMs} ms); serving again ${(pgRestart.recoveryMs / 1000).toFixed(1)} s after the restart |`,
    );
  }
  rows.push(
    '| Backup and restore round trip | PGlite and PostgreSQL: `apps/server/test/backup.test.ts` (server suite) |',
  );
  return rows.join('\n');
}

export function writeFigures(f: Figures): void {
  const doc = readFileSync(docFile, 'utf8');
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  const block = `${START}\n\n${figuresSection(f)}\n\n${END}`;
  const next =
    start >= 0 && end > start
      ? doc.slice(0, start) + block + doc.slice(end + END.length)
      : `${doc.trimEnd()}\n\n## Reliability figures\n\n${block}\n`;
  writeFileSync(docFile, next);
}
