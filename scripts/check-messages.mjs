#!/usr/bin/env node
// The web app's message catalogues are complete and current (decision 0043). Exit code 1 when:
// - `lingui extract --clean` changes a catalogue: a text was added, changed or removed in the code and the
//   catalogues were not updated (run `npm run messages` and translate what it adds);
// - a Bangla catalogue leaves a message untranslated;
// - one English text has two Bangla translations in two catalogues: the catalogues share one table at run time,
//   so whichever loads last would win on both screens.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { walk } from './lib/files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webSrc = path.join(root, 'apps/web/src');

/** A PO string's value: its quoted lines joined, escapes undone. */
const unquote = (lines) => lines.map((line) => JSON.parse(line)).join('');

/** The entries of a PO file: [msgctxt + msgid, msgstr], the header left out. */
function entries(file) {
  const result = [];
  let current = {};
  let field;
  const flush = () => {
    if (current.msgid && current.msgid.length > 0) {
      const id = unquote(current.msgid);
      if (id !== '')
        result.push([
          `${current.msgctxt ? unquote(current.msgctxt) + '\u0004' : ''}${id}`,
          unquote(current.msgstr ?? []),
        ]);
    }
    current = {};
  };
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trim();
    const start = /^(msgctxt|msgid|msgstr) (".*")$/.exec(line);
    if (start) {
      if (start[1] === 'msgctxt' || (start[1] === 'msgid' && current.msgstr)) flush();
      field = start[1];
      current[field] = [start[2]];
    } else if (line.startsWith('"') && field) current[field].push(line);
    else if (line === '') {
      flush();
      field = undefined;
    }
  }
  flush();
  return result;
}

const problems = [];

const allCatalogues = (dir) => walk(dir, (name) => name.endsWith('.po'));
const before = new Map(allCatalogues(webSrc).map((file) => [file, readFileSync(file, 'utf8')]));
execFileSync('npx', ['lingui', 'extract', '--clean', '--config', 'apps/web/lingui.config.ts'], {
  cwd: root,
  stdio: 'ignore',
});
for (const file of allCatalogues(webSrc))
  if (before.get(file) !== readFileSync(file, 'utf8'))
    problems.push(
      `${path.relative(root, file)}: was not up to date with the code; now it is (translate what was added, then commit)`,
    );

const translations = new Map();
for (const file of allCatalogues(webSrc).filter((file) => path.basename(file) === 'bn.po')) {
  const where = path.relative(root, file);
  for (const [id, bangla] of entries(file)) {
    if (bangla.trim() === '') problems.push(`${where}: no Bangla for "${id}"`);
    const seen = translations.get(id);
    if (seen && seen.bangla !== bangla && bangla.trim() !== '')
      problems.push(`${where}: "${id}" is "${bangla}" here but "${seen.bangla}" in ${seen.where}`);
    else if (!seen) translations.set(id, { bangla, where });
  }
}

if (problems.length > 0) {
  console.error(
    `Message catalogues: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`Message catalogues: ${translations.size} messages, all translated and current.`);
