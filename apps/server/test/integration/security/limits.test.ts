import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, PASSWORD, type Harness } from '../support/harness';
import { multipart, pngBytes } from '../support/multipart';

/** An event stream read to its end: `ended` settles when the server closes it. */
async function stream(url: string, token: string) {
  const abort = new AbortController();
  const res = await fetch(`${url}/api/v2/events?projects=1`, {
    headers: { authorization: `Bearer ${token}` },
    signal: abort.signal,
  });
  const reader = res.body!.getReader();
  let open = false;
  const opened = new Promise<void>((resolve) => {
    void (async () => {
      let text = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          text += new TextDecoder().decode(value);
          if (!open && text.includes('event: ready')) {
            open = true;
            resolve();
          }
        }
      } catch {
        // aborted by the test
      }
      ended.text = text;
      ended.done = true;
    })();
  });
  const ended = { done: false, text: '' };
  await opened;
  return { status: res.status, ended, close: () => abort.abort() };
}

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((r) => setTimeout(r, 20));
};

describe.each(dialects)('limits per user and per process, on %s', (dialect) => {
  let h: Harness;
  let url: string;
  beforeAll(async () => {
    h = await createHarness(dialect, {
      eventStreamsPerSession: 2,
      loginMaxFailures: 3,
      loginMaxFailuresPerAddress: 5,
      listMaxPer: 50,
    });
    url = await h.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => h?.close());

  it("a device session's third event stream closes its oldest; the same account's other handhelds keep theirs", async () => {
    const first = await stream(url, h.tokens.operator);
    const second = await stream(url, h.tokens.operator);
    // Another handheld signed in with the same (shift) account, in the same second: its own session.
    const otherHandheld = await h.login('op@test.it');
    const others = await Promise.all([stream(url, otherHandheld), stream(url, otherHandheld)]);
    const third = await stream(url, h.tokens.operator);
    await until(() => first.ended.done);
    // Told why, so the handheld shows it is not live and reconnects.
    expect(first.ended.text).toContain('event: closed\ndata: {"reason":"session_limit"}');
    expect([second, third, ...others].map((s) => s.ended.done)).toEqual([false, false, false, false]);
    for (const s of [second, third, ...others]) s.close();
  });

  it("ending a user's sessions closes their open event streams", async () => {
    const user = await h.createUser({ email: 'live@test.it', password: PASSWORD, roles: ['operatore'] });
    const opened = await stream(url, await h.login('live@test.it'));
    const res = await h.request({
      method: 'POST',
      url: `/api/v2/users/${user.id}?do=end_sessions`,
      token: h.tokens.admin,
    });
    expect(res.statusCode).toBe(200);
    await until(() => opened.ended.done);
  });

  it('`per` without `page` is the first page of that size; a `per` above the limit is refused', async () => {
    for (let i = 0; i < 4; i++) await create(h, 'locations', { name: `SCAFFALE-${i}` });
    const res = await h.request({ method: 'GET', url: '/api/v2/locations?per=2', token: h.tokens.operator });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(2);
    expect(res.headers['content-range']).toMatch(/^locations 0-1\/\d+$/);
    const tooMany = await h.request({
      method: 'GET',
      url: '/api/v2/locations?per=51',
      token: h.tokens.operator,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe('Valore non valido per per: massimo 50');
  });

  it('one password sprayed across many emails from one address is locked out; another address is not', async () => {
    const attempt = (email: string, password: string, remoteAddress = '10.9.8.7') =>
      h.app.inject({
        method: 'POST',
        url: '/api/v2/authenticate',
        remoteAddress,
        payload: { auth: { email, password } },
      });
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await attempt(`utente${i}@test.it`, 'Estate2026!')).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 429, 429]);
    // Locked out before any password is checked: even the right one of a real user.
    expect((await attempt('op@test.it', PASSWORD)).statusCode).toBe(429);
    expect((await attempt('op@test.it', PASSWORD, '10.9.8.8')).statusCode).toBe(200);
  });

  it('tries sent all at once count as much as tries one after another', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        h.app.inject({
          method: 'POST',
          url: '/api/v2/authenticate',
          remoteAddress: '10.9.9.9',
          payload: { auth: { email: `parallelo${i}@test.it`, password: 'Estate2026!' } },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(4);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(8);
  });

  it('a 300 MB package photo is refused with 413 while it streams: never buffered, nothing left on disk', async () => {
    const project = await create(h, 'projects', { name: 'Foto enorme' });
    const uploadDir = join(h.config.dataDir, 'uploads');
    const filesBefore = readdirSync(uploadDir, { withFileTypes: true }).length;
    const { headers } = multipart([]);
    const boundary = headers['content-type'].split('boundary=')[1]!;
    const total = 300 * 1024 * 1024;
    const chunk = Buffer.alloc(1024 * 1024, 7);
    let sent = 0;
    let peak = 0;
    const body = Readable.from(
      (async function* () {
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="packages[project_id]"\r\n\r\n${project.id}\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="packages[pictures][]"; filename="enorme.png"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        );
        yield pngBytes(1024);
        for (; sent < total; sent += chunk.length) {
          peak = Math.max(peak, process.memoryUsage().arrayBuffers);
          yield chunk;
        }
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      })(),
    );
    const baseline = process.memoryUsage().arrayBuffers;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${url}/api/v2/packages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${h.tokens.admin}`, 'content-type': headers['content-type'] },
      });
      req.on('response', (res) => {
        // Answered: the client stops sending, reads the answer, and hangs up.
        body.unpipe(req);
        body.destroy();
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode!, body: text });
        });
      });
      req.on('error', reject);
      body.pipe(req);
    });
    expect(answer.status, answer.body).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      error: 'File troppo grande: al massimo 10 MB',
      id: 'too_large',
    });
    // The server answered long before the client could send the whole body, and held far less than it.
    expect(sent).toBeLessThan(total);
    expect(peak - baseline).toBeLessThan(64 * 1024 * 1024);
    await until(() => readdirSync(uploadDir).length === filesBefore);
    const packages = await h.request({
      method: 'GET',
      url: `/api/v2/packages?q[project_id_eq]=${project.id}&always_ok=true`,
      token: h.tokens.admin,
    });
    expect(packages.json()).toEqual([]);
  });
});
