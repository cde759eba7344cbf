#!/usr/bin/env node
// First-load bundle budgets, measured on the real build (apps/web/dist/.vite/manifest.json).
//
// "First load" of a page = the JavaScript the browser must fetch before it can render it: the entry chunk and
// its transitive static imports, plus, for a lazily loaded route, that route's chunk and its static imports.
// Sizes are gzip level 9 of each file, summed (what a compressing server sends, give or take headers).
//
// Budgets: BUDGETS below (Home and the entry, Home in Bangla, every other route, the chart screens).
//
// Usage: node scripts/check-bundle.mjs [--json] [--dist <dir>]
//   --json   print the measurements as JSON (for docs and dashboards) instead of the table
//   --dist   a build other than apps/web/dist
// Exit code 1 when any budget is over, 2 when the build or its manifest is missing.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;

export const BUDGETS = {
  /** Home with React Router's data router, which the server render's hydration needs (docs/decisions/0072-first-load-budgets-with-the-data-router.md). */
  homeJs: 126.5 * KB,
  /** Home in Bangla: Home's code and Bangla's first messages, which the page preloads. */
  homeBanglaJs: 141 * KB,
  homeCss: 15 * KB,
  routeJs: 183 * KB,
  /** The screens of CHART_SCREENS: a chart library on top of a screen (docs/decisions/0041-insights-charts.md). */
  chartRouteJs: 250 * KB,
};

/** Route screens held to the chart budget instead of the route budget, as labelled below (src/ left off). */
const CHART_SCREENS = new Set(['app/routes/admin/insights.tsx']);

/** React renders the app: react-dom's client must be in the entry, and no Preact anywhere. */
const REACT_DOM = /(^|\/)node_modules\/react-dom\//;
const PREACT = /(^|\/)node_modules\/(preact|@preact\/[^/]+)\//;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_DIST = path.join(repoRoot, 'apps/web/dist');

/** Reads the Vite manifest of a build. Throws with a readable message when there is none. */
export function readManifest(distDir = DEFAULT_DIST) {
  const file = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(file)) {
    throw new Error(
      `No Vite manifest at ${file}. Run "npm run build" first (vite build with build.manifest).`,
    );
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The build's own report (apps/web/build-report.ts): the source modules of each chunk, and the screens the
 * shared route table names, as manifest keys.
 */
export function readBuildReport(distDir = DEFAULT_DIST) {
  const file = path.join(distDir, '.vite/build-report.json');
  if (!existsSync(file)) throw new Error(`No build report at ${file}. Run "npm run build" first.`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * What the build must hold besides fitting its budgets, as { name, ok, detail } rows: react-dom in the entry,
 * no Preact in any chunk, every screen of the route table in the manifest.
 */
function buildChecks(manifest, report, entryFiles) {
  const entryModules = [...entryFiles].flatMap((file) => report.chunks[file] ?? []);
  const preact = Object.entries(report.chunks).flatMap(([file, modules]) =>
    modules.filter((id) => PREACT.test(id)).map((id) => `${file}: ${id}`),
  );
  const missingScreens = report.screens.filter((screen) => !manifest[screen]);
  return [
    {
      name: 'react-dom renders the app (its code is in the entry)',
      ok: entryModules.some((id) => REACT_DOM.test(id)),
      detail: 'no node_modules/react-dom module in the entry chunk',
    },
    { name: 'no Preact in any chunk', ok: preact.length === 0, detail: preact.slice(0, 5).join(', ') },
    {
      name: 'every screen of the route table is in the build',
      ok: missingScreens.length === 0,
      detail: `missing: ${missingScreens.join(', ')}`,
    },
  ];
}

/** Keys of the chunk and everything it imports statically, transitively (dynamic imports excluded). */
function staticClosure(manifest, key, into = new Set()) {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Manifest entry "${key}" is referenced but missing`);
  into.add(key);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

function findEntry(manifest) {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const html = entries.find(([key]) => key === 'index.html' || key.endsWith('/index.html'));
  const picked = html ?? entries[0];
  if (!picked) throw new Error('The manifest has no entry chunk');
  return picked[0];
}

/** A short, stable label for a chunk: its source path without the src/ prefix, else its output file. */
function labelOf(manifest, key) {
  const chunk = manifest[key];
  const source = chunk.src ?? key;
  return source.replace(/^(apps\/web\/)?src\//, '').replace(/^_/, '');
}

/**
 * Measures a build against the budgets. Returns plain data: one row per budgeted quantity.
 * Each row: { name, kind: 'js'|'css', files, raw, gzip, budget, ok }.
 */
export function analyzeBundle(distDir = DEFAULT_DIST, budgets = BUDGETS) {
  const manifest = readManifest(distDir);
  const sizeCache = new Map();
  const sizeOf = (file) => {
    let size = sizeCache.get(file);
    if (!size) {
      const bytes = readFileSync(path.join(distDir, file));
      size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      sizeCache.set(file, size);
    }
    return size;
  };
  const measure = (files) => {
    let raw = 0;
    let gzip = 0;
    for (const file of files) {
      const size = sizeOf(file);
      raw += size.raw;
      gzip += size.gzip;
    }
    return { files: [...files], raw, gzip };
  };
  const jsFiles = (keys) =>
    new Set([...keys].map((key) => manifest[key].file).filter((f) => /\.m?js$/.test(f)));
  const cssFiles = (keys) => new Set([...keys].flatMap((key) => manifest[key].css ?? []));
  const row = (name, kind, files, budget) => {
    const size = measure(files);
    return { name, kind, ...size, budget, ok: size.gzip <= budget };
  };

  const report = readBuildReport(distDir);
  const homeScreen = report.homeScreen;
  const entryKey = findEntry(manifest);
  const entrySet = staticClosure(manifest, entryKey);
  const rows = [row('Entry JS (part of every first load)', 'js', jsFiles(entrySet), budgets.homeJs)];

  // Every chunk reachable through dynamic imports, breadth first so each is measured on its shortest path.
  // A lazy chunk's first load is everything already loaded on the way to it plus its own static closure.
  // The Home route's chunk (app/routes/home.tsx) is held to the Home budget, the others to the route budget.
  const queue = [...entrySet].flatMap((key) =>
    (manifest[key].dynamicImports ?? []).map((d) => [d, entrySet]),
  );
  const seen = new Set(entrySet);
  let homeSet = null;
  const lazyRows = [];
  while (queue.length > 0) {
    const [key, loaded] = queue.shift();
    if (seen.has(key)) continue;
    seen.add(key);
    const own = staticClosure(manifest, key);
    const firstLoad = new Set([...loaded, ...own]);
    const label = labelOf(manifest, key);
    if (!homeSet && loaded === entrySet && key === homeScreen) {
      homeSet = firstLoad;
      rows.push(row(`Home (/): entry + ${label} (first load)`, 'js', jsFiles(firstLoad), budgets.homeJs));
    } else {
      const budget = CHART_SCREENS.has(label) ? budgets.chartRouteJs : budgets.routeJs;
      lazyRows.push(row(`Lazy: ${label} (first load)`, 'js', jsFiles(firstLoad), budget));
    }
    for (const ownKey of own) {
      for (const next of manifest[ownKey].dynamicImports ?? []) {
        if (!seen.has(next)) queue.push([next, firstLoad]);
      }
    }
  }
  const banglaMessages = 'src/locales/first-bn.ts';
  if (homeSet && manifest[banglaMessages]) {
    const inBangla = new Set([...homeSet, ...staticClosure(manifest, banglaMessages)]);
    rows.push(row('Home (/) in Bangla: + first messages', 'js', jsFiles(inBangla), budgets.homeBanglaJs));
  }
  rows.push(
    row('Home (/): CSS (first load)', 'css', cssFiles(homeSet ?? entrySet), budgets.homeCss),
    ...lazyRows,
  );

  const checks = buildChecks(manifest, report, jsFiles(entrySet));
  return {
    distDir,
    entry: entryKey,
    homeRouteFound: homeSet !== null,
    ok: rows.every((r) => r.ok) && checks.every((c) => c.ok),
    rows,
    checks,
  };
}

function formatTable(result) {
  const kb = (bytes) => (bytes / KB).toFixed(1);
  const header = ['Name', 'Raw KB', 'Gzip KB', 'Budget KB', 'Status'];
  const lines = result.rows.map((r) => [r.name, kb(r.raw), kb(r.gzip), kb(r.budget), r.ok ? 'OK' : 'OVER']);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [fmt(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(fmt)].join('\n');
}

function main(argv) {
  const json = argv.includes('--json');
  const distIndex = argv.indexOf('--dist');
  const distDir = distIndex >= 0 ? path.resolve(argv[distIndex + 1] ?? '') : DEFAULT_DIST;
  let result;
  try {
    result = analyzeBundle(distDir);
  } catch (error) {
    console.error(`check-bundle: ${error.message}`);
    return 2;
  }
  if (json) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    console.log(`Bundle budgets (gzip -9), build ${path.relative(process.cwd(), distDir) || '.'}\n`);
    console.log(formatTable(result));
    if (!result.homeRouteFound)
      console.log('\n(no lazy app/routes/home chunk: Home is measured as the entry alone)');
    console.log('');
    for (const check of result.checks)
      console.log(`${check.ok ? 'OK  ' : 'FAIL'}  ${check.name}${check.ok ? '' : ` — ${check.detail}`}`);
    const over = [...result.rows, ...result.checks].filter((r) => !r.ok);
    console.log(
      over.length === 0
        ? `\nAll ${result.rows.length} budgets met.`
        : `\n${over.length} of ${result.rows.length} budgets over: ${over.map((r) => r.name).join('; ')}`,
    );
  }
  return result.ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2));
}
