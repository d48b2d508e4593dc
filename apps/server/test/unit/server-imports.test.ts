import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The server's import directions are lint errors (apps/server/eslint.imports.js). Each case lints a
 * file placed inside the real source tree, so imports resolve against the real modules.
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));

describe('server import directions (eslint)', { timeout: 120_000 }, () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  async function rulesHit(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: `${root}apps/server/src/${file}` });
    return result!.messages.map((m) => m.ruleId ?? m.message);
  }

  it('db/ may not import the search layer, models or actions above it', async () => {
    expect(
      await rulesHit('db/connection-x.ts', "export { parseSearch } from '../api/search/parse';\n"),
    ).toContain('no-restricted-imports');
    expect(
      await rulesHit('db/migrations/009_x.ts', "export { picks } from '../../models/picks';\n"),
    ).toContain('no-restricted-imports');
  });

  it('models and printing may not import actions, nor api/ beyond its errors', async () => {
    expect(
      await rulesHit(
        'models/printers-x.ts',
        "export { printSingleBarcode } from '../actions/print-single-barcode';\n",
      ),
    ).toContain('no-restricted-imports');
    expect(await rulesHit('printing/x.ts', "export { createRecords } from '../api/records';\n")).toContain(
      'no-restricted-imports',
    );
    expect(await rulesHit('printing/x.ts', "export { notFound } from '../api/errors';\n")).toEqual([]);
  });

  it('an action may not import the list of actions, only ./types', async () => {
    expect(await rulesHit('actions/x.ts', "export { findAction } from './index';\n")).toContain(
      'no-restricted-imports',
    );
    expect(await rulesHit('actions/x.ts', "export type { CustomAction } from './types';\n")).toEqual([]);
  });

  it('two modules importing each other fail (import-x/no-cycle)', async () => {
    // project-rows.ts imports derived.ts; a derived.ts importing project-rows.ts closes a circle.
    expect(
      await rulesHit(
        'models/derived.ts',
        "import { projectRows } from './project-rows';\nexport const x = projectRows;\n",
      ),
    ).toContain('import-x/no-cycle');
  });

  it('the real sources pass', async () => {
    const results = await eslint.lintFiles(['apps/server/src/**/*.ts']);
    const problems = results.flatMap((r) => r.messages.map((m) => `${r.filePath}: ${m.ruleId} ${m.message}`));
    expect(problems).toEqual([]);
  });
});
