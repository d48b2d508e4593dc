/**
 * `--help` for a bench run on its own (`node --import tsx bench/<name>.bench.ts --help`): prints the
 * bench's opening comment (what it measures, its settings) and exits before anything starts. Each
 * bench imports this module first, so it runs before the bench's own imports start anything.
 */
import { readFileSync } from 'node:fs';

const file = process.argv[1] ?? '';
if (file.endsWith('.bench.ts') && (process.argv.includes('--help') || process.argv.includes('-h'))) {
  const text = readFileSync(file, 'utf8');
  const comment = /\/\*\*([\s\S]*?)\*\//.exec(text)?.[1] ?? /^(\/\/.*\n)+/.exec(text)?.[0] ?? '';
  console.log(
    comment
      .split('\n')
      .map((line) => line.replace(/^\s*(\*|\/\/) ?/, ''))
      .join('\n')
      .trim(),
  );
  process.exit(0);
}
