import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, singular, type ApiClientOptions } from '../../src/lib/api/client';
import { encodeQuery } from '../../src/lib/api/query-string';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | 'network';

function setup(replies: Reply[], extra: Partial<ApiClientOptions> = {}) {
  const calls: Call[] = [];
  let token: string | null = 'T0';
  const onUnauthorized = vi.fn();
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({
      url: String(url),
      method: init?.method ?? 'GET',
      headers: init?.headers as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    });
    const reply = replies.shift() ?? { status: 200, body: {} };
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  const sleep = vi.fn(async () => undefined);
  let n = 0;
  const api = createApiClient({
    baseUrl: () => 'http://server:3000/',
    getToken: () => token,
    setToken: (t) => (token = t),
    onUnauthorized,
    fetch: fetch as unknown as typeof globalThis.fetch,
    now: () => 1234,
    sleep,
    newKey: () => `key-${++n}`,
    ...extra,
  });
  return { api, calls, onUnauthorized, sleep, token: () => token };
}

describe('api client', () => {
  it('prefixes /api/v2, sends the bearer token and adds cb to reads', async () => {
    const { api, calls } = setup([{ status: 200, body: [{ id: 1 }] }]);
    await expect(api.list('picks', { q: { project_id_eq: 3 } })).resolves.toEqual([{ id: 1 }]);
    expect(calls[0]?.url).toBe('http://server:3000/api/v2/picks?q[project_id_eq]=3&cb=1234');
    expect(calls[0]?.headers.Authorization).toBe('Bearer T0');
    expect(calls[0]?.headers['Idempotency-Key']).toBeUndefined();
  });

  it('revalidates a list it has read by its ETag and takes a 304 as the same list, keeping cb', async () => {
    const { api, calls } = setup([
      { status: 200, body: [{ id: 1 }], headers: { etag: 'W/"a"' } },
      { status: 304 },
      { status: 200, body: [{ id: 2 }], headers: { etag: 'W/"b"' } },
    ]);
    await expect(api.list('picks', { q: { project_id_eq: 3 } })).resolves.toEqual([{ id: 1 }]);
    expect(calls[0]?.headers['If-None-Match']).toBeUndefined();
    const again = await api.list('picks', { q: { project_id_eq: 3 } });
    expect(again).toEqual([{ id: 1 }]);
    expect(calls[1]?.headers['If-None-Match']).toBe('W/"a"');
    expect(calls[1]?.url).toBe('http://server:3000/api/v2/picks?q[project_id_eq]=3&cb=1234');
    // Each answer is its own copy: a screen changing one never changes the next.
    (again[0] as { id: number }).id = 99;
    await expect(api.list('picks', { q: { project_id_eq: 3 } })).resolves.toEqual([{ id: 2 }]);
    expect(calls[2]?.headers['If-None-Match']).toBe('W/"a"');
  });

  it('answers an unchanged list as the same object when asked, and a changed one afresh', async () => {
    const { api } = setup([
      { status: 200, body: [{ id: 1 }], headers: { etag: 'W/"a"' } },
      { status: 304 },
      { status: 200, body: [{ id: 2 }], headers: { etag: 'W/"b"' } },
      { status: 304 },
    ]);
    const same = { sameObjectWhenUnchanged: true };
    const first = await api.list('picks', { q: { project_id_eq: 3 } }, same);
    // Unchanged: the very same array, so a screen can skip what it derives from it.
    expect(await api.list('picks', { q: { project_id_eq: 3 } }, same)).toBe(first);
    const changed = await api.list('picks', { q: { project_id_eq: 3 } }, same);
    expect(changed).not.toBe(first);
    expect(changed).toEqual([{ id: 2 }]);
    // A caller that did not ask gets its own copy of the held answer.
    const copy = await api.list('picks', { q: { project_id_eq: 3 } });
    expect(copy).toEqual([{ id: 2 }]);
    expect(copy).not.toBe(changed);
  });

  it('does not revalidate another list, a search, or a read that asks not to', async () => {
    const { api, calls } = setup([
      { status: 200, body: [{ id: 1 }], headers: { etag: 'W/"a"' } },
      { status: 200, body: [{ id: 2 }], headers: { etag: 'W/"b"' } },
      { status: 200, body: [{ id: 3 }], headers: { etag: 'W/"c"' } },
      { status: 200, body: [{ id: 4 }], headers: { etag: 'W/"d"' } },
    ]);
    await api.list('picks', { q: { project_id_eq: 3 } });
    await api.list('picks', { q: { project_id_eq: 4 } });
    await api.search('picks', { project_id_eq: 3 });
    await api.list('picks', { q: { project_id_eq: 3 } }, { revalidate: false });
    expect(calls.slice(1).map((c) => c.headers['If-None-Match'])).toEqual([undefined, undefined, undefined]);
  });

  it('takes the new token from the token header of any answer and uses it next', async () => {
    const { api, calls, token } = setup([
      { status: 200, body: {}, headers: { token: 'T1' } },
      { status: 404, body: [], headers: { token: 'T2' } },
      { status: 200, body: {} },
    ]);
    await api.get('/info/settings');
    expect(token()).toBe('T1');
    await api.search('projects', { name_eq: 'x' });
    expect(calls[1]?.headers.Authorization).toBe('Bearer T1');
    expect(token()).toBe('T2');
    await api.get('/info/version');
    expect(calls[2]?.headers.Authorization).toBe('Bearer T2');
  });

  it('reads a 404 on a list or a search as an empty list', async () => {
    const { api, calls } = setup([{ status: 404, body: [] }, { status: 404, body: [] }, { status: 404 }]);
    await expect(api.list('projects')).resolves.toEqual([]);
    await expect(api.search('projects', { closed_eq: false })).resolves.toEqual([]);
    await expect(api.search('items', { barcode_eq: '1' })).resolves.toEqual([]);
    expect(calls[1]).toMatchObject({
      method: 'POST',
      url: 'http://server:3000/api/v2/projects/search?cb=1234',
      body: { q: { closed_eq: false } },
    });
    expect(calls[1]?.headers['Idempotency-Key']).toBeUndefined();
  });

  it('a 404 carrying an error is an error (no such record)', async () => {
    const { api } = setup([{ status: 404, body: { error: 'Record non trovato' } }]);
    await expect(api.getById('projects', 9)).rejects.toMatchObject({
      message: 'Record non trovato',
      status: 404,
    });
  });

  it('401 → Sessione scaduta and the unauthorized handler', async () => {
    const { api, onUnauthorized } = setup([{ status: 401, body: { error: 'Token scaduto' } }]);
    const error = await api.list('picks').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Sessione scaduta', kind: 'unauthorized', status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('401 with a sign-in over the screen: the write waits, then goes again with the same key and the new token', async () => {
    const reauthenticate = vi.fn(async () => true);
    const { api, calls, onUnauthorized } = setup(
      [
        { status: 401, body: { error: 'Sessione scaduta', id: 'unauthenticated' } },
        { status: 201, body: { id: 7 } },
      ],
      { reauthenticate, getToken: () => (reauthenticate.mock.calls.length ? 'T1' : 'T0') },
    );
    await expect(api.create('project_rows', { quantity: 3 })).resolves.toEqual({ id: 7 });
    // Told which token was refused, so a request sent before a new sign-in is just sent again.
    expect(reauthenticate).toHaveBeenCalledExactlyOnceWith(expect.any(ApiError), 'T0');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(calls.map((c) => c.headers['Idempotency-Key'])).toEqual(['key-1', 'key-1']);
    expect(calls.map((c) => c.headers.Authorization)).toEqual(['Bearer T0', 'Bearer T1']);
    expect(calls[1]?.body).toEqual({ project_row: { quantity: 3 } });
  });

  it('401 and the operator gives up signing in: Sessione scaduta, handled once by the sign-in', async () => {
    const reauthenticate = vi.fn(async () => false);
    const { api, calls, onUnauthorized } = setup([{ status: 401, body: { error: 'Sessione scaduta' } }], {
      reauthenticate,
    });
    await expect(api.update('picks', 1, { quantity: 2 })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(calls).toHaveLength(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a failed login is left to the login screen (no session-expired handling)', async () => {
    const { api, onUnauthorized, calls } = setup([
      { status: 401, body: { error: 'Utente o password non validi' } },
    ]);
    await expect(api.authenticate({ auth: { email: 'a@b.it', password: 'x' } })).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(calls[0]?.headers['Idempotency-Key']).toBeUndefined();
    expect(calls[0]?.body).toEqual({ auth: { email: 'a@b.it', password: 'x' } });
  });

  it('409 → Modifica in conflitto con altro operatore', async () => {
    const { api } = setup([{ status: 409, body: { error: 'stale' } }]);
    await expect(api.update('picks', 1, { quantity: 2, lock_version: 0 })).rejects.toMatchObject({
      message: 'Modifica in conflitto con altro operatore',
      kind: 'conflict',
    });
  });

  it("any other error → the server's error field, or a generic text", async () => {
    const { api } = setup([
      { status: 422, body: { error: 'Campo obbligatorio: name' } },
      { status: 500, body: 'x' },
    ]);
    await expect(api.create('projects', {})).rejects.toMatchObject({ message: 'Campo obbligatorio: name' });
    await expect(api.create('projects', {})).rejects.toMatchObject({
      message: 'Errore del server (codice 500)',
    });
  });

  it('wraps create/update bodies in the singular model name and sends an Idempotency-Key', async () => {
    const { api, calls } = setup([
      { status: 201, body: { id: 5 } },
      { status: 200, body: {} },
      { status: 200 },
    ]);
    await api.create('project_rows', { code: 'E1' });
    await api.update('project_typologies', 2, { title: 'AN' });
    await api.remove('picks', 3);
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'http://server:3000/api/v2/project_rows' });
    expect(calls[0]?.body).toEqual({ project_row: { code: 'E1' } });
    expect(calls[1]?.body).toEqual({ project_typology: { title: 'AN' } });
    expect(calls[2]?.method).toBe('DELETE');
    expect(calls.map((c) => c.headers['Idempotency-Key'])).toEqual(['key-1', 'key-2', 'key-3']);
  });

  it('retries a write that failed for the network with the same key before failing', async () => {
    const { api, calls, sleep } = setup(['network', 'network', { status: 201, body: { id: 7 } }]);
    await expect(api.create('tracks', { project_row_id: 1 })).resolves.toEqual({ id: 7 });
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((c) => c.headers['Idempotency-Key']))).toEqual(new Set(['key-1']));
    expect(sleep).toHaveBeenCalledTimes(2);
  });

  it('tells the user clearly when the network stays down', async () => {
    const { api, calls } = setup(['network', 'network', 'network', 'network'], { retryDelaysMs: [1, 2, 3] });
    await expect(api.create('tracks', {})).rejects.toMatchObject({
      kind: 'network',
      message: 'Server non raggiungibile. Controllare la connessione di rete e riprovare.',
    });
    expect(calls).toHaveLength(4);
  });

  it('retries a 503 from a proxy, but never an answer such as 422', async () => {
    const a = setup([{ status: 503 }, { status: 201, body: { id: 1 } }]);
    await expect(a.api.create('serials', {})).resolves.toEqual({ id: 1 });
    expect(a.calls[0]?.headers['Idempotency-Key']).toBe(a.calls[1]?.headers['Idempotency-Key']);
    const b = setup([{ status: 422, body: { error: 'no' } }]);
    await expect(b.api.create('serials', {})).rejects.toMatchObject({ status: 422 });
    expect(b.calls).toHaveLength(1);
  });

  it('does not retry a 502/503 that is the server’s own answer (an error with an id)', async () => {
    const a = setup([{ status: 503, body: { error: 'Stampante spenta', id: 'printer_offline' } }]);
    await expect(a.api.request('POST', '/printers/1', { json: {} })).rejects.toMatchObject({
      status: 503,
      message: 'Stampante spenta',
    });
    expect(a.calls).toHaveLength(1);
  });

  it('retries a write still running on the server (request_in_progress) with the same key', async () => {
    const busy = {
      status: 409,
      body: { error: 'Richiesta già in corso, riprovare tra poco', id: 'request_in_progress' },
    };
    const { api, calls } = setup([busy, busy, { status: 201, body: { id: 9 } }]);
    await expect(api.create('serials', {})).resolves.toEqual({ id: 9 });
    expect(new Set(calls.map((c) => c.headers['Idempotency-Key']))).toEqual(new Set(['key-1']));
  });

  it('never calls a write still running a conflict with another operator', async () => {
    const busy = {
      status: 409,
      body: { error: 'Richiesta già in corso, riprovare tra poco', id: 'request_in_progress' },
    };
    const { api, calls } = setup([busy, busy, busy, busy]);
    await expect(api.create('serials', {})).rejects.toMatchObject({
      kind: 'http',
      status: 409,
      message: 'Richiesta già in corso, riprovare tra poco',
    });
    expect(calls).toHaveLength(4);
  });

  it('a caller may repeat a write with its own key', async () => {
    const { api, calls } = setup([{ status: 200, body: {} }]);
    await api.update('projects', 1, { suspended: true }, { idempotencyKey: 'mine' });
    expect(calls[0]?.headers['Idempotency-Key']).toBe('mine');
  });

  it('count=true answers the number', async () => {
    const { api, calls } = setup([{ status: 200, body: { count: 12 } }]);
    await expect(api.count('items', { q: { code_eq: 'A' } })).resolves.toBe(12);
    expect(calls[0]?.url).toContain('count=true');
  });
});

describe('helpers', () => {
  it('singular model names', () => {
    expect(singular('project_rows')).toBe('project_row');
    expect(singular('project_typologies')).toBe('project_typology');
    expect(singular('branches')).toBe('branch');
    expect(singular('additional_barcodes')).toBe('additional_barcode');
    expect(singular('project')).toBe('project');
  });

  it('encodes Ransack filters with brackets', () => {
    expect(
      encodeQuery({ q: { id_in: [1, 2], name_cont: 'a b&c', parent_id_null: true, s: 'name asc' } }),
    ).toBe('q[id_in][]=1&q[id_in][]=2&q[name_cont]=a%20b%26c&q[parent_id_null]=true&q[s]=name%20asc');
    expect(encodeQuery({ a: undefined, b: null })).toBe('b=');
  });
});
