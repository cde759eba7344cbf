#!/usr/bin/env node
// Lighthouse budgets on the built app: mobile preset (Lighthouse's default) with simulated throttling, the
// median of several runs per page, in Debian's Chromium. Needs the devDependencies `lighthouse` and
// `chrome-launcher`.
//
// Usage: node scripts/lighthouse.mjs [--runs N] [--json] [--server FILE] [--web-dist DIR] [--out FILE | --no-write]
// --server / LIGHTHOUSE_SERVER_ENTRY (or E2E_SERVER_ENTRY) and --web-dist / WEB_DIST audit a build made elsewhere
// (e.g. `node apps/server/build.mjs --outfile dist-x/server.js`, `vite build --outDir /tmp/x-dist`), so a run
// never touches the shared dist folders; without them it uses apps/*/dist and builds first when one is missing.
// Writes the medians, the date and the machine's load to docs/lighthouse.md (--out elsewhere, --no-write none),
// and then the Front end section of docs/performance.md (scripts/bench/front-end.ts).
// Exit code 1 when a budget is missed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { freePort, startChild, waitForHttp } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromePath = CHROMIUM_PATH;
const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(
    'Usage: node scripts/lighthouse.mjs [--runs N] [--json] [--server FILE] [--web-dist DIR] [--out FILE | --no-write]\n' +
      `Audits /, /meals and a meal's page in ${CHROMIUM_PATH}; see the top of scripts/lighthouse.mjs.`,
  );
  process.exit(0);
}
const runsIndex = args.indexOf('--runs');
const RUNS = runsIndex >= 0 ? Math.max(1, Number(args[runsIndex + 1]) || 5) : 5;
const JSON_OUTPUT = args.includes('--json');
const flag = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const SERVER_ENTRY = path.resolve(
  root,
  flag('--server') ??
    process.env.LIGHTHOUSE_SERVER_ENTRY ??
    process.env.E2E_SERVER_ENTRY ??
    'apps/server/dist/server.js',
);
const WEB_DIST = path.resolve(root, flag('--web-dist') ?? process.env.WEB_DIST ?? 'apps/web/dist');
const OUT_FILE = args.includes('--no-write')
  ? undefined
  : path.resolve(root, flag('--out') ?? 'docs/lighthouse.md');

// min: the median must be at least this; max: at most this.
const BUDGETS = [
  { key: 'performance', label: 'Performance', min: 95 },
  { key: 'accessibility', label: 'Accessibility', min: 100 },
  { key: 'best-practices', label: 'Best practices', min: 100 },
  { key: 'seo', label: 'SEO', min: 95 },
  { key: 'lcp', label: 'LCP ms', max: 2000 },
  { key: 'tbt', label: 'TBT ms', max: 100 },
  { key: 'cls', label: 'CLS', max: 0.05 },
];

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

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
  const web = path.join(WEB_DIST, 'index.html');
  if (existsSync(web) && existsSync(SERVER_ENTRY)) return;
  const custom =
    WEB_DIST !== path.join(root, 'apps/web/dist') ||
    SERVER_ENTRY !== path.join(root, 'apps/server/dist/server.js');
  // Never build into the shared dist folders when another build was asked for.
  if (custom) throw new Error(`No build at ${existsSync(web) ? SERVER_ENTRY : web}`);
  log('No build found: running npm run build');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error('npm run build failed');
}

async function startServer(port, dataDir) {
  const base = `http://127.0.0.1:${port}`;
  const server = startChild([SERVER_ENTRY], {
    cwd: root,
    env: {
      ...process.env,
      WEB_DIST,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      RATE_LIMIT: 'off',
    },
  });
  try {
    await waitForHttp(`${base}/api/health`, server, 120_000);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { base, stop: server.stop };
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
    const { categories, audits, runtimeError, environment } = result.lhr;
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
      // Lighthouse's own CPU benchmark of this machine at that moment: lower means a slower (busier) CPU, and
      // simulated throttling scales the CPU work it observed, so TBT and LCP grow as it falls.
      benchmarkIndex: environment?.benchmarkIndex ?? Number.NaN,
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

// A busy machine sometimes spoils a trace (NO_NAVSTART, NO_FCP): such a run measures nothing, so try it again.
async function auditWithRetry(tools, url, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(tools, url);
    } catch (error) {
      if (attempt >= attempts || !/^Lighthouse: /.test(error.message)) throw error;
      log(`  retrying: ${error.message.split('. ')[0]}`);
    }
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

const budgetText = (b) => (b.min !== undefined ? `>= ${b.min}` : `<= ${b.max}`);

function markdownReport({ results, ok, machine, startedAt }) {
  const cells = (row) => `| ${row.join(' | ')} |`;
  const header = ['Metric (median)', 'Budget', ...results.map((p) => `\`${p.route}\``)];
  const rows = BUDGETS.map((b, i) => [
    b.label,
    budgetText(b).replace('>=', '≥').replace('<=', '≤'),
    ...results.map((p) => `${format(b.key, p.checks[i].value)}${p.checks[i].ok ? '' : ' **(missed)**'}`),
  ]);
  const perRun = results.map(
    (p) =>
      `- \`${p.route}\`: ` +
      p.runs
        .map(
          (r) =>
            `perf ${r.performance}, LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}` +
            ` (load ${r.load.toFixed(2)}, benchmark index ${Math.round(r.benchmarkIndex)})`,
        )
        .join('; '),
  );
  const failing = results
    .filter((p) => p.failing.length > 0)
    .map((p) => `- \`${p.route}\`: ${p.failing.join(', ')}`);
  return [
    '# Lighthouse results',
    '',
    'Written by `npm run lighthouse` (scripts/lighthouse.mjs): Lighthouse mobile preset (simulated throttling) in',
    `Debian's Chromium against the built app served by our server with the demo data; median of ${RUNS} runs per page.`,
    '',
    `- Date: ${startedAt.toISOString().replace(/\.\d+Z$/, 'Z')}`,
    `- Machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGb} GB RAM, Node ${machine.node}`,
    `- Load average (1 min) before the runs: median ${machine.load.median.toFixed(2)}, ` +
      `${machine.load.min.toFixed(2)}–${machine.load.max.toFixed(2)}` +
      ' (other work on the machine inflates TBT first)',
    `- Lighthouse CPU benchmark index (median): ${Math.round(machine.benchmarkIndex)} (lower = busier CPU)`,
    `- Result: ${ok ? 'every budget met' : 'budgets missed'}`,
    '',
    cells(header),
    cells(header.map(() => '---')),
    ...rows.map(cells),
    '',
    '## Runs',
    '',
    ...perRun,
    ...(failing.length ? ['', '## Failing audits (accessibility, best practices, SEO)', '', ...failing] : []),
    '',
  ].join('\n');
}

async function main() {
  const tools = await loadLighthouse();
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath} (apt-get install -y chromium)`);
  ensureBuild();

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'messhall-lighthouse-'));
  const server = await startServer(await freePort(), dataDir);
  const pages = [];
  // Other work on the machine inflates TBT most: the 1-minute load average before each run goes in the report.
  const loads = [];
  const startedAt = new Date();
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
        const load = os.loadavg()[0];
        loads.push(load);
        log(`Lighthouse ${route} run ${i}/${RUNS} (load ${load.toFixed(2)})`);
        runs.push({ ...(await auditWithRetry(tools, server.base + urlPath)), load });
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
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model?.trim() ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    load: { min: Math.min(...loads), max: Math.max(...loads), median: median(loads) },
    benchmarkIndex: median(results.flatMap((p) => p.runs.map((r) => r.benchmarkIndex))),
  };
  if (OUT_FILE) {
    writeFileSync(OUT_FILE, markdownReport({ results, ok, machine, startedAt }));
    log(`Wrote ${path.relative(root, OUT_FILE)}`);
    // docs/performance.md shows these medians too (its Front end section): bring it up to date.
    const performanceDoc = path.join(root, 'docs/performance.md');
    if (OUT_FILE === path.join(root, 'docs/lighthouse.md') && existsSync(performanceDoc)) {
      const update = spawnSync('npx', ['tsx', 'scripts/bench/front-end.ts', '--update', performanceDoc], {
        cwd: root,
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      if (update.status === 0) log('Updated the Front end section of docs/performance.md');
    }
  }

  if (JSON_OUTPUT) {
    console.log(JSON.stringify({ runs: RUNS, ok, pages: results }, null, 2));
  } else {
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
