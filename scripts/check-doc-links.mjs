#!/usr/bin/env node
// Every relative link in README.md and docs/**/*.md must reach a file, and its #anchor a heading of that file
// (GitHub's heading ids). Comments in apps/, packages/ and scripts/ that name `docs/….md#anchor` are checked
// the same way, from the repository's root. Exit code 1 lists each broken reference as file:line.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { walk } from './lib/files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(ts|tsx|mjs|js|css|sql)$/;

/** GitHub's id for a heading: formatting dropped, lowercased, punctuation removed, spaces to hyphens. */
function slug(heading) {
  const text = heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-');
}

const anchorCache = new Map();
function anchorsOf(file) {
  if (!anchorCache.has(file)) {
    const ids = new Set();
    const seen = new Map();
    let fenced = false;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
      if (!heading) continue;
      const base = slug(heading[1]);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      ids.add(count === 0 ? base : `${base}-${count}`);
    }
    anchorCache.set(file, ids);
  }
  return anchorCache.get(file);
}

/** Why `target` (relative to `fromDir`, or to `fromFile` for a bare #anchor) is broken, or null. */
function problem(target, fromFile, fromDir) {
  const [rawPath, anchor] = target.split('#');
  const pathPart = decodeURIComponent(rawPath);
  const file = pathPart ? path.resolve(fromDir, pathPart) : fromFile;
  if (!existsSync(file)) return `no such file: ${pathPart}`;
  if (anchor === undefined || anchor === '') return null;
  if (!file.endsWith('.md')) return null;
  return anchorsOf(file).has(anchor) ? null : `no heading #${anchor} in ${path.relative(root, file)}`;
}

const broken = [];

const markdown = [path.join(root, 'README.md'), ...walk(path.join(root, 'docs'), (n) => n.endsWith('.md'))];
for (const file of markdown) {
  let fenced = false;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      if (fenced) return;
      const prose = line.replace(/`[^`]*`/g, '');
      for (const [, target] of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
        const why = problem(target, file, path.dirname(file));
        if (why) broken.push(`${path.relative(root, file)}:${i + 1}: ${target} (${why})`);
      }
    });
}

const sources = ['apps', 'packages', 'scripts'].flatMap((dir) =>
  walk(path.join(root, dir), (n) => SOURCE.test(n)),
);
for (const file of sources) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      for (const [target] of line.matchAll(/\bdocs\/[\w./-]+\.md(?:#[\w-]+)?/g)) {
        const why = problem(target, file, root);
        if (why) broken.push(`${path.relative(root, file)}:${i + 1}: ${target} (${why})`);
      }
    });
}

if (broken.length > 0) {
  console.error(`Broken documentation references (${broken.length}):\n${broken.join('\n')}`);
  process.exit(1);
}
console.log(
  `Documentation references resolve (${markdown.length} Markdown files, ${sources.length} source files).`,
);
