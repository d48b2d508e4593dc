import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DbHandle } from '../../src/db/connection';
import { migrate } from '../../src/db/migrate';
import { seedDemoIfEmpty } from '../../src/seed/demo';

const count = async (handle: DbHandle, table: 'plants' | 'items' | 'users' | 'locations') =>
  Number(
    (
      await handle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * A first start whose demo seeding does not finish (killed, a power cut, a fault) must leave a
 * database the next start can seed: the demo is written in one transaction. Before, the next start
 * found no user, seeded again and stopped on the half demo's unique codes, at every start after.
 */
describe('the demo seeding stopped halfway', () => {
  let handle: DbHandle;
  const dataDir = mkdtempSync(join(tmpdir(), 'warehouse-demo-interrupted-'));

  beforeAll(async () => {
    handle = connect({ dataDir });
    await migrate(handle.db, handle.dialect);
  });
  afterAll(async () => {
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves nothing of itself, and the next start seeds the whole demo', async () => {
    // A location the demo also creates, written before: the seeding fails partway, after its plant
    // and before its users.
    await handle.db
      .insertInto('locations')
      .values({ name: 'A01-01', code: 'A01-01', created_at: '2026-01-01', updated_at: '2026-01-01' })
      .execute();
    await expect(seedDemoIfEmpty(handle, { loopbackOnly: true })).rejects.toThrow(/UNIQUE/);
    expect([
      await count(handle, 'plants'),
      await count(handle, 'items'),
      await count(handle, 'users'),
    ]).toEqual([0, 0, 0]);

    await handle.db.deleteFrom('locations').execute();
    const logins = await seedDemoIfEmpty(handle, { loopbackOnly: true });
    expect(logins?.length).toBeGreaterThan(0);
    expect(await count(handle, 'plants')).toBe(1);
    expect(await count(handle, 'items')).toBeGreaterThan(0);
    // And a start after that finds the demo there and seeds nothing.
    expect(await seedDemoIfEmpty(handle, { loopbackOnly: true })).toBeUndefined();
  });
});
