import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What no script looks into: installs, builds, local data and test output. */
const SKIP_DIRS = new Set(['node_modules', 'dist', 'data', '.git', 'test-results', 'playwright-report']);

/** Every file under `dir` whose name `keep` accepts, depth first. */
export function walk(dir, keep, out = []) {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name)) continue;
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file, keep, out);
    else if (keep(name)) out.push(file);
  }
  return out;
}
