// Bundles the server into dist/server.js. Our own workspace code (src, @messhall/shared, which ships as
// TypeScript source) is bundled; every npm dependency stays external and loads from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {});

// `--outfile dist-x/server.js` builds a second copy beside dist/ (parallel e2e runs); it must stay inside
// apps/server so the bundle finds node_modules and the migrations.
const outfileArg = process.argv.indexOf('--outfile');
const outfile = outfileArg > 0 ? process.argv[outfileArg + 1] : 'dist/server.js';

await build({
  entryPoints: ['src/server.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
console.log(`server bundled into apps/server/${outfile}`);
