#!/usr/bin/env node
// Writes the installed app's icons into apps/web/public/icons/ from the logo (apps/web/public/favicon.svg): 192
// and 512 px as the logo is (rounded tile), a 512 px maskable one (the glyph inside the central safe circle on
// a full-bleed tile, so a launcher's circle or squircle mask never cuts it) and the 180 px Apple touch icon
// (iOS rounds it itself, so full-bleed too). The PNGs are committed: they change only with the logo, and the
// web build then needs no image tooling. Rerun after changing the logo: node scripts/make-app-icons.mjs
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'apps/web/public');
const outDir = path.join(publicDir, 'icons');
const logo = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

const tile = logo.match(/<rect [^>]*fill="(#[0-9a-f]{3,8})"[^>]*\/>/i);
if (!tile) throw new Error('favicon.svg: expected its background <rect> with a fill colour');
const brand = tile[1];
const glyph = logo.replace(tile[0], '').replace(/^<svg[^>]*>|<\/svg>\s*$/g, '');

/** The glyph on a square tile without rounded corners, scaled to `scale` of the tile around its centre. */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${brand}"/>` +
  `<g transform="translate(16 16) scale(${scale}) translate(-16 -16)">${glyph}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  // The glyph spans ~21 of 32 units; at 0.75 its corners stay inside the maskable safe circle (80 % wide).
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.75) },
  { file: 'apple-touch-icon-180.png', size: 180, svg: fullBleed(0.85) },
];

mkdirSync(outDir, { recursive: true });
for (const { file, size, svg } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(outDir, file));
  console.log(`wrote apps/web/public/icons/${file}`);
}
