// The front-end budgets for docs/performance.md, so that one page shows every budget: the bundle
// sizes measured now from the build (scripts/check-bundle.mjs), and the Lighthouse medians as the last
// `npm run lighthouse` wrote them (docs/lighthouse.md, with its own date: a Lighthouse run takes its own quiet
// minutes and is not repeated here). The axe check has no figure: the end-to-end suite fails on a violation.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface BundleRow {
  name: string;
  kind: 'js' | 'css';
  gzip: number;
  budget: number;
  ok: boolean;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function bundleLines(repoRoot: string): string[] {
  const run = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/check-bundle.mjs'), '--json'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  let rows: BundleRow[];
  try {
    rows = (JSON.parse(run.stdout) as { rows: BundleRow[] }).rows;
  } catch {
    return [
      `No bundle figures: \`npm run check:bundle\` gave no report (${run.stderr.trim().split('\n')[0] ?? ''}).`,
    ];
  }
  const home = rows.find((row) => row.kind === 'js' && row.name.startsWith('Home'));
  const css = rows.find((row) => row.kind === 'css' && row.name.startsWith('Home'));
  const others = rows.filter((row) => row.kind === 'js' && row !== home && !row.name.startsWith('Entry'));
  const largest = others.reduce<BundleRow | undefined>((a, b) => (a && a.gzip >= b.gzip ? a : b), undefined);
  const failing = rows.filter((row) => !row.ok);
  const shown: Array<[string, BundleRow | undefined]> = [
    ['Home JavaScript (entry and its static imports)', home],
    ['Home CSS', css],
    [`Largest other route (${largest?.name ?? '—'})`, largest],
  ];
  return [
    `Measured now from apps/web/dist by \`npm run check:bundle\` (gzip; .ci/run fails on any miss): ` +
      `${rows.length} budgets, ${failing.length === 0 ? 'all met' : `${failing.length} missed: ${failing.map((r) => r.name).join('; ')}`}.`,
    '',
    '| First load | gzip | Budget | Result |',
    '| --- | --- | --- | --- |',
    ...shown.flatMap(([label, row]) =>
      row ? [`| ${label} | ${kb(row.gzip)} | ≤ ${kb(row.budget)} | ${row.ok ? 'PASS' : 'FAIL'} |`] : [],
    ),
  ];
}

function lighthouseLines(repoRoot: string): string[] {
  const file = path.join(repoRoot, 'docs/lighthouse.md');
  if (!existsSync(file)) return ['No Lighthouse figures yet: run `npm run lighthouse`.'];
  const lines = readFileSync(file, 'utf8').split('\n');
  const date = lines.find((l) => l.startsWith('- Date:'))?.slice('- Date: '.length) ?? 'unknown date';
  const verdict = lines.find((l) => l.startsWith('- Result:'))?.slice('- Result: '.length) ?? '';
  const benchmark = lines.find((l) => l.startsWith('- Lighthouse CPU benchmark index'))?.slice(2) ?? '';
  const runs = /median of (\d+) runs/.exec(lines.slice(0, 5).join(' '))?.[1] ?? '?';
  const start = lines.findIndex((l) => l.startsWith('| Metric'));
  const table = [];
  for (let i = start; i >= 0 && i < lines.length && lines[i]?.startsWith('|'); i++)
    table.push(lines[i] ?? '');
  return [
    `From docs/lighthouse.md, written by \`npm run lighthouse\` on ${date} (mobile preset, simulated throttling, ` +
      `median of ${runs} runs per page${benchmark ? `; ${benchmark}` : ''}): ${verdict || 'see that file'}.`,
    '',
    ...table,
  ];
}

/** The "Front end" section of docs/performance.md. */
export function frontEndSection(repoRoot: string): string[] {
  return [
    '## Front end',
    '',
    '### Bundle',
    '',
    ...bundleLines(repoRoot),
    '',
    '### Lighthouse',
    '',
    ...lighthouseLines(repoRoot),
    '',
    '### Accessibility (axe-core)',
    '',
    'Zero violations on every screen of docs/product/screens-and-routes.md (visitor, user and admin screens, dialogs open): checked by the ' +
      'end-to-end suite (`npm run test:e2e`, in .ci/run), which fails on any violation.',
    '',
  ];
}

/**
 * `tsx scripts/bench/front-end.ts --update <file>`: replaces the Front end section of an existing
 * docs/performance.md with today's figures. `npm run lighthouse` runs it after writing docs/lighthouse.md, so the
 * page does not wait for the next bench run to show new Lighthouse medians.
 */
function updateSection(file: string, repoRoot: string): void {
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf('## Front end\n');
  const end = text.indexOf('## How to rerun\n');
  if (start < 0 || end < start)
    throw new Error(`${file} has no "## Front end" section before "## How to rerun"`);
  writeFileSync(file, text.slice(0, start) + frontEndSection(repoRoot).join('\n') + '\n' + text.slice(end));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--update');
  if (at < 0 || !process.argv[at + 1])
    throw new Error('usage: tsx scripts/bench/front-end.ts --update <file>');
  updateSection(
    path.resolve(process.argv[at + 1] ?? ''),
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'),
  );
}
