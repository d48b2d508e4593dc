import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../src/seed/demo';
import { connect, type DbHandle } from '../../src/db/connection';
import { migrate } from '../../src/db/migrate';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

describe('demo packages', () => {
  let handle: DbHandle;
  const dataDir = mkdtempSync(join(tmpdir(), 'warehouse-demo-packages-'));

  beforeAll(async () => {
    handle = connect({ dataDir });
    await migrate(handle.db, handle.dialect);
    await seedDemoIfEmpty(handle, { loopbackOnly: true });
  });
  afterAll(async () => {
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives packages to close, packages waiting for the truck and one already shipped; both home entries on', async () => {
    const rows = await handle.db.selectFrom('packages').select(['closed', 'shipped', 'width']).execute();
    const open = rows.filter((r) => !r.closed && !r.shipped);
    const waiting = rows.filter((r) => r.closed && !r.shipped);
    expect(open.length).toBeGreaterThanOrEqual(2);
    expect(waiting).toHaveLength(3);
    expect(waiting.every((r) => Number(r.width) > 0)).toBe(true);
    expect(rows.filter((r) => r.shipped)).toHaveLength(1);
    const switches = await handle.db
      .selectFrom('settings')
      .select(['key', 'raw'])
      .where('key', 'in', ['enable_package_close', 'enable_truck_loading'])
      .execute();
    expect(switches.map((s) => s.raw)).toEqual(['true', 'true']);
  });
});
