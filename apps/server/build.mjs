/**
 * `npm run build -w apps/server`: the server's JavaScript in dist/ (main.js, cli.js,
 * printer-cli.js), so production runs plain `node` without compiling TypeScript at every start.
 * esbuild bundles our own code (the server and @warehouse/shared, which ships TypeScript); the
 * npm dependencies stay in node_modules, loaded as they are (native modules, workers, assets).
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@warehouse/'));
const outdir = join(here, 'dist');

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: ['main', 'cli', 'printer-cli'].map((name) => join(here, 'src', `${name}.ts`)),
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external,
  sourcemap: true,
  // Some bundled CommonJS code calls require(): give ES modules one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
// The label renderer's worker is loaded by its URL beside the code that starts it.
cpSync(join(here, 'src/printing/render-worker.mjs'), join(outdir, 'render-worker.mjs'));
writeFileSync(
  join(outdir, 'build.json'),
  JSON.stringify({ version: pkg.version, built_at: new Date().toISOString() }),
);
console.log(`Server built into ${outdir}`);
