import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverLayers } from '../../eslint.imports.js';
import { importCircles } from '../../../../packages/shared/test/support/import-graph';

/**
 * The server's import directions (docs/server.md, "Layers"; apps/server/eslint.imports.js) are lint
 * errors on resolved paths. Each case lints a file placed inside the real source tree, so imports
 * resolve against the real modules.
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const src = join(root, 'apps/server/src');

describe('server import directions (eslint)', { timeout: 120_000 }, () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  async function rulesHit(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: join(src, file) });
    return result!.messages.map((m) => m.ruleId ?? m.message);
  }
  const UP = 'import-x/no-restricted-paths';

  it('db/ may not import the search, the models or the commands above it', async () => {
    expect(
      await rulesHit('db/connection-x.ts', "export { parseSearch } from '../services/search/parse';\n"),
    ).toContain(UP);
    expect(
      await rulesHit('db/migrations/009_x.ts', "export { picks } from '../../models/picks';\n"),
    ).toContain(UP);
    expect(await rulesHit('db/x.ts', "export { loadConfig } from '../config';\n")).toEqual([]);
  });

  it('the services may not import the routes: the import that made the idempotency circle fails', async () => {
    expect(
      await rulesHit('services/x.ts', "export { recordAnswer } from '../http/idempotency';\n"),
    ).toContain(UP);
    expect(await rulesHit('services/x.ts', "export { findAction } from '../actions';\n")).toContain(UP);
    expect(await rulesHit('services/x.ts', "export { recordAnswer } from './idempotency-claim';\n")).toEqual(
      [],
    );
  });

  it('checks where an import lands, not how it is written nor how deep the importing file is', async () => {
    // From services/search/, '../../http/…' and '../../services/../http/…' both land in http/.
    expect(
      await rulesHit('services/search/x.ts', "export { modelRoutes } from '../../http/model-routes';\n"),
    ).toContain(UP);
    expect(
      await rulesHit(
        'services/search/x.ts',
        "export { modelRoutes } from '../../services/../http/model-routes';\n",
      ),
    ).toContain(UP);
    expect(
      await rulesHit('actions/export/x.ts', "export { modelRoutes } from '../../http/model-routes';\n"),
    ).toContain(UP);
    expect(
      await rulesHit('actions/export/x.ts', "export { parseSearch } from '../../services/search';\n"),
    ).toEqual([]);
  });

  it('models and printing may not import commands or services; only the entry files import the seed', async () => {
    expect(
      await rulesHit(
        'models/printers-x.ts',
        "export { printSingleBarcode } from '../actions/print-single-barcode';\n",
      ),
    ).toContain(UP);
    expect(
      await rulesHit('printing/x.ts', "export { createRecords } from '../services/records';\n"),
    ).toContain(UP);
    expect(await rulesHit('printing/x.ts', "export { notFound } from '../errors';\n")).toEqual([]);
    expect(await rulesHit('actions/x.ts', "export { seedDemo } from '../seed/demo';\n")).toContain(UP);
    expect(await rulesHit('http/x.ts', "export { buildApp } from '../app';\n")).toContain(UP);
  });

  it('auth/ sits below the models: the import that ran back up (a model type in permissions) fails', async () => {
    expect(await rulesHit('auth/x.ts', "export type { Action } from '../models/types';\n")).toContain(UP);
    expect(
      await rulesHit('models/x.ts', "export { sessionsEnded } from '../auth/session-events';\n"),
    ).toEqual([]);
  });

  it('an action may not import the list of actions, only ./types', async () => {
    expect(await rulesHit('actions/x.ts', "export { findAction } from './index';\n")).toContain(UP);
    expect(await rulesHit('actions/x.ts', "export { findAction } from '.';\n")).toContain(UP);
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

describe('the server source', () => {
  it('has every file and folder of src/ in a layer, so none escapes the rules', () => {
    const placed = new Set(serverLayers.flatMap((layer) => layer.paths));
    const unplaced = readdirSync(src).filter((name) => !placed.has(name) && !name.endsWith('.md'));
    expect(unplaced).toEqual([]);
  });

  it('has no import circle, type-only imports included', () => {
    expect(importCircles(src)).toEqual([]);
  });
});

describe('the circle finder', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'import-graph-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports a circle made of type-only imports', () => {
    writeFileSync(join(dir, 'a.ts'), "import type { B } from './b';\nexport type A = { b?: B };\n");
    writeFileSync(join(dir, 'b.ts'), "import type { C } from './c';\nexport type B = { c?: C };\n");
    writeFileSync(join(dir, 'c.ts'), "import type { A } from './a';\nexport type C = { a?: A };\n");
    expect(importCircles(dir)).toEqual(['a.ts → b.ts → c.ts → a.ts']);
  });
});
