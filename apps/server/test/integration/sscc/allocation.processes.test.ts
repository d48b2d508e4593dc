import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidSscc } from '@warehouse/shared';
import { setSetting } from '../../../src/users';
import { dialects } from '../support/harness';
import { login, sharedDatabase, type ServerProcess, type SharedDatabase } from '../support/processes';

const PACKAGES = 500;
const PREFIX = '8012345';

/**
 * 500 packages closed at once, half through each server process: on PostgreSQL two processes share
 * the sequence; SQLite runs one process only (docs/server.md "Sizing"), so there the two halves go
 * to one process at once and its counter row is raised inside each write transaction. Every package
 * gets an SSCC, all different and valid. A reopened package keeps its SSCC; closing it again gives
 * no new one.
 */
describe.each(dialects)('SSCC allocation by every server process at once on %s', (dialect) => {
  let shared: SharedDatabase;
  let servers: ServerProcess[];
  let token: string;
  let packageIds: number[];

  beforeAll(async () => {
    shared = await sharedDatabase(dialect);
    await setSetting(shared.handle.db, 'gs1.company_prefix', PREFIX);
    await setSetting(shared.handle.db, 'gs1.sscc_extension_digit', '3');
    const now = new Date().toISOString();
    const stamps = { created_at: now, updated_at: now };
    const project = await shared.handle.db
      .insertInto('projects')
      .values({ name: 'Ordine SSCC', ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = await shared.handle.db
      .insertInto('packages')
      .values(
        Array.from({ length: PACKAGES }, (_, i) => ({
          project_id: project.id,
          name: `SSCC-${i + 1}`,
          incremental: i + 1,
          closed: dialect === 'postgres' ? false : 0,
          shipped: dialect === 'postgres' ? false : 0,
          lock_version: 0,
          ...stamps,
        })),
      )
      .returning('id')
      .execute();
    packageIds = rows.map((r) => Number(r.id));
    const first = await shared.start();
    servers = [first, dialect === 'postgres' ? await shared.start() : first];
    token = await login(servers[0]!.url, shared.email, shared.password);
  }, 120_000);
  afterAll(async () => {
    await shared?.close();
  });

  const close = async (base: string, id: number, lockVersion: number) => {
    const res = await fetch(`${base}/api/v2/packages/${id}?do=close_package`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        package: { width: 400, depth: 300, height: 200, weight: 5, lock_version: lockVersion, closed: true },
      }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { package: { sscc: string | null; lock_version: number } }).package;
  };

  /** Runs `work` over `ids`, `width` requests in flight at a time. */
  async function inFlight<T>(ids: number[], width: number, work: (id: number) => Promise<T>) {
    const out: T[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: width }, async () => {
        while (next < ids.length) {
          const id = ids[next++]!;
          out.push(await work(id));
        }
      }),
    );
    return out;
  }

  it('gives 500 packages closed at once on both processes 500 different valid SSCCs', async () => {
    const halves = [packageIds.filter((_, i) => i % 2 === 0), packageIds.filter((_, i) => i % 2 === 1)];
    const closed = (
      await Promise.all(halves.map((ids, p) => inFlight(ids, 8, (id) => close(servers[p]!.url, id, 0))))
    ).flat();
    const ssccs = closed.map((pkg) => pkg.sscc);
    expect(ssccs).toHaveLength(PACKAGES);
    expect(new Set(ssccs).size).toBe(PACKAGES);
    for (const sscc of ssccs) {
      expect(sscc).toMatch(/^38012345\d{10}$/);
      expect(isValidSscc(sscc!)).toBe(true);
    }
    const stored = await shared.handle.db
      .selectFrom('packages')
      .select('sscc')
      .where('sscc', 'is not', null)
      .execute();
    expect(stored).toHaveLength(PACKAGES);
  }, 240_000);

  it('keeps the SSCC of a reopened package and finds the package by it (q[sscc_eq])', async () => {
    const id = packageIds[0]!;
    const get = async (path: string) => {
      const res = await fetch(`${servers[1]!.url}/api/v2/${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status, await res.clone().text()).toBe(200);
      return res.json() as Promise<Record<string, unknown>>;
    };
    const before = (await get(`packages/${id}`)) as { sscc: string; lock_version: number };
    const reopen = await fetch(`${servers[0]!.url}/api/v2/packages/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ package: { closed: false, lock_version: before.lock_version, sscc: '000' } }),
    });
    expect(reopen.status, await reopen.clone().text()).toBe(200);
    const reopened = (await reopen.json()) as { sscc: string; closed: boolean; lock_version: number };
    expect(reopened).toMatchObject({ closed: false, sscc: before.sscc });

    const again = await close(servers[1]!.url, id, reopened.lock_version);
    expect(again.sscc).toBe(before.sscc);

    const found = (await get(`packages?q[sscc_eq]=${before.sscc}`)) as unknown as { id: number }[];
    expect(found.map((p) => p.id)).toEqual([id]);
  }, 60_000);
});
