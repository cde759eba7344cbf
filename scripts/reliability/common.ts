// What every reliability check shares: the built server as a child process, a fresh data directory, checks
// that are counted, and a log with the elapsed time.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startChild, waitForHttp, type Child } from '../lib/processes.mjs';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
/** The built server: RELIABILITY_SERVER_ENTRY (relative to the repo) or apps/server/dist/server.js. */
export const serverEntry = path.resolve(
  repoRoot,
  process.env.RELIABILITY_SERVER_ENTRY ?? 'apps/server/dist/server.js',
);

const started = Date.now();
export function log(message: string): void {
  const s = ((Date.now() - started) / 1000).toFixed(0).padStart(4);
  console.log(`[${s}s] ${message}`);
}

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

/** One suite's verdicts; a failed check does not stop the others. */
export class Checks {
  readonly list: Check[] = [];
  check(name: string, ok: boolean, detail = ''): boolean {
    this.list.push({ name, ok, detail });
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
    return ok;
  }

  get failed(): Check[] {
    return this.list.filter((c) => !c.ok);
  }

  /** One line per check, for the run's summary. */
  print(): void {
    for (const c of this.list)
      console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name}${c.detail ? ` — ${c.detail}` : ''}`);
  }

  /**
   * Writes the checks to `file` (when set) under Vitest's JSON field names, so a CI script that totals test
   * reports counts these checks too; `extra` adds fields of the run's own.
   */
  writeReport(file: string | undefined, extra: Record<string, unknown> = {}): void {
    if (!file) return;
    const report = {
      numPassedTests: this.list.length - this.failed.length,
      numFailedTests: this.failed.length,
      numPendingTests: 0,
      numTodoTests: 0,
      checks: this.list,
      ...extra,
    };
    writeFileSync(file, JSON.stringify(report, null, 2));
  }
}

export function tempDir(label: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `messhall-rel-${label}-`));
}

export interface Server {
  child: Child;
  base: string;
  port: number;
}

/** Starts the built server (or another bundle) in production mode and waits until /api/health answers 200. */
export async function startServer(
  env: Record<string, string>,
  port?: number,
  entry = serverEntry,
): Promise<Server> {
  const chosen = port ?? (await freePort());
  const base = `http://127.0.0.1:${chosen}`;
  const child = startChild([entry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'production',
      PORT: String(chosen),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      RATE_LIMIT: 'off',
      SEED_DEMO: 'off',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'rel-admin@rel.messhall.test',
      ADMIN_PASSWORD: 'Rel-Admin#2026',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      ...env,
    },
  });
  await waitForHttp(`${base}/api/health`, child);
  return { child, base, port: chosen };
}

/** A JSON request as the web app sends it (same-origin, so the Origin check passes). */
export async function send(
  base: string,
  method: string,
  route: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: {
      origin: base,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, json };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Published meal ids, as a visitor sees them. */
export async function publishedMealIds(base: string, limit = 30): Promise<string[]> {
  const { status, json } = await send(base, 'GET', `/api/meals?limit=${limit}`);
  if (status !== 200) throw new Error(`GET /api/meals answered ${status}`);
  return (json as { meals: { _id: string }[] }).meals.map((m) => m._id);
}
