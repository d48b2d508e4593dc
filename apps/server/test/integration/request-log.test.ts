import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, type Harness } from './support/harness';

interface Line {
  level: number;
  msg: string;
  status?: number;
  ms?: number;
  req?: { method: string; url: string };
}

const INFO = 30;
const DEBUG = 20;

describe.each(dialects)('request log on %s', (dialect) => {
  const lines: Line[] = [];
  const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as Line) };
  let h: Harness;
  let debugLines: Line[];
  let debug: Harness;
  beforeAll(async () => {
    h = await createHarness(dialect, { logLevel: 'info' }, { logStream });
    debugLines = [];
    debug = await createHarness(
      dialect,
      { logLevel: 'debug' },
      { logStream: { write: (line: string) => void debugLines.push(JSON.parse(line) as Line) } },
    );
  });
  afterAll(async () => {
    await h.close();
    await debug.close();
  });

  const completed = (from: Line[], url: string) =>
    from.filter((l) => l.msg === 'request completed' && l.req?.url.startsWith(url));

  it('at info: no line for a successful read, one for a write, one for a refused request', async () => {
    lines.length = 0;
    const list = await h.request({
      method: 'GET',
      url: '/api/v2/locations?always_ok=1',
      token: h.tokens.operator,
    });
    expect(list.statusCode).toBe(200);
    const search = await h.request({
      method: 'POST',
      url: '/api/v2/locations/search',
      token: h.tokens.operator,
      payload: { q: { name_eq: 'nessuna' }, always_ok: true },
    });
    expect(search.statusCode).toBe(200);
    expect(completed(lines, '/api/v2/locations')).toEqual([]);

    const created = await create(h, 'locations', { name: 'Corsia log' });
    const refused = await h.request({
      method: 'GET',
      url: '/api/v2/locations/999999',
      token: h.tokens.operator,
    });
    expect(refused.statusCode).toBe(404);

    const write = completed(lines, '/api/v2/locations').find((l) => l.req?.method === 'POST');
    expect(write).toMatchObject({ level: INFO, status: 201 });
    expect(typeof write?.ms).toBe('number');
    expect(completed(lines, '/api/v2/locations/999999')).toMatchObject([{ level: INFO, status: 404 }]);
    expect(created.id).toBeGreaterThan(0);
  });

  it('at debug: successful reads are logged too, one line each', async () => {
    debugLines.length = 0;
    const res = await debug.request({
      method: 'GET',
      url: '/api/v2/info/heartbeat',
      token: debug.tokens.operator,
    });
    expect(res.statusCode).toBe(200);
    expect(completed(debugLines, '/api/v2/info/heartbeat')).toMatchObject([{ level: DEBUG, status: 200 }]);
  });

  it('never writes the bearer token or a token in the address', async () => {
    lines.length = 0;
    await h.request({ method: 'GET', url: '/api/v2/nothing?atoken=segreto123', token: h.tokens.operator });
    const text = JSON.stringify(lines);
    expect(lines.length).toBeGreaterThan(0);
    expect(text).not.toContain('segreto123');
    expect(text).not.toContain(h.tokens.operator);
  });
});
