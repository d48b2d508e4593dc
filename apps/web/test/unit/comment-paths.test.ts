/**
 * A comment that names a file sends the next engineer there: every path quoted in a comment of the
 * source and tests (apps/*, packages/*) names a file that exists. A path is compared as a suffix of
 * the repository's files ('lib/reader/wedge.ts' is apps/web/src/lib/reader/wedge.ts), a './' or
 * '../' path from the file that quotes it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const SKIP = new Set(['node_modules', 'dist', 'data', '.git', 'coverage']);

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else out.push(relative(root, path).split('\\').join('/'));
  }
  return out;
}

const COMMENT = /\/\/.*|\/\*[\s\S]*?\*\//g;
const QUOTED_PATH = /(?<![\w./@-])((?:\.{1,2}\/)*(?:[\w.-]+\/)+[\w.-]+\.(?:tsx?|md|js|css|json))\b/g;

/** The paths quoted in the comments of `source` that name no file. */
function missingPaths(file: string, source: string, files: ReadonlySet<string>): string[] {
  const missing: string[] = [];
  for (const comment of source.match(COMMENT) ?? []) {
    for (const [, path] of comment.matchAll(QUOTED_PATH)) {
      const found = path!.startsWith('.')
        ? files.has(
            normalize(join(dirname(file), path!))
              .split('\\')
              .join('/'),
          )
        : [...files].some((f) => f === path || f.endsWith(`/${path}`));
      if (!found) missing.push(path!);
    }
  }
  return missing;
}

describe('paths quoted in comments', () => {
  const all = ['apps', 'packages', 'docs', 'bench'].flatMap((d) => walk(join(root, d)));
  const files = new Set([...all, ...['README.md', 'eslint.config.js', 'vitest.config.ts']]);

  it('a moved file is caught', () => {
    expect(missingPaths('apps/web/src/x.ts', '/** see apps/server/src/api/errors.ts */', files)).toEqual([
      'apps/server/src/api/errors.ts',
    ]);
    expect(missingPaths('apps/web/src/x.ts', '// (lib/reader/wedge.ts, docs/web-app.md)', files)).toEqual([]);
  });

  it('every path quoted in a comment exists', () => {
    const self = relative(root, fileURLToPath(import.meta.url))
      .split('\\')
      .join('/');
    const sources = all.filter(
      (f) => f !== self && /^(apps|packages)\/[^/]+\/(src|test|e2e)\/.*\.tsx?$/.test(f),
    );
    const missing = sources.flatMap((f) =>
      missingPaths(f, readFileSync(join(root, f), 'utf8'), files).map((p) => `${f}: ${p}`),
    );
    expect(missing).toEqual([]);
  });
});
