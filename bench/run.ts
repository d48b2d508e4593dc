/**
 * `npm run bench`: runs every `bench/*.bench.ts` in its own process, one after
 * another (they share two cores), and prints their figures. A benchmark
 * prints; it never fails a build on timing. `--help` (alone, or after names)
 * prints what each bench measures and its settings, and runs nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const help = args.some((a) => a === '--help' || a === '-h');
const only = args.filter((a) => !a.startsWith('-'));
const unknown = args.filter((a) => a.startsWith('-') && a !== '--help' && a !== '-h');
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

/** A bench's opening comment: what it measures, its goals and its environment settings. */
function description(file: string): string {
  const text = readFileSync(join(here, file), 'utf8');
  const comment = /\/\*\*([\s\S]*?)\*\//.exec(text)?.[1] ?? /^(\/\/.*\n)+/.exec(text)?.[0] ?? '';
  return comment
    .split('\n')
    .map((line) => line.replace(/^\s*(\*|\/\/) ?/, '  '))
    .join('\n')
    .trim();
}

if (help || unknown.length || files.length === 0) {
  if (unknown.length) console.log(`Unknown option: ${unknown.join(' ')}\n`);
  if (!help && files.length === 0) console.log(`No bench matches: ${only.join(' ')}\n`);
  console.log(
    'Usage: npm run bench -- [name ...] [--help]\n\n' +
      'Runs every bench (or those whose file name contains a name), one after another.\n' +
      'Settings are environment variables, named in each bench below.\n',
  );
  for (const file of help && files.length
    ? files
    : readdirSync(here)
        .filter((f) => f.endsWith('.bench.ts'))
        .sort())
    console.log(`${file.replace('.bench.ts', '')}\n  ${description(file)}\n`);
  process.exit(help ? 0 : 2);
}

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
