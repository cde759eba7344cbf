// The bench's console table and docs/performance.md.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchArgs } from './args.js';
import { frontEndSection } from './front-end.js';
import {
  BUDGETS,
  budgetText,
  type DatabaseRun,
  type HelloRun,
  type ScaleRun,
  type Verdict,
} from './budgets.js';

export interface MachineInfo {
  cpu: string;
  cores: number;
  memoryGb: number;
  os: string;
  node: string;
  postgres: string | null;
  pglite: string;
  autocannon: string;
  /** 1-minute load average when the run started and when it ended: other work on the machine skews the figures. */
  loadAverage: { start: number; end?: number };
}

export interface BenchReport {
  date: Date;
  args: BenchArgs;
  machine: MachineInfo;
  build: string;
  hello: HelloRun;
  databases: DatabaseRun[];
  scale: ScaleRun | undefined;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

export function machineInfo(
  versions: { postgres: string | null; pglite: string },
  loadAtStart: number,
): MachineInfo {
  const cpus = os.cpus();
  let autocannon = '?';
  try {
    autocannon = JSON.parse(
      readFileSync(path.join(repoRoot, 'node_modules/autocannon/package.json'), 'utf8'),
    ).version;
  } catch {
    // unknown
  }
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown CPU',
    cores: cpus.length,
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    node: process.version,
    postgres: versions.postgres,
    pglite: versions.pglite,
    autocannon,
    loadAverage: { start: loadAtStart, end: os.loadavg()[0] },
  };
}

function loadText(m: MachineInfo): string {
  const { start, end } = m.loadAverage;
  const busy = Math.max(start, end ?? 0) > m.cores * 0.5;
  return (
    `load average ${start.toFixed(2)} at the start, ${end !== undefined ? end.toFixed(2) : '?'} at the end` +
    (busy
      ? ' — WARNING: other work was running on this machine (load above half its cores): req/s is lower and p99 ' +
        'higher than an idle machine gives, while server CPU ms/req hardly moves; the hello-world row shows how much'
      : '')
  );
}

const fmt = {
  rps: (n: number) => Math.round(n).toLocaleString('en-US'),
  ms: (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '—'),
  mb: (n: number | undefined) => (n !== undefined && Number.isFinite(n) ? `${Math.round(n)} MB` : '—'),
  ratio: (n: number | undefined) => (n !== undefined && Number.isFinite(n) ? `${n.toFixed(2)}×` : '—'),
  cpu: (n: number | undefined) => (n !== undefined && Number.isFinite(n) ? n.toFixed(2) : '—'),
};

interface Row {
  cells: string[];
  verdict?: Verdict;
}

/** Every row a budget applies to that is not a PASS, as "scope: what". */
function notPassing(report: BenchReport): string[] {
  const out: string[] = [];
  if (report.hello.error) out.push(`hello-world baseline: ${report.hello.error}`);
  for (const db of report.databases) {
    if (db.error) out.push(`${db.label}: run stopped: ${db.error}`);
    for (const e of db.endpoints) {
      if (e.verdict !== 'PASS' && e.verdict !== 'INFO')
        out.push(`${db.label}: ${e.endpoint.display}: ${e.verdict} (${e.notes.join('; ')})`);
    }
    if (db.rssVerdict === 'FAIL' || db.rssVerdict === 'SKIPPED')
      out.push(`${db.label}: RSS ${db.rssVerdict}`);
  }
  if (report.scale) {
    if (report.scale.error) out.push(`scale check: ${report.scale.error}`);
    for (const r of report.scale.rows) {
      if (r.verdict !== 'PASS')
        out.push(`scale ${r.label}: ${r.verdict}${r.notes.length ? ` (${r.notes.join('; ')})` : ''}`);
    }
  }
  return out;
}

function endpointRows(report: BenchReport): Row[] {
  const hello = report.hello.load?.reqPerSec;
  const rows: Row[] = [];
  for (const db of report.databases) {
    if (db.endpoints.length === 0) {
      const why = db.error ? `not measured: ${db.error.split('\n')[0]}` : 'not measured';
      rows.push({ cells: [db.label, why, '', '', '', '', '', '', '', 'SKIPPED'], verdict: 'SKIPPED' });
      continue;
    }
    for (const e of db.endpoints) {
      const budget = budgetText(db.kind, e.endpoint);
      if (e.outcome.status !== 'measured') {
        const what = e.outcome.status === 'not-implemented' ? 'not implemented yet' : e.outcome.status;
        const result =
          e.outcome.status === 'not-implemented' ? e.verdict : `${e.verdict} (${e.outcome.reason})`;
        rows.push({
          cells: [db.label, e.endpoint.display, what, '', '', '', '', '', budget, result],
          verdict: e.verdict,
        });
        continue;
      }
      const l = e.outcome.load;
      rows.push({
        cells: [
          db.label,
          e.endpoint.display,
          fmt.rps(l.reqPerSec),
          hello ? `${(l.reqPerSec / hello).toFixed(3)}×` : '—',
          fmt.ms(l.p50),
          fmt.ms(l.p99),
          fmt.cpu(l.serverCpuMsPerReq),
          `${l.errors}/${l.timeouts}/${l.non2xx}`,
          budget,
          e.verdict + (e.notes.length ? ` (${e.notes.join('; ')})` : ''),
        ],
        verdict: e.verdict,
      });
    }
  }
  return rows;
}

const ENDPOINT_HEADER = [
  'Database',
  'Endpoint',
  'req/s',
  '× hello',
  'p50 ms',
  'p99 ms',
  'server CPU ms/req',
  'err/t-o/non2xx',
  'Budget',
  'Result',
];

function normalise(rows: Row[], width: number): string[][] {
  return rows.map((r) => Array.from({ length: width }, (_, i) => r.cells[i] ?? ''));
}

function textTable(header: string[], rows: string[][]): string {
  // A terminal row stays readable: long reasons are cut here (the markdown report keeps them whole).
  rows = rows.map((r) => r.map((c) => (c.length > 100 ? `${c.slice(0, 99)}…` : c)));
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (c ?? '').padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

function mdTable(header: string[], rows: string[][]): string {
  const esc = (c: string) => c.replace(/\|/g, '\\|');
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(esc).join(' | ')} |`),
  ].join('\n');
}

function memoryRows(report: BenchReport): string[][] {
  return report.databases
    .filter((d) => d.rssPeakMb !== undefined)
    .map((d) => [
      d.label,
      fmt.mb(d.rssIdleMb),
      fmt.mb(d.rssPeakMb),
      d.kind === 'pglite' ? `< ${BUDGETS.pglite.maxRssMb} MB` : '— (info)',
      d.rssVerdict ?? '—',
    ]);
}

function scaleRows(scale: ScaleRun): string[][] {
  return scale.rows.map((r) => [
    r.label,
    r.small ? fmt.ms(r.small.p50) : '—',
    r.large ? fmt.ms(r.large.p50) : '—',
    r.small ? fmt.rps(r.small.reqPerSec) : '—',
    r.large ? fmt.rps(r.large.reqPerSec) : '—',
    fmt.ratio(r.ratio),
    r.verdict + (r.notes.length ? ` (${r.notes.join('; ')})` : ''),
  ]);
}

const SCALE_HEADER = [
  'Read',
  'p50 @1k ms',
  'p50 @100k ms',
  'req/s @1k',
  'req/s @100k',
  'ratio',
  `Result (< ${BUDGETS.scaleMaxRatio}×)`,
];

/** Prints the tables; returns the rows that do not pass. */
export function printReport(report: BenchReport): string[] {
  const { machine, args } = report;
  console.log(
    `\nMesshall API bench — ${report.date.toISOString()}${args.quick ? ' — QUICK RUN (smoke, not budget figures)' : ''}`,
  );
  console.log(
    `${machine.cpu} × ${machine.cores}, ${machine.memoryGb} GB, ${machine.os}, Node ${machine.node}`,
  );
  console.log(loadText(machine));
  console.log(
    `${args.connections} connections, ${args.duration} s per endpoint after ${args.warmup} s warm-up\n`,
  );
  const hello = report.hello.load;
  console.log(
    hello
      ? `Hello-world Fastify baseline: ${fmt.rps(hello.reqPerSec)} req/s, p50 ${fmt.ms(hello.p50)} ms, p99 ${fmt.ms(hello.p99)} ms, ` +
          `server CPU ${fmt.cpu(hello.serverCpuMsPerReq)} ms/req\n`
      : `Hello-world baseline failed: ${report.hello.error}\n`,
  );
  console.log(textTable(ENDPOINT_HEADER, normalise(endpointRows(report), ENDPOINT_HEADER.length)));
  const mem = memoryRows(report);
  if (mem.length > 0)
    console.log(`\n${textTable(['Database', 'RSS idle', 'RSS peak (load)', 'Budget', 'Result'], mem)}`);
  if (report.scale) {
    console.log(`\nScale check on ${report.scale.label} (${args.scaleDuration} s per read):`);
    console.log(textTable(SCALE_HEADER, scaleRows(report.scale)));
  }
  const failed = notPassing(report);
  if (failed.length > 0) console.log(`\nNot passing:\n${failed.map((f) => `  - ${f}`).join('\n')}`);
  return failed;
}

export function renderMarkdown(report: BenchReport): string {
  const { machine, args } = report;
  const hello = report.hello.load;
  const failed = notPassing(report);
  const seeded = report.databases.find((d) => d.seed)?.seed;
  const lines: string[] = [];
  lines.push('# Performance');
  lines.push('');
  lines.push(
    `Generated by \`npm run bench\` (scripts/bench/run.ts) on ${report.date.toISOString().slice(0, 16).replace('T', ' ')} UTC. ` +
      'Do not edit by hand: rerun the bench.',
  );
  if (args.quick) {
    lines.push('');
    lines.push(
      `> **Quick run** (\`--quick\`: ${args.duration} s per endpoint, ${args.scaleDuration} s per scale read). ` +
        'These are smoke figures, not the budget run: run `npm run bench` (30 s per endpoint) for those.',
    );
  }
  lines.push('');
  lines.push('## Machine');
  lines.push('');
  lines.push(
    `- CPU: ${machine.cpu}, ${machine.cores} logical cores (shared by the server, the database and autocannon)`,
  );
  lines.push(`- Memory: ${machine.memoryGb} GB`);
  lines.push(`- OS: ${machine.os}`);
  lines.push(`- During the run: ${loadText(machine)}`);
  lines.push(`- Node ${machine.node}, autocannon ${machine.autocannon}`);
  lines.push(
    `- Databases: ${machine.postgres ?? 'PostgreSQL (unreachable)'} on 127.0.0.1; ${machine.pglite} in the server process`,
  );
  lines.push(`- Server: ${report.build}; NODE_ENV=production, RATE_LIMIT=off, LOG_LEVEL=warn`);
  lines.push('');
  lines.push('## Method');
  lines.push('');
  lines.push(
    `- Data set (scripts/bench/seed-large.ts, seeded straight into a throwaway database after the migrations): ` +
      `${(seeded?.meals ?? args.meals).toLocaleString('en-US')} meals (${(seeded?.publishedMeals ?? Math.round(args.meals * 0.95)).toLocaleString('en-US')} published, ` +
      `every 20th upcoming; 4 categories evenly; prices 20–1,000; created over a year; diet tags and allergens ` +
      `read off the titles, scripts/bench/seed-diet.ts), ` +
      `${(seeded?.likes ?? 100_000).toLocaleString('en-US')} likes and ${(seeded?.reviews ?? 50_000).toLocaleString('en-US')} reviews ` +
      `over ${(seeded?.users ?? 2_000).toLocaleString('en-US')} users; counters consistent with the rows (checked), then VACUUM ANALYZE.`,
  );
  lines.push(
    `- Load: autocannon, ${args.connections} connections, pipelining 1, ${args.warmup} s unmeasured warm-up then ` +
      `${args.duration} s per endpoint, one endpoint at a time. req/s is autocannon's average; p50/p99 are exact ` +
      'percentiles of every 2xx response time.',
  );
  lines.push(
    '- The server caches the visitor answers of the public reads (decision 0016: serialized body + ETag, ' +
      'emptied on every write, 4 MB). So that the figures are not one cached URL, every read rotates over a ' +
      'realistic set of URLs: the lists over 4 categories × 4 price ranges × pages (80 URLs for pages of 6, 32 for ' +
      'pages of 30), the search over 8 words × 2 pages, the diet and allergen filters over 8 filters × 2 pages of ' +
      '30. After the first round each URL is a cache hit until the ' +
      'next write. ' +
      'The scale check runs with the cache off (`PUBLIC_CACHE_MB=0`) on both sizes.',
  );
  lines.push(
    '- `/api/meals/:id` and `/api/meals/:id/reviews` rotate over 500 published meals spread over the table; the like ' +
      'toggle rotates 10 users (signed up and signed in through `/api/auth`, `Authorization: Bearer`) over the same ' +
      '500 meals, so each request likes or unlikes and the requests in flight touch different meals.',
  );
  lines.push(
    "- Signed-in rows: each request carries one of the 10 bench users' session cookies (rotating), as a " +
      "browser sends it: the list of 6, the diet list and a meal are that reader's own answers (their `likedByMe`; kept " +
      "per reader in the public cache's second store, 4 MB, so 10 readers × 500 meals do not all fit; each " +
      "reader's likes are kept beside the shared parts), a " +
      "meal's reviews are the visitors' answer, then `GET /api/auth/get-session` and the dashboard's reads " +
      "(requested meals, my reviews, payment history, membership: the reader's own answers, kept for them until " +
      'their data changes). The bench users buy a Gold plan through the ' +
      'sandbox payment routes after signing up. Writes come last: a review submit (10 users × 500 meals, first an ' +
      'insert then edits), a skip and its undo (10 users × 15 slots from the day after tomorrow; afterwards every ' +
      "user's menu is read back and must show every slot skipped, then none), a pass scanned at the counter (an " +
      "admin, today's lunch passes of 40,000 diners, each once, lunch set to be served now; PostgreSQL only: the " +
      "diners are added just before this row so that the headcount and insights rows count the hostel's 1,000 " +
      'members, which PGlite, inside the server, cannot take while it runs), and the like toggle, after whose ' +
      "load the server is stopped and every meal's like counter is compared with its rows.",
  );
  lines.push(
    '- Budgets: visitor reads PostgreSQL ≥ 3,000 req/s and p99 ≤ 30 ms, PGlite ≥ 1,000 req/s and p99 ≤ 100 ms; ' +
      'signed-in reads PostgreSQL ≥ 3,000 req/s, p99 ≤ 30 ms and ≤ 0.25 ms of server CPU per request, PGlite ≥ 1,500 req/s and p99 ≤ 60 ms, and a ' +
      "signed-in list/meal/reviews row ≥ 40 % of the visitor row's req/s in the same run; get-session PostgreSQL " +
      "≥ 5,000 req/s (PGlite: the signed-in reads' budget); like toggle PostgreSQL ≥ 1,500 req/s, p99 ≤ 50 ms " +
      'and ≤ 0.6 ms of server CPU per request ' +
      '(PGlite: no number) with exact counters afterwards; a review, a skip and its undo and a scan ≤ 0.8 ms of server CPU per ' +
      'request on PostgreSQL (PGlite: no number), skips exact afterwards; every endpoint 0 errors, 0 timeouts, 0 non-2xx. An ' +
      'endpoint the server does not have yet is PENDING.',
  );
  lines.push("- RSS: the server process's VmRSS (/proc) every 500 ms during the loads; peak reported.");
  lines.push(
    '- "server CPU ms/req": user + system CPU time of the server process (/proc/<pid>/stat) during the measured ' +
      'seconds ÷ requests answered. Unlike req/s it hardly depends on what else the machine runs: 1,000 ÷ it is what ' +
      "one core can serve. On PostgreSQL it leaves out the database's own CPU; on PGlite the database runs inside " +
      'the server process and is included.',
  );
  lines.push('');
  lines.push('## Summary');
  lines.push('');
  lines.push(
    failed.length === 0
      ? 'Every budget passes.'
      : `Not passing:\n\n${failed.map((f) => `- ${f}`).join('\n')}`,
  );
  lines.push('');
  lines.push('## Throughput and latency');
  lines.push('');
  lines.push(
    hello
      ? `Hello-world Fastify baseline (same machine, same load): **${fmt.rps(hello.reqPerSec)} req/s**, p50 ${fmt.ms(hello.p50)} ms, ` +
          `p99 ${fmt.ms(hello.p99)} ms, ${fmt.cpu(hello.serverCpuMsPerReq)} ms of server CPU per request. ` +
          '"× hello" is each endpoint\'s throughput as a fraction of it.'
      : `Hello-world baseline failed: ${report.hello.error}`,
  );
  lines.push('');
  lines.push(mdTable(ENDPOINT_HEADER, normalise(endpointRows(report), ENDPOINT_HEADER.length)));
  lines.push('');
  for (const db of report.databases) {
    if (db.seed || db.startupMs !== undefined) {
      lines.push(
        `- ${db.label}: seeded in ${db.seed ? db.seed.seedSeconds.toFixed(1) : '?'} s; server ready in ` +
          `${db.startupMs !== undefined ? (db.startupMs / 1000).toFixed(1) : '?'} s${db.error ? `; stopped early: ${db.error.split('\n')[0]}` : ''}`,
      );
    }
  }
  lines.push('');
  lines.push('## Memory');
  lines.push('');
  const mem = memoryRows(report);
  lines.push(
    mem.length > 0
      ? mdTable(['Database', 'RSS idle', 'RSS peak (load)', 'Budget', 'Result'], mem)
      : 'Not measured.',
  );
  lines.push('');
  lines.push('## Scale');
  lines.push('');
  if (report.scale) {
    const s = report.scale;
    lines.push(
      `The same reads at ${s.sizes[0].toLocaleString('en-US')} and ${s.sizes[1].toLocaleString('en-US')} meals ` +
        `(100,000 likes and 50,000 reviews both times) on ${s.label}, with the response cache off, the same rotated ` +
        `URLs at both sizes (every page full at both), ${args.scaleDuration} s each after the warm-up; ` +
        `budget: p50 ratio < ${BUDGETS.scaleMaxRatio}×. Seeding took ${s.seedSeconds.map((x) => `${x.toFixed(1)} s`).join(' and ')}.` +
        (s.error ? ` Stopped early: ${s.error.split('\n')[0]}` : ''),
    );
    lines.push('');
    lines.push(mdTable(SCALE_HEADER, scaleRows(s)));
  } else {
    lines.push('Skipped (`--no-scale`).');
  }
  lines.push('');
  lines.push(
    'Index use of the list queries is asserted by `apps/server/test/explain.test.ts` (EXPLAIN of the SQL the meals ' +
      'service really runs, on 20,000 meals, on PGlite and on PostgreSQL): an index scan on `meals`, no sequential ' +
      'scan, and for the newest-first, price and likes orders a page read in index order rather than by sorting ' +
      'every match. Run it to see which queries pass.',
  );
  lines.push('');
  lines.push(...frontEndSection(repoRoot));
  lines.push('## How to rerun');
  lines.push('');
  lines.push('```sh');
  lines.push('npm run bench                      # full run (30 s per endpoint, about 10 minutes)');
  lines.push('npm run bench -- --quick           # smoke run (5 s per endpoint)');
  lines.push('npm run bench -- --strict          # exit 1 when a budget fails or an endpoint is missing');
  lines.push('npm run bench -- --db pglite --no-scale --duration 10');
  lines.push('npm run bench -- --only diet,dietuser --db postgres   # a few rows (no report written)');
  lines.push('npm run bench -- --help            # every option');
  lines.push(
    'npx vitest run apps/server/test/explain.test.ts   # index use (add TEST_DATABASE_URL for PostgreSQL)',
  );
  lines.push(
    'npm run lighthouse                 # the Lighthouse budgets (docs/lighthouse.md), about 3 minutes',
  );
  lines.push('npm run check:bundle               # the bundle budgets, after npm run build');
  lines.push('```');
  lines.push('');
  lines.push(
    'Needs a PostgreSQL server on 127.0.0.1:5432 (user postgres, trust auth; or `--pg-url` / `BENCH_PG_URL`) for the ' +
      'PostgreSQL rows and the scale check; without one those rows are skipped and the scale check runs on PGlite. ' +
      'Every database the bench makes is dropped / removed at the end, also on failure or Ctrl-C. ' +
      'Close other work on the machine first: autocannon, the server and the database share its cores.',
  );
  lines.push('');
  return lines.join('\n');
}

/** Sections of the page measured by hand, not by the bench: a rewrite keeps them, before the Front end. */
const KEPT_SECTIONS = ['## Home at rest\n', '## The like toggle in one call\n'];

/** The kept sections of the report already at `file`, as they stand ("" when there are none). */
function keptSections(file: string): string {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return '';
  }
  return KEPT_SECTIONS.map((heading) => {
    const start = text.indexOf(heading);
    if (start < 0) return '';
    const end = text.indexOf('\n## ', start + heading.length);
    return text.slice(start, end < 0 ? undefined : end + 1);
  }).join('');
}

export function writeReport(report: BenchReport, file: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  const page = renderMarkdown(report);
  const at = page.indexOf('## Front end\n');
  writeFileSync(file, page.slice(0, at) + keptSections(file) + page.slice(at));
  return file;
}
