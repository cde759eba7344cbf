#!/usr/bin/env node
// Writes file.br (brotli, quality 11) and file.gz (gzip -9) beside every text asset of a web build, once, at build
// time. The server's static plugin sends them as they are (preCompressed), so the entry chunk goes out ~14 % smaller
// than the on-the-fly brotli at quality 4 that a per-request compressor can afford (decision 0018).
// Usage: node scripts/precompress.mjs [dist dir, default apps/web/dist]
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { walk } from './lib/files.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(process.argv[2] ?? path.join(repoRoot, 'apps/web/dist'));
const TEXT = /\.(js|css|html|svg|txt|webmanifest)$/;
// Below this a compressed copy saves less than its own framing and a disk read.
const MIN_BYTES = 1024;

let count = 0;
let raw = 0;
let br = 0;
for (const file of walk(distDir, (name) => TEXT.test(name))) {
  if (statSync(file).size < MIN_BYTES) continue;
  const content = readFileSync(file);
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
  raw += content.length;
  br += brotli.length;
}
console.log(
  `precompressed ${count} files in ${path.relative(repoRoot, distDir) || distDir}: ` +
    `${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli`,
);
