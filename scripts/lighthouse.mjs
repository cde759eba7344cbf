#!/usr/bin/env node
// Lighthouse budgets on the built app: mobile preset (Lighthouse's default) with simulated throttling, the
// median of several runs per page, in Debian's Chromium. Needs the devDependencies `lighthouse` and
// `chrome-launcher`.
//
// Usage: node scripts/lighthouse.mjs [--runs N] [--json]
// Builds first only when a build is missing. Exit code 1 when a budget is missed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const RUNS = runsIndex >= 0 ? Math.max(1, Number(args[runsIndex + 1]) || 3) : 3;
const JSON_OUTPUT = args.includes('--json');

// min: the median must be at least this; max: at most this.
const BUDGETS = [
  { key: 'performance', label: 'Performance', min: 95 },
  { key: 'accessibility', label: 'Accessibility', min: 100 },
  { key: 'best-practices', label: 'Best practices', min: 100 },
  { key: 'seo', label: 'SEO', min: 95 },
  { key: 'lcp', label: 'LCP ms', max: 2000 },
  { key: 'tbt', label: 'TBT ms', max: 50 },
  { key: 'cls', label: 'CLS', max: 0.05 },
];

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const log = (...parts) => (JSON_OUTPUT ? console.error(...parts) : console.log(...parts));

async function loadLighthouse() {
  try {
    const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
      import('lighthouse'),
      import('chrome-launcher'),
    ]);
    return { lighthouse, chromeLauncher };
  } catch (error) {
    throw new Error(
      `lighthouse and chrome-launcher must be installed as root devDependencies (${error.message})`,
      { cause: error },
    );
  }
}

function ensureBuild() {
  const web = path.join(root, 'apps/web/dist/index.html');
  const server = path.join(root, 'apps/server/dist/server.js');
  if (existsSync(web) && existsSync(server)) return;
  log('No build found: running npm run build');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error('npm run build failed');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer(port, dataDir) {
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      RATE_LIMIT: 'off',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited (${child.exitCode}) before it was ready:\n${stderr}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return { base, stop: () => (child.kill('SIGTERM'), exited) };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`The server was not healthy within 120 s:\n${stderr}`);
}

async function pickMealId(base) {
  const response = await fetch(`${base}/api/meals`);
  if (!response.ok) throw new Error(`GET /api/meals answered ${response.status}`);
  const body = await response.json();
  const meal = body.meals?.[0];
  const id = meal?._id ?? meal?.id;
  if (!id) throw new Error('GET /api/meals returned no meal: is the database seeded?');
  return id;
}

async function audit({ lighthouse, chromeLauncher }, url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      // What failed, so a missed budget says where to look.
      failing: Object.values(categories)
        .filter((c) => c.id !== 'performance')
        .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1))
        .map((ref) => ref.id),
    };
  } finally {
    await chrome.kill();
  }
}

function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const format = (key, value) =>
  !Number.isFinite(value) ? 'n/a' : key === 'cls' ? value.toFixed(3) : String(Math.round(value));

function meets(budget, value) {
  if (!Number.isFinite(value)) return false;
  return budget.min !== undefined ? value >= budget.min : value <= budget.max;
}

async function main() {
  const tools = await loadLighthouse();
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath} (apt-get install -y chromium)`);
  ensureBuild();

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'messhall-lighthouse-'));
  const server = await startServer(await freePort(), dataDir);
  const pages = [];
  try {
    const mealId = await pickMealId(server.base);
    const routes = [
      ['/', '/'],
      ['/meals', '/meals'],
      ['/mealdetails/:id', `/mealdetails/${mealId}`],
    ];
    for (const [route, urlPath] of routes) {
      const runs = [];
      for (let i = 1; i <= RUNS; i++) {
        log(`Lighthouse ${route} run ${i}/${RUNS}`);
        runs.push(await audit(tools, server.base + urlPath));
      }
      const medians = Object.fromEntries(BUDGETS.map((b) => [b.key, median(runs.map((r) => r[b.key]))]));
      const failing = [...new Set(runs.flatMap((r) => r.failing))];
      pages.push({ route, url: urlPath, medians, runs, failing });
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const results = pages.map((page) => ({
    ...page,
    checks: BUDGETS.map((b) => ({ ...b, value: page.medians[b.key], ok: meets(b, page.medians[b.key]) })),
  }));
  const ok = results.every((page) => page.checks.every((c) => c.ok));

  if (JSON_OUTPUT) {
    console.log(JSON.stringify({ runs: RUNS, ok, pages: results }, null, 2));
  } else {
    const budgetText = (b) => (b.min !== undefined ? `>= ${b.min}` : `<= ${b.max}`);
    const header = ['Metric (median)', 'Budget', ...results.map((p) => p.route)];
    const rows = BUDGETS.map((b, i) => [
      b.label,
      budgetText(b),
      ...results.map((p) => `${format(b.key, p.checks[i].value)} ${p.checks[i].ok ? 'OK' : 'MISS'}`),
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
    console.log(`\nLighthouse, mobile, simulated throttling, median of ${RUNS} runs\n`);
    console.log([line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n'));
    for (const page of results) {
      if (page.failing.length > 0) console.log(`\n${page.route}: failing audits: ${page.failing.join(', ')}`);
    }
    console.log(ok ? '\nAll Lighthouse budgets met.' : '\nLighthouse budgets missed.');
  }
  return ok ? 0 : 1;
}

main().then(
  (code) => (process.exitCode = code),
  (error) => {
    console.error(`lighthouse: ${error.message}`);
    process.exitCode = 2;
  },
);
