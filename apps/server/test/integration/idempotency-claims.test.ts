import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, dialects, type Harness } from './support/harness';

/** Claims of Idempotency-Keys: who owns them, and what a repeat does with a claim still pending. */
describe.each(dialects)('idempotency claims on %s', (dialect) => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness(dialect);
    await h.app.ready();
  });
  afterAll(async () => {
    await h?.close();
  });

  const iso = (ms: number) => new Date(ms).toISOString();
  const post = (key: string, code: string) =>
    h.request({
      method: 'POST',
      url: '/api/v2/branches',
      token: h.tokens.admin,
      headers: { 'idempotency-key': key },
      payload: { branch: { code } },
    });
  const branchCount = async (code: string) =>
    (await h.handle.db.selectFrom('branches').select('id').where('code', '=', code).execute()).length;

  /** A server process that registered and then either kept beating or fell silent. */
  async function otherProcess(name: string, lastHeartbeatAgoMs: number) {
    await h.handle.db
      .insertInto('server_instances')
      .values({
        instance: name,
        pid: 1,
        started_at: iso(Date.now() - 60_000),
        heartbeat_at: iso(Date.now() - lastHeartbeatAgoMs),
      })
      .execute();
    return name;
  }

  /** The row a request leaves while it runs: a claim without an answer. */
  async function pendingClaim(key: string, owner: string, leaseMs = 60_000) {
    const stamp = iso(Date.now());
    await h.handle.db
      .insertInto('idempotency_keys')
      .values({
        user_id: h.users.admin,
        key,
        method: 'POST',
        path: '/api/v2/branches',
        owner,
        lease_until: iso(Date.now() + leaseMs),
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
  }

  it('gives every claim this process makes its owner and a lease', async () => {
    const res = await post('claim-owner', 'CLAIM-OWNER');
    expect(res.statusCode).toBe(201);
    const claim = await h.handle.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('key', '=', 'claim-owner')
      .executeTakeFirstOrThrow();
    expect(claim.owner).toBe(h.app.services.instance.id);
    expect(new Date(claim.lease_until as string).getTime()).toBeGreaterThan(Date.now());
    expect(claim.status).toBe(201);
  });

  it('runs a retry at once when the claim belongs to a process that died', async () => {
    await pendingClaim('dead-owner', await otherProcess('dead-process', 60_000));
    const res = await post('dead-owner', 'DEAD-OWNER');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(await branchCount('DEAD-OWNER')).toBe(1);
    // And it is now a normal finished claim: a further repeat replays it.
    const again = await post('dead-owner', 'DEAD-OWNER');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(res.json().id);
  });

  it('runs a retry when the claim has no owner process on record (a claim from before owners)', async () => {
    await pendingClaim('unknown-owner', 'never-registered');
    expect((await post('unknown-owner', 'UNKNOWN-OWNER')).statusCode).toBe(201);
    expect(await branchCount('UNKNOWN-OWNER')).toBe(1);
  });

  it('answers request_in_progress (409, Retry-After) while the owner process is alive, and runs nothing', async () => {
    await pendingClaim('live-owner', await otherProcess('live-process', 0));
    const res = await post('live-owner', 'LIVE-OWNER');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'Richiesta già in corso, riprovare tra poco',
      id: 'request_in_progress',
    });
    expect(res.headers['retry-after']).toBe('1');
    expect(await branchCount('LIVE-OWNER')).toBe(0);
  });

  it('runs a retry whose claim outlived its lease even though the owner process lives', async () => {
    await pendingClaim('expired-lease', await otherProcess('hung-process', 0), -1000);
    expect((await post('expired-lease', 'EXPIRED-LEASE')).statusCode).toBe(201);
    expect(await branchCount('EXPIRED-LEASE')).toBe(1);
  });

  it('lets a repeat sent while the first is running wait for its answer instead of failing', async () => {
    const [first, second] = await Promise.all([post('racing', 'RACING'), post('racing', 'RACING')]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json().id).toBe(second.json().id);
    expect(await branchCount('RACING')).toBe(1);
  });

  const claimsOf = (key: string) =>
    h.handle.db.selectFrom('idempotency_keys').select('id').where('key', '=', key).execute();
  const atOurAddress = async (instance: string) =>
    h.handle.db
      .updateTable('server_instances')
      .set({ address: `${(await import('node:os')).hostname()}:4999` })
      .where('instance', '=', instance)
      .execute();

  it('releases the pending claims of a process whose heartbeat stopped when a process starts', async () => {
    const instance = h.app.services.instance;
    const silent = await otherProcess('silent-predecessor', 60_000);
    await pendingClaim('silent-claim', silent);
    await instance.bound(4999);
    expect(await claimsOf('silent-claim')).toEqual([]);
    expect(await instance.isRunning(silent)).toBe(false);
  });

  if (dialect === 'postgres')
    it('never takes the claims of a live process, even one at the same host and port', async () => {
      const instance = h.app.services.instance;
      // Another process on this database, beating: same host name (a container) and port (a proxy).
      const live = await otherProcess('live-neighbour', 0);
      await atOurAddress(live);
      await pendingClaim('live-claim', live);
      await instance.bound(4999);
      expect(await claimsOf('live-claim')).toHaveLength(1);
      expect(await instance.isRunning(live)).toBe(true);
    });
});
