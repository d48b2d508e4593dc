/**
 * `npm run bench`: runs every `bench/*.bench.ts` in its own process, one after
 * another (they share two cores), and prints their figures. A benchmark
 * prints; it never fails a build on timing.
 */
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(here, file)], { stdio: 'inherit' });
  if (run.status !== 0) {
    failed++;
    console.log(`${file} exited with ${run.status ?? run.signal}`);
  }
}
process.exit(failed ? 1 : 0);
