/**
 * Small modules (docs/web-app.md, "Layers"): no file under apps/web/src/features over 200 lines.
 * Lint says so (eslint.config.js, `max-lines` on the features); these tests show the rule failing a
 * 201-line feature file and no file of the real source over the limit.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const src = join(root, 'apps/web/src');
const MAX_LINES = 200;

/** A module of `lines` lines that lint finds nothing else wrong with. */
const moduleOf = (lines: number) =>
  Array.from({ length: lines }, (_, i) => `export const value${i} = ${i};`).join('\n') + '\n';

let eslint: ESLint | null = null;

async function sizeErrors(file: string, source: string): Promise<string[]> {
  eslint ??= new ESLint({ cwd: root });
  const [result] = await eslint.lintText(source, { filePath: join(src, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'max-lines').map((m) => m.message);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

// Loading the lint config (typescript-eslint) takes seconds on a busy machine.
describe('feature files stay under 200 lines', { timeout: 60_000 }, () => {
  it('lint fails a feature file of 201 lines, at any depth, and passes one of 200', async () => {
    expect(await sizeErrors('features/store/x.ts', moduleOf(MAX_LINES + 1))).toEqual([
      expect.stringContaining('Maximum allowed is 200'),
    ]);
    expect(await sizeErrors('features/admin/a/b/x.tsx', moduleOf(MAX_LINES + 1))).toHaveLength(1);
    expect(await sizeErrors('features/store/x.ts', moduleOf(MAX_LINES))).toEqual([]);
    // The limit is the features' own: shared ground (lib/, domain/) is not held to it.
    expect(await sizeErrors('lib/x.ts', moduleOf(MAX_LINES + 1))).toEqual([]);
  });

  it('no file of the real features is over the limit', () => {
    const over = sourceFiles(join(src, 'features'))
      .map((path) => ({
        path: relative(src, path),
        lines: readFileSync(path, 'utf8').trimEnd().split('\n').length,
      }))
      .filter((file) => file.lines > MAX_LINES);
    expect(over).toEqual([]);
  });
});
