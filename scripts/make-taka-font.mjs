#!/usr/bin/env node
// Writes apps/web/src/assets/fonts/taka-{400,700}.woff2: the taka sign (৳, U+09F3) alone, cut from Noto Sans
// Bengali (SIL Open Font License 1.1, see OFL.txt there). Prices are written with it (docs/product/rules.md#prices-and-currency), and many
// devices have no font that draws it: they showed an empty box, and searching every system font for it was
// the largest part of the page's first layout (decision 0023). The files are committed (a few hundred
// bytes each); rerun this after upgrading @fontsource/noto-sans-bengali: node scripts/make-taka-font.mjs
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'apps/web/src/assets/fonts');
const require = createRequire(import.meta.url);
const fontDir = path.dirname(require.resolve('@fontsource/noto-sans-bengali/package.json'));

for (const weight of [400, 700]) {
  const source = readFileSync(path.join(fontDir, `files/noto-sans-bengali-bengali-${weight}-normal.woff2`));
  const subset = await subsetFont(source, '\u09F3', { targetFormat: 'woff2' });
  const file = path.join(outDir, `taka-${weight}.woff2`);
  writeFileSync(file, subset);
  console.log(`${path.relative(root, file)}: ${subset.length} bytes`);
}
copyFileSync(path.join(fontDir, 'LICENSE'), path.join(outDir, 'OFL.txt'));
