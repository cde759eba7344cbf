// The budgets and the verdict of each measured row against them.
import type { DbKind } from './args.js';
import type { Endpoint } from './endpoints.js';
import type { LoadResult } from './load.js';
import type { SeedLargeResult } from './seed-large.js';

export const BUDGETS = {
  postgres: { minReqPerSec: 3_000, maxReadP99Ms: 30 },
  pglite: { minReqPerSec: 1_000, maxReadP99Ms: 100, maxRssMb: 300 },
  /** p50 at 100,000 meals ÷ p50 at 1,000 meals, per read. */
  scaleMaxRatio: 1.5,
} as const;

export type Verdict = 'PASS' | 'FAIL' | 'PENDING' | 'SKIPPED' | 'INFO';

export type Outcome =
  | { status: 'measured'; load: LoadResult }
  | { status: 'not-implemented' | 'skipped' | 'failed'; reason: string };

export interface EndpointRun {
  endpoint: Pick<Endpoint, 'key' | 'label' | 'display' | 'kind' | 'budgeted'>;
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

export function budgetText(kind: DbKind, endpoint: EndpointRun['endpoint']): string {
  if (!endpoint.budgeted) return '— (info)';
  const b = BUDGETS[kind];
  if (endpoint.kind === 'read')
    return `≥ ${b.minReqPerSec.toLocaleString('en-US')}/s, p99 ≤ ${b.maxReadP99Ms} ms`;
  return 'no errors';
}

export function endpointVerdict(kind: DbKind, endpoint: EndpointRun['endpoint'], outcome: Outcome) {
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
  if (!endpoint.budgeted) return { verdict: 'INFO' as const, notes };
  if (endpoint.kind === 'read') {
    const b = BUDGETS[kind];
    if (load.reqPerSec < b.minReqPerSec) notes.push(`${Math.round(load.reqPerSec)}/s < ${b.minReqPerSec}/s`);
    if (!(load.p99 <= b.maxReadP99Ms)) notes.push(`p99 ${load.p99.toFixed(1)} ms > ${b.maxReadP99Ms} ms`);
  }
  return { verdict: notes.length === 0 ? ('PASS' as const) : ('FAIL' as const), notes };
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
