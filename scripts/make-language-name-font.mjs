#!/usr/bin/env node
// Writes apps/web/src/assets/fonts/language-name.woff2: the letters of "বাংলা", the language switch's name for
// Bangla, cut from Noto Sans Bengali Bold (SIL Open Font License 1.1, see OFL.txt there) with its shaping
// rules for them. An English page shows that one word; a device without a Bangla font drew it as empty boxes,
// so the way to the other language could not be read (decision 0048). The file is committed (about a
// kilobyte); rerun this after upgrading @fontsource/noto-sans-bengali or renaming the language:
// node scripts/make-language-name-font.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/** LOCALE_NAMES.bn in packages/shared/src/constants/locales.ts. */
const BANGLA_NAME = 'বাংলা';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const fontDir = path.dirname(require.resolve('@fontsource/noto-sans-bengali/package.json'));
const source = readFileSync(path.join(fontDir, 'files/noto-sans-bengali-bengali-700-normal.woff2'));
const subset = await subsetFont(source, BANGLA_NAME, { targetFormat: 'woff2' });
const file = path.join(root, 'apps/web/src/assets/fonts/language-name.woff2');
writeFileSync(file, subset);
console.log(`${path.relative(root, file)}: ${subset.length} bytes`);
