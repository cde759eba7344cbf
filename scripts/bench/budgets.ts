// The API budgets (docs/product/architecture-rules.md#performance-budgets) and the verdict of each measured row against them.
import type { DbKind } from './args.js';
import type { Endpoint } from './endpoints.js';
import type { LoadResult } from './load.js';
import type { SeedLargeResult } from './seed-large.js';

export const BUDGETS = {
  postgres: { minReqPerSec: 3_000, maxReadP99Ms: 30 },
  pglite: { minReqPerSec: 1_000, maxReadP99Ms: 100, maxRssMb: 300 },
  /** A student's reads (signed-in rows), the session check, and the like toggle (PostgreSQL only). */
  signedIn: {
    postgres: { minReqPerSec: 3_000, maxReadP99Ms: 30, maxCpuMsPerReq: 0.25 },
    pglite: { minReqPerSec: 1_500, maxReadP99Ms: 60 },
  },
  session: { postgres: { minReqPerSec: 5_000 }, pglite: { minReqPerSec: 1_500, maxReadP99Ms: 60 } },
  like: { postgres: { minReqPerSec: 1_500, maxReadP99Ms: 50, maxCpuMsPerReq: 0.6 } },
  /** A review's transaction, counters and notice: server CPU only (PostgreSQL). */
  review: { postgres: { maxCpuMsPerReq: 0.8 } },
  /** A skip or its undo: the member's plan and the cutoff checked, the row and the headcount's notice. */
  skip: { postgres: { maxCpuMsPerReq: 0.8 } },
  /** A pass scanned at the counter: the pass, plan and skip checked, the serving and the headcount's notice. */
  scan: { postgres: { maxCpuMsPerReq: 0.8 } },
  /** An admin screen's read over every member (the 7-day headcount of 1,000 members), at 10 connections. */
  admin: {
    postgres: { minReqPerSec: 50, maxReadP99Ms: 300 },
    pglite: { minReqPerSec: 10, maxReadP99Ms: 1_000 },
  },
  /** Admin insights over 90 days (100,000 requests, 10,000 payments), at 10 connections. */
  insights: {
    postgres: { minReqPerSec: 50, maxReadP99Ms: 200 },
    pglite: { minReqPerSec: 5, maxReadP99Ms: 2_000 },
  },
  /** A signed-in row's req/s ÷ the visitor row's of the same reads, in the same run. */
  minShareOfVisitor: 0.4,
  /** p50 at 100,000 meals ÷ p50 at 1,000 meals, per read. */
  scaleMaxRatio: 1.5,
} as const;

export type Verdict = 'PASS' | 'FAIL' | 'PENDING' | 'SKIPPED' | 'INFO';

export type Outcome =
  | { status: 'measured'; load: LoadResult }
  | { status: 'not-implemented' | 'skipped' | 'failed'; reason: string };

export interface EndpointRun {
  endpoint: Pick<Endpoint, 'key' | 'label' | 'display' | 'kind' | 'budgeted' | 'budget' | 'visitorKey'>;
  outcome: Outcome;
  verdict: Verdict;
  /** Why a row is not PASS (or what it means), one short phrase each. */
  notes: string[];
}

export interface DatabaseRun {
  kind: DbKind;
  label: string;
  seed?: SeedLargeResult & { seedSeconds: number };
  startupMs?: number;
  rssIdleMb?: number;
  rssPeakMb?: number;
  rssVerdict?: Verdict;
  endpoints: EndpointRun[];
  /** Set when the run of this database stopped early (the rows measured so far stay). */
  error?: string;
}

export interface ScaleRow {
  key: string;
  label: string;
  small?: LoadResult;
  large?: LoadResult;
  ratio?: number;
  verdict: Verdict;
  notes: string[];
}

export interface ScaleRun {
  kind: DbKind;
  label: string;
  sizes: [number, number];
  seedSeconds: number[];
  rows: ScaleRow[];
  error?: string;
}

export interface HelloRun {
  load?: LoadResult;
  error?: string;
}

interface Limits {
  minReqPerSec?: number;
  maxReadP99Ms?: number;
  /** Server CPU per answered request: hardly moved by other work on the machine, unlike req/s. */
  maxCpuMsPerReq?: number;
}

function limitsOf(kind: DbKind, endpoint: EndpointRun['endpoint']): Limits | undefined {
  if (!endpoint.budgeted) return undefined;
  switch (endpoint.budget) {
    case 'signed-in':
      return BUDGETS.signedIn[kind];
    case 'session':
      return BUDGETS.session[kind];
    case 'like':
      return kind === 'postgres' ? BUDGETS.like.postgres : {};
    case 'review':
      return kind === 'postgres' ? BUDGETS.review.postgres : {};
    case 'skip':
      return kind === 'postgres' ? BUDGETS.skip.postgres : {};
    case 'scan':
      return kind === 'postgres' ? BUDGETS.scan.postgres : {};
    case 'admin':
      return BUDGETS.admin[kind];
    case 'insights':
      return BUDGETS.insights[kind];
    default:
      return endpoint.kind === 'read' ? BUDGETS[kind] : {};
  }
}

export function budgetText(kind: DbKind, endpoint: EndpointRun['endpoint']): string {
  const limits = limitsOf(kind, endpoint);
  if (!limits) return '— (info)';
  const parts: string[] = [];
  if (limits.minReqPerSec) parts.push(`≥ ${limits.minReqPerSec.toLocaleString('en-US')}/s`);
  if (limits.maxReadP99Ms) parts.push(`p99 ≤ ${limits.maxReadP99Ms} ms`);
  if (limits.maxCpuMsPerReq) parts.push(`CPU ≤ ${limits.maxCpuMsPerReq} ms/req`);
  if (endpoint.visitorKey) parts.push(`≥ ${BUDGETS.minShareOfVisitor * 100} % of the visitor's`);
  return parts.length > 0 ? parts.join(', ') : 'no errors';
}

export function endpointVerdict(
  kind: DbKind,
  endpoint: EndpointRun['endpoint'],
  outcome: Outcome,
  visitor?: LoadResult,
) {
  const notes: string[] = [];
  if (outcome.status !== 'measured') {
    if (outcome.status === 'not-implemented')
      return { verdict: 'PENDING' as const, notes: ['not implemented yet'] };
    if (outcome.status === 'skipped') return { verdict: 'SKIPPED' as const, notes: [outcome.reason] };
    return { verdict: 'FAIL' as const, notes: [outcome.reason] };
  }
  const { load } = outcome;
  if (load.errors > 0) notes.push(`${load.errors} errors`);
  if (load.timeouts > 0) notes.push(`${load.timeouts} timeouts`);
  if (load.non2xx > 0) {
    const codes = Object.entries(load.statusCodes)
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, n]) => `${n}×${code}`);
    notes.push(`non-2xx: ${codes.join(', ') || load.non2xx}`);
  }
  const limits = limitsOf(kind, endpoint);
  if (!limits) return { verdict: 'INFO' as const, notes };
  if (limits.minReqPerSec && load.reqPerSec < limits.minReqPerSec)
    notes.push(`${Math.round(load.reqPerSec)}/s < ${limits.minReqPerSec}/s`);
  if (limits.maxReadP99Ms && !(load.p99 <= limits.maxReadP99Ms))
    notes.push(`p99 ${load.p99.toFixed(1)} ms > ${limits.maxReadP99Ms} ms`);
  const cpu = load.serverCpuMsPerReq;
  if (limits.maxCpuMsPerReq && cpu !== undefined && cpu > limits.maxCpuMsPerReq)
    notes.push(`CPU ${cpu.toFixed(2)} ms/req > ${limits.maxCpuMsPerReq} ms/req`);
  if (endpoint.visitorKey && visitor && visitor.reqPerSec > 0) {
    const share = load.reqPerSec / visitor.reqPerSec;
    const text = `${Math.round(share * 100)} % of the visitor's ${Math.round(visitor.reqPerSec)}/s`;
    notes.push(share < BUDGETS.minShareOfVisitor ? `${text} < ${BUDGETS.minShareOfVisitor * 100} %` : text);
    if (share < BUDGETS.minShareOfVisitor) return { verdict: 'FAIL' as const, notes };
  }
  const failed = notes.some((n) => /<|>|errors|timeouts|non-2xx/.test(n));
  return { verdict: failed ? ('FAIL' as const) : ('PASS' as const), notes };
}

export function rssVerdict(kind: DbKind, peakMb: number | undefined): Verdict {
  if (kind !== 'pglite') return 'INFO';
  if (peakMb === undefined || !Number.isFinite(peakMb)) return 'SKIPPED';
  return peakMb < BUDGETS.pglite.maxRssMb ? 'PASS' : 'FAIL';
}

export function scaleVerdict(ratio: number | undefined): Verdict {
  if (ratio === undefined || !Number.isFinite(ratio)) return 'SKIPPED';
  return ratio < BUDGETS.scaleMaxRatio ? 'PASS' : 'FAIL';
}
