import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/db/connection';
import { create, createHarness, dialects, type Harness } from './support/harness';

describe.each(dialects)('validators (ETag, 304) on %s', (dialect) => {
  let h: Harness;
  let locationId: number;
  beforeAll(async () => {
    h = await createHarness(dialect);
    for (const name of ['Corsia A', 'Corsia B', 'Corsia C']) {
      locationId = (await create(h, 'locations', { name })).id;
    }
  });
  afterAll(() => h.close());

  const get = (url: string, ifNoneMatch?: string, acceptEncoding?: string) =>
    h.request({
      method: 'GET',
      url,
      token: h.tokens.operator,
      headers: {
        ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}),
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });

  it('answers an unchanged list 304 without a body, and a changed one 200 with a new tag', async () => {
    const first = await get('/api/v2/locations');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await get('/api/v2/locations', etag);
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);

    // The same answer compressed carries the same (weak) tag and revalidates the same way.
    const compressed = await get('/api/v2/locations', etag, 'br');
    expect(compressed.statusCode).toBe(304);

    const res = await h.request({
      method: 'PUT',
      url: `/api/v2/locations/${locationId}`,
      token: h.tokens.admin,
      payload: { location: { name: 'Corsia C nuova', lock_version: 0 } },
    });
    expect(res.statusCode).toBe(200);

    const changed = await get('/api/v2/locations', etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().map((l: { name: string }) => l.name)).toContain('Corsia C nuova');
  });

  it('validates a single record and a filtered list each by its own answer', async () => {
    const one = await get(`/api/v2/locations/${locationId}`);
    expect(one.statusCode).toBe(200);
    expect((await get(`/api/v2/locations/${locationId}`, one.headers.etag as string)).statusCode).toBe(304);

    const filtered = await get('/api/v2/locations?q[name_eq]=Corsia%20A');
    expect(filtered.json()).toHaveLength(1);
    expect(filtered.headers.etag).not.toBe(one.headers.etag);
    // A tag of another answer, or one among several, is matched only when it is this answer's.
    expect(
      (await get('/api/v2/locations?q[name_eq]=Corsia%20A', one.headers.etag as string)).statusCode,
    ).toBe(200);
    const list = `"other", ${filtered.headers.etag as string}`;
    expect((await get('/api/v2/locations?q[name_eq]=Corsia%20A', list)).statusCode).toBe(304);
  });

  it('never answers a list as it was once its rows changed, whoever wrote them', async () => {
    const names = async (url: string) =>
      (await get(url)).json().map((l: { name: string }) => l.name) as string[];
    const url = '/api/v2/locations?q[name_start]=Corsia&cb=1';
    expect(await names(url)).toContain('Corsia A');
    // Asked again (another cache-busting value): the same list.
    expect(await names(url.replace('cb=1', 'cb=2'))).toContain('Corsia A');

    // Written beside the API, on the server's own connection.
    await h.handle.db
      .updateTable('locations')
      .set({ name: 'Corsia A1' })
      .where('name', '=', 'Corsia A')
      .execute();
    expect(await names(url.replace('cb=1', 'cb=3'))).toContain('Corsia A1');

    // Written by another process (the command line, a second server) over the same database.
    const other = dialect === 'sqlite' ? connect({ dataDir: h.config.dataDir }) : undefined;
    if (other) {
      await other.db
        .updateTable('locations')
        .set({ name: 'Corsia A2' })
        .where('name', '=', 'Corsia A1')
        .execute();
      await other.close();
      expect(await names(url.replace('cb=1', 'cb=4'))).toContain('Corsia A2');
    }

    // A record deleted through the API disappears from the list.
    const created = await create(h, 'locations', { name: 'Corsia Z' });
    expect(await names(url)).toContain('Corsia Z');
    const gone = await h.request({
      method: 'DELETE',
      url: `/api/v2/locations/${created.id}`,
      token: h.tokens.admin,
    });
    expect(gone.statusCode).toBe(200);
    expect(await names(url)).not.toContain('Corsia Z');
  });

  it('never answers 304 to a refused request', async () => {
    const res = await h.request({
      method: 'GET',
      url: '/api/v2/locations',
      headers: { 'if-none-match': '*' },
    });
    expect(res.statusCode).toBe(401);
  });
});
