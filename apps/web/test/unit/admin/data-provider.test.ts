import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/lib/api/client';
import { createV2DataProvider, type AdminHttpError } from '../../../src/features/admin/data/data-provider';
import { paramsFromSearch } from '../../../src/features/admin/data/list-search';
import { listQuery } from '../../../src/features/admin/data/v2-query';
import { encodeQuery } from '../../../src/lib/api/query-string';

interface Call {
  url: URL;
  method: string;
  body: unknown;
}

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

function setup(replies: Reply[]) {
  const calls: Call[] = [];
  const api = createApiClient({
    getToken: () => 'T',
    setToken: () => undefined,
    now: () => 1,
    retryDelaysMs: [],
    fetch: (async (url: string, init?: RequestInit) => {
      calls.push({
        url: new URL(String(url), 'http://server'),
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      const reply = replies.shift() ?? { status: 200, body: {} };
      return new Response(JSON.stringify(reply.body ?? null), {
        status: reply.status,
        headers: { 'content-type': 'application/json', ...reply.headers },
      });
    }) as unknown as typeof fetch,
  });
  return { provider: createV2DataProvider(api), calls };
}

const decoded = (url: URL) => [...url.searchParams].filter(([k]) => k !== 'cb').map(([k, v]) => `${k}=${v}`);

describe('v2 data provider: what refine asks becomes the v2 query the server reads', () => {
  it('pages, sorts and filters on the server, the total from Content-Range', async () => {
    const { provider, calls } = setup([
      { status: 200, body: [{ id: 26 }], headers: { 'content-range': 'items 25-25/26' } },
    ]);
    const res = await provider.getList({
      resource: 'items',
      pagination: { currentPage: 2, pageSize: 25 },
      sorters: [{ field: 'code', order: 'desc' }],
      filters: [
        { field: 'description', operator: 'contains', value: 'caffè' },
        { field: 'location_id', operator: 'eq', value: 3 },
        { field: 'id', operator: 'in', value: [1, 2] },
        { field: 'barcode', operator: 'null', value: true },
        { field: 'external_code', operator: 'nnull', value: true },
        { field: 'retail_price', operator: 'gte', value: 2.5 },
        { field: 'code', operator: 'ne', value: 'X' },
        { field: 'code', operator: 'startswith', value: '' },
        {
          operator: 'or',
          value: [
            { field: 'code', operator: 'contains', value: 'caf' },
            { field: 'description', operator: 'contains', value: 'caf' },
          ],
        },
      ],
    });
    expect(res).toEqual({ data: [{ id: 26 }], total: 26 });
    expect(calls[0]?.url.pathname).toBe('/api/v2/items');
    expect(decoded(calls[0]!.url)).toEqual([
      'q[description_cont]=caffè',
      'q[location_id_eq]=3',
      'q[id_in][]=1',
      'q[id_in][]=2',
      'q[barcode_null]=1',
      'q[external_code_not_null]=1',
      'q[retail_price_gteq]=2.5',
      'q[code_not_eq]=X',
      'q[code_or_description_cont]=caf',
      'q[s]=code desc',
      'page=2',
      'per=25',
    ]);
  });

  it('an empty page (404 with []) is no rows and the total the server counted', async () => {
    const { provider } = setup([{ status: 404, body: [], headers: { 'content-range': 'items */0' } }]);
    expect(await provider.getList({ resource: 'items' })).toEqual({ data: [], total: 0 });
  });

  it('a list URL read back gives the same query (a filtered list is a link)', () => {
    const search =
      'q[closed_eq]=false&q[name_or_description_cont]=rossi&q[id_in][]=4&q[id_in][]=5&q[s]=name+desc&page=3&per=50';
    const params = paramsFromSearch(search);
    expect(params.currentPage).toBe(3);
    expect(params.pageSize).toBe(50);
    const again = encodeQuery(
      listQuery({ ...params, pagination: { currentPage: params.currentPage, pageSize: params.pageSize } }),
    );
    expect(decodeURIComponent(again)).toBe(
      'q[closed_eq]=false&q[name_or_description_cont]=rossi&q[id_in][]=4&q[id_in][]=5&q[s]=name desc&page=3&per=50',
    );
    // The dashboard's links may put the sort at the top level.
    expect(paramsFromSearch('q[closed_eq]=false&s=name+asc').sorters).toEqual([
      { field: 'name', order: 'asc' },
    ]);
    expect(paramsFromSearch('q[code_not_eq]=A').filters).toEqual([
      { field: 'code', operator: 'ne', value: 'A' },
    ]);
  });

  it('writes: create wrapped in the singular, update with lock_version, bulk through /multi', async () => {
    const { provider, calls } = setup([
      { status: 201, body: { id: 9 } },
      { status: 200, body: { id: 9 } },
      { status: 200, body: [{ id: 1 }, { id: 2 }] },
      { status: 200, body: [] },
      { status: 200, body: {} },
      { status: 200, body: [{ id: 4 }] },
    ]);
    await provider.create({ resource: 'items', variables: { code: 'A' } });
    await provider.update({ resource: 'items', id: 9, variables: { code: 'B', lock_version: 2 } });
    await provider.updateMany!({ resource: 'items', ids: [1, 2], variables: { location_id: 7 } });
    await provider.deleteMany!({ resource: 'items', ids: [1, 2] });
    await provider.deleteOne({ resource: 'items', id: 9 });
    await provider.getMany!({ resource: 'items', ids: [4] });
    expect(calls.map((c) => `${c.method} ${c.url.pathname} ${decoded(c.url).join('&')}`)).toEqual([
      'POST /api/v2/items ',
      'PUT /api/v2/items/9 ',
      'PUT /api/v2/items/multi ids=1,2',
      'DELETE /api/v2/items/multi ids=1,2',
      'DELETE /api/v2/items/9 ',
      'GET /api/v2/items q[id_in][]=4',
    ]);
    expect(calls[0]?.body).toEqual({ item: { code: 'A' } });
    expect(calls[1]?.body).toEqual({ item: { code: 'B', lock_version: 2 } });
    expect(calls[2]?.body).toEqual({ location_id: 7 });
  });

  it('a 409 stale_record and a 422 with its fields come back as refine errors', async () => {
    const { provider } = setup([
      {
        status: 409,
        body: { error: 'Modifica in conflitto con altro operatore', id: 'stale_record', current: { id: 9 } },
      },
      {
        status: 422,
        body: { error: 'Valore già presente per il campo Codice', id: 'constraint', fields: ['code'] },
      },
    ]);
    const stale = await provider
      .update({ resource: 'items', id: 9, variables: { lock_version: 1 } })
      .catch((e: AdminHttpError) => e);
    expect(stale).toMatchObject({
      statusCode: 409,
      id: 'stale_record',
      message: 'Modifica in conflitto con altro operatore',
      current: { id: 9 },
    });
    const invalid = await provider
      .create({ resource: 'items', variables: { code: 'A' } })
      .catch((e: AdminHttpError) => e);
    expect(invalid).toMatchObject({
      statusCode: 422,
      id: 'constraint',
      errors: { code: 'Valore già presente per il campo Codice' },
    });
  });

  it('a 422 duplicate carries the record that has the code, a 422 in_use what uses the record', async () => {
    const existing = { model: 'items', id: 4, label: 'PAS-500' };
    const usedBy = [{ model: 'items', label: 'Articoli', count: 5 }];
    const message = 'Impossibile eliminare Ubicazione «A01-01»: è ancora in uso in 5 Articoli';
    const { provider } = setup([
      {
        status: 422,
        body: {
          error: 'Codice «pas-500» già usato da Articolo «PAS-500»',
          id: 'duplicate',
          fields: ['code'],
          existing,
        },
      },
      { status: 422, body: { error: message, id: 'in_use', used_by: usedBy } },
    ]);
    const duplicate = await provider
      .create({ resource: 'items', variables: { code: 'pas-500' } })
      .catch((e: AdminHttpError) => e);
    expect(duplicate).toMatchObject({
      statusCode: 422,
      id: 'duplicate',
      errors: { code: 'Codice «pas-500» già usato da Articolo «PAS-500»' },
      existing,
    });
    const inUse = await provider.deleteOne({ resource: 'locations', id: 1 }).catch((e: AdminHttpError) => e);
    expect(inUse).toMatchObject({ statusCode: 422, id: 'in_use', message, usedBy });
  });

  it('a bulk edit sends every lock_version; its 409 names each stale record', async () => {
    const stale = [{ id: 2, lock_version: 5 }];
    const { provider, calls } = setup([
      {
        status: 409,
        body: { error: 'Modifica in conflitto con altro operatore', id: 'stale_record', stale },
      },
    ]);
    const error = await provider.updateMany!({
      resource: 'transport_means',
      ids: [1, 2],
      variables: { flag_agent: true },
      meta: { lockVersions: { 1: 0, 2: 4 } },
    }).catch((e: AdminHttpError) => e);
    expect(calls[0]?.body).toEqual({ transport_mean: { flag_agent: true }, lock_versions: { 1: 0, 2: 4 } });
    expect(error).toMatchObject({ statusCode: 409, id: 'stale_record', stale });
  });

  it('a bulk delete sends every lock_version in the body; its 409 names each stale record', async () => {
    const stale = [{ id: 1, lock_version: 3 }];
    const { provider, calls } = setup([
      {
        status: 409,
        body: { error: 'Modifica in conflitto con altro operatore', id: 'stale_record', stale },
      },
      { status: 200, body: [{ id: 1 }, { id: 2 }] },
    ]);
    const error = await provider.deleteMany!({
      resource: 'items',
      ids: [1, 2],
      meta: { lockVersions: { 1: 2, 2: 0 } },
    }).catch((e: AdminHttpError) => e);
    expect(`${calls[0]?.method} ${calls[0]?.url.pathname} ${decoded(calls[0]!.url).join('&')}`).toBe(
      'DELETE /api/v2/items/multi ids=1,2',
    );
    expect(calls[0]?.body).toEqual({ lock_versions: { 1: 2, 2: 0 } });
    expect(error).toMatchObject({ statusCode: 409, id: 'stale_record', stale });

    const done = await provider.deleteMany!({
      resource: 'items',
      ids: [1, 2],
      meta: { lockVersions: { 1: 3, 2: 0 } },
    });
    expect(calls[1]?.body).toEqual({ lock_versions: { 1: 3, 2: 0 } });
    expect(done.data.map((r) => r.id)).toEqual([1, 2]);
  });

  it('a single delete sends the lock_version it was shown; a stale one is a 409', async () => {
    const { provider, calls } = setup([
      { status: 409, body: { error: 'Modifica in conflitto con altro operatore', id: 'stale_record' } },
      { status: 200, body: { id: 4 } },
    ]);
    const error = await provider
      .deleteOne({ resource: 'items', id: 9, meta: { lockVersion: 5 } })
      .catch((e: AdminHttpError) => e);
    expect(error).toMatchObject({ statusCode: 409, id: 'stale_record' });
    // A record without lock_version (a transport mean) is deleted by id alone.
    await provider.deleteOne({ resource: 'transport_means', id: 4, meta: { lockVersion: undefined } });
    expect(calls.map((c) => `${c.method} ${c.url.pathname} ${decoded(c.url).join('&')}`)).toEqual([
      'DELETE /api/v2/items/9 lock_version=5',
      'DELETE /api/v2/transport_means/4 ',
    ]);
  });
});
