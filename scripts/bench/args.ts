// Command-line flags of `npm run bench -- …`.

export type DbKind = 'postgres' | 'pglite';

export interface BenchArgs {
  /** Seconds of measured load per endpoint. */
  duration: number;
  /** Seconds of unmeasured load before each measurement (JIT, caches, pools). */
  warmup: number;
  /** Seconds per read in the 1,000 vs 100,000 meals scale check. */
  scaleDuration: number;
  connections: number;
  quick: boolean;
  strict: boolean;
  databases: DbKind[];
  scale: boolean;
  /** The scale check's database: PostgreSQL unless it is unreachable or --scale-db pglite. */
  scaleDb: DbKind;
  meals: number;
  build: 'auto' | 'always' | 'never';
  /** Also measure the list with `Accept-Encoding: br, gzip`, as a browser sends it (not budgeted). */
  compression: boolean;
  pgUrl: string;
  out: string | null;
  /** A server bundle to measure instead of apps/server/dist/server.js (never rebuilt). */
  server: string | null;
  /** Only these rows (endpoint keys); null: every row. */
  only: string[] | null;
}

export const USAGE = `npm run bench -- [options]
  --duration <s>        measured seconds per endpoint (default 30; --quick: 5)
  --warmup <s>          unmeasured warm-up seconds before each endpoint (default 2; --quick: 1)
  --scale-duration <s>  seconds per read in the 1k vs 100k meals check (default 10; --quick: 3)
  --connections <n>     concurrent connections (default 100)
  --quick               smoke run: short durations (figures are not budget figures)
  --strict              exit 1 when a budget fails or an endpoint is not implemented yet
  --db <list>           databases to measure: postgres,pglite (default both)
  --no-scale            skip the scale check
  --scale-db <db>       database of the scale check: postgres (default) or pglite
  --meals <n>           meals in the main data set (default 10000)
  --compression         also measure the 30-meal list with Accept-Encoding: br, gzip (informational)
  --build / --no-build  always / never rebuild apps/server/dist/server.js (default: when missing or stale)
  --server <file>       measure this server bundle instead of apps/server/dist/server.js (not rebuilt)
  --pg-url <url>        PostgreSQL server for throwaway databases (default $BENCH_PG_URL or
                        postgres://postgres@127.0.0.1:5432/postgres)
  --out <file>          report file (default docs/performance.md); --no-write to skip it
  --only <keys>         measure only these rows, by key (e.g. diet,dietuser; keys in scripts/bench/endpoints.ts);
                        the scale check measures the reads among them; writes no report unless --out is given`;

function value(args: string[], i: number, name: string): string {
  const arg = args[i]!;
  if (arg.includes('=')) return arg.slice(arg.indexOf('=') + 1);
  const next = args[i + 1];
  if (next === undefined) throw new Error(`${name} needs a value`);
  return next;
}

function positive(text: string, name: string): number {
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got "${text}"`);
  return n;
}

export function parseArgs(argv: string[]): BenchArgs | 'help' {
  const quick = argv.includes('--quick');
  const out: BenchArgs = {
    duration: quick ? 5 : 30,
    warmup: quick ? 1 : 2,
    scaleDuration: quick ? 3 : 10,
    connections: 100,
    quick,
    strict: false,
    databases: ['postgres', 'pglite'],
    scale: true,
    scaleDb: 'postgres',
    meals: 10_000,
    build: 'auto',
    compression: false,
    pgUrl: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    out: 'docs/performance.md',
    server: null,
    only: null,
  };
  let outGiven = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const name = arg.split('=')[0]!;
    const takes = !arg.includes('=');
    switch (name) {
      case '--help':
      case '-h':
        return 'help';
      case '--quick':
        break;
      case '--strict':
        out.strict = true;
        break;
      case '--no-scale':
        out.scale = false;
        break;
      case '--compression':
        out.compression = true;
        break;
      case '--build':
        out.build = 'always';
        break;
      case '--no-build':
        out.build = 'never';
        break;
      case '--no-write':
        out.out = null;
        outGiven = true;
        break;
      case '--duration':
        out.duration = positive(value(argv, i, name), name);
        if (takes) i++;
        break;
      case '--warmup':
        out.warmup = Number(value(argv, i, name));
        if (!(out.warmup >= 0)) throw new Error('--warmup must be ≥ 0');
        if (takes) i++;
        break;
      case '--scale-duration':
        out.scaleDuration = positive(value(argv, i, name), name);
        if (takes) i++;
        break;
      case '--connections':
        out.connections = Math.round(positive(value(argv, i, name), name));
        if (takes) i++;
        break;
      case '--meals':
        out.meals = Math.round(positive(value(argv, i, name), name));
        if (takes) i++;
        break;
      case '--db': {
        const list = value(argv, i, name)
          .split(',')
          .map((s) => s.trim());
        if (list.some((d) => d !== 'postgres' && d !== 'pglite'))
          throw new Error('--db takes postgres,pglite');
        out.databases = list as DbKind[];
        if (takes) i++;
        break;
      }
      case '--scale-db': {
        const db = value(argv, i, name);
        if (db !== 'postgres' && db !== 'pglite') throw new Error('--scale-db takes postgres or pglite');
        out.scaleDb = db;
        if (takes) i++;
        break;
      }
      case '--pg-url':
        out.pgUrl = value(argv, i, name);
        if (takes) i++;
        break;
      case '--server':
        out.server = value(argv, i, name);
        if (takes) i++;
        break;
      case '--out':
        out.out = value(argv, i, name);
        outGiven = true;
        if (takes) i++;
        break;
      case '--only': {
        const keys = value(argv, i, name)
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        if (keys.length === 0) throw new Error('--only takes a comma-separated list of row keys');
        out.only = keys;
        if (takes) i++;
        break;
      }
      default:
        throw new Error(`unknown option ${arg}\n\n${USAGE}`);
    }
  }
  // A report of a few rows must not replace the full one by accident.
  if (out.only && !outGiven) out.out = null;
  return out;
}
