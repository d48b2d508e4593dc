import { afterEach, describe, expect, it } from 'vitest';
import { createHarness, dialects, type Harness } from './support/harness';
import { installShippedTemplates } from '../../src/printing/install-templates';
import { SHIPPED_TEMPLATES } from '../../src/printing/shipped-templates';

describe.each(dialects)('shipped label templates on %s', (dialect) => {
  let h: Harness;
  afterEach(() => h?.close());

  it('processes starting at once install each template once and none fails its start', async () => {
    h = await createHarness(dialect);
    await h.handle.db.deleteFrom('print_templates').execute();
    // Four starts racing, as two processes started together by systemd on one PostgreSQL do.
    await Promise.all([1, 2, 3, 4].map(() => installShippedTemplates(h.handle.db)));
    const names = await h.handle.db.selectFrom('print_templates').select('name').orderBy('name').execute();
    expect(names.map((row) => row.name)).toEqual(SHIPPED_TEMPLATES.map((t) => t.name).sort());
  });
});
