// Totals the test reports written during a CI run and names every failed test, so the last lines of the run say
// what failed without scrolling back through the steps. Reads Vitest's and Playwright's JSON reports (the
// reliability script writes Vitest's field names); missing files are skipped (their step did not run).
// Prints "Failed: <where> › <test>" lines, then the closing "Tests: N passed, N failed, N skipped".
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

let passed = 0;
let failed = 0;
let skipped = 0;
const failedNames = [];

for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) continue;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (report.stats) readPlaywright(report);
  else readVitest(report, path.basename(file, '.json'));
}

function readPlaywright(report) {
  passed += report.stats.expected;
  failed += report.stats.unexpected + report.stats.flaky;
  skipped += report.stats.skipped;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const error = test.results?.find((r) => r.error)?.error?.message ?? '';
          failedNames.push(
            `e2e [${test.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}` +
              firstLine(error),
          );
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
}

function readVitest(report, label) {
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') {
        failedNames.push(
          `${label} ${path.relative(process.cwd(), file.name)} › ${test.fullName}` +
            firstLine(test.failureMessages?.[0]),
        );
      }
    }
  }
  for (const check of report.checks ?? []) {
    if (!check.ok) failedNames.push(`${label} › ${check.name}${check.detail ? ` — ${check.detail}` : ''}`);
  }
}

/** The first line of an error message, without terminal colours, as a short " — …" suffix. */
function firstLine(message) {
  const lines = stripVTControlCharacters(message ?? '').split('\n');
  const line = lines.find((l) => l.trim()) ?? '';
  return line ? ` — ${line.trim().slice(0, 200)}` : '';
}

for (const name of failedNames) console.log(`Failed: ${name}`);
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
