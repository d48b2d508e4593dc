/**
 * The web app's import directions (docs/web-app.md, "Layers"): app → features → domain → lib →
 * messages → @warehouse/shared. Lint enforces them on resolved paths (eslint.config.js,
 * import-x/no-restricted-paths); these tests show a forbidden import of each kind failing, however it
 * is written and from whatever depth, and that the real source has no import circle.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { importCircles } from '../../../../packages/shared/test/support/import-graph';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const src = join(root, 'apps/web/src');

let eslint: ESLint | null = null;

async function lint(file: string, source: string): Promise<string[]> {
  eslint ??= new ESLint({ cwd: root });
  const [result] = await eslint.lintText(source, { filePath: join(src, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

// Loading the lint config (typescript-eslint) takes seconds on a busy machine.
describe('import directions are lint errors', { timeout: 60_000 }, () => {
  it('a feature importing another feature fails, at any depth', async () => {
    expect(
      await lint('features/store/x.ts', "export { sortPickingLists } from '../picking/rules';\n"),
    ).toEqual([expect.stringContaining('A feature never imports another feature')]);
    expect(await lint('features/store/parts/x.ts', "export { a } from '../../picking/rules';\n")).toEqual([
      expect.stringContaining('A feature never imports another feature'),
    ]);
    expect(await lint('features/store/parts/x.ts', "export { a } from '../rules';\n")).toEqual([]);
    // Checked on the resolved path: neither the spelling nor the depth lets one through.
    expect(
      await lint('features/store/x.ts', "export { sortPickingLists } from '../../features/picking/rules';\n"),
    ).toEqual([expect.stringContaining('A feature never imports another feature')]);
    expect(await lint('features/store/a/b/x.ts', "export { a } from '../../../picking/rules';\n")).toEqual([
      expect.stringContaining('A feature never imports another feature'),
    ]);
    expect(
      await lint('features/store/a/b/x.ts', "export { a } from '../../../../features/picking/rules';\n"),
    ).toEqual([expect.stringContaining('A feature never imports another feature')]);
    expect(await lint('features/store/a/b/x.ts', "export { a } from '../../rules';\n")).toEqual([]);
  });

  it('nothing imports app/', async () => {
    // Paths that resolve (the rule judges where an import lands, not how it is spelled).
    for (const [file, path] of [
      ['features/store/x.ts', '../../app/router'],
      ['domain/x.ts', '../app/router'],
      ['lib/x/y.ts', '../../app/router'],
    ])
      expect(await lint(file!, `export { routes } from '${path}';\n`)).toEqual([
        expect.stringContaining('Nothing imports app/'),
      ]);
  });

  it('domain never imports a feature; lib imports neither; messages import only @warehouse/shared', async () => {
    expect(await lint('domain/x.ts', "export { a } from '../features/picking/rules';\n")).toHaveLength(1);
    expect(await lint('lib/kit/x.ts', "export { a } from '../../domain/picks';\n")).toHaveLength(1);
    expect(await lint('lib/x.ts', "export { a } from '../features/picking/rules';\n")).toHaveLength(1);
    expect(await lint('messages/modules/x.ts', "export { a } from '../../lib/shared';\n")).toHaveLength(1);
    expect(await lint('messages/modules/x.ts', "export { messages } from '@warehouse/shared';\n")).toEqual(
      [],
    );
    expect(await lint('features/store/x.ts', "export { a } from '../../domain/picks';\n")).toEqual([]);
  });
});

describe('the web source', () => {
  it('has no import circle', () => {
    expect(importCircles(src)).toEqual([]);
  });
});
