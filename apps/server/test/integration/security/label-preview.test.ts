import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, dialects, PASSWORD, type Harness } from '../support/harness';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const SMALL = '^XA^CI28^PW400^LL200^FO20,20^A0N,30,30^FH^FDCiao^FS^XZ';
/**
 * Within the size limits, but a full label of solid black boxes: about five seconds of rendering on a
 * quiet machine, well past the one-second limit these tests set (the default, 5 s, would race it).
 */
const SLOW = `^XA^PW1344^LL7928${'^FO0,0^GB1344,7928,672^FS'.repeat(40)}^XZ`;

describe.each(dialects)('label previews cannot hurt the server, on %s', (dialect) => {
  let h: Harness;
  const preview = (body: string, token = h.tokens.operator) =>
    h.request({ method: 'POST', url: '/api/v2/print_templates?do=preview', token, payload: { body } });

  beforeAll(async () => {
    // A render limit SLOW always passes, whatever the machine's speed; a small allowance to reach the rate limit.
    h = await createHarness(dialect, { previewsPerMinute: 12, previewTimeoutMs: 1000 });
  });
  afterAll(() => h?.close());

  /** Sends the preview and a request that needs no renderer together; says which answered first. */
  async function raceWithVersion(body: string) {
    const order: string[] = [];
    const [previewed] = await Promise.all([
      preview(body).then((res) => (order.push('preview'), res)),
      h.request({ method: 'GET', url: '/api/v2/info/version' }).then((res) => {
        expect(res.statusCode).toBe(200);
        order.push('version');
      }),
    ]);
    return { previewed, order };
  }

  it('a label larger than real media is refused before rendering, naming the limit', async () => {
    for (const body of ['^XA^PW16000^LL16000^FO0,0^GB100,100,100^FS^XZ', '^XA^PW32000^LL32000^XZ']) {
      const res = await preview(body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        id: 'invalid_template',
        error: expect.stringMatching(/troppo larga/),
      });
    }
    expect((await preview('^XA^PW800^LL9000^XZ')).json().error).toMatch(/troppo lunga/);
    expect((await preview('^XA^PW800^LL800^PQ5000^XZ')).json().error).toMatch(/Troppe copie/);
    const graphic = await preview('^XA^FO0,0^GFA,200000000,200000000,25000,:Z64:eJwDAAAAAAE=:0000^FS^XZ');
    expect(graphic.json().error).toMatch(/Immagine troppo grande/);
  });

  it('a template too large to print cannot be saved either', async () => {
    const res = await h.request({
      method: 'POST',
      url: '/api/v2/print_templates',
      token: h.tokens.admin,
      payload: { print_template: { name: 'enorme', body: '^XA^PW16000^LL16000^XZ' } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatch(/troppo larga/);
  });

  it('a render past the time limit is stopped with a 422 while other requests are answered; the next preview works', async () => {
    const { previewed, order } = await raceWithVersion(SLOW);
    expect(previewed.statusCode, previewed.body).toBe(422);
    expect(previewed.json().error).toBe('Anteprima non disponibile: etichetta troppo complessa');
    expect(order).toEqual(['version', 'preview']);

    const after = await h.request({
      method: 'POST',
      url: '/api/v2/print_templates?do=preview',
      token: h.tokens.operator,
      headers: { accept: 'image/png' },
      payload: { body: SMALL },
    });
    expect(after.statusCode, after.body).toBe(200);
    expect(after.rawPayload.subarray(0, 4)).toEqual(PNG_SIGNATURE);
  });

  it('previews are limited per user: past the allowance a 429 with Retry-After, other users unaffected', async () => {
    let res = await preview(SMALL, h.tokens.supervisor);
    for (let i = 0; i < 20 && res.statusCode === 200; i++) res = await preview(SMALL, h.tokens.supervisor);
    expect(res.statusCode).toBe(429);
    expect(res.json().id).toBe('rate_limited');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await preview(SMALL, h.tokens.admin)).statusCode).toBe(200);
  });

  it(
    "one user's slow previews never refuse another user's: the renderer serves users in turn",
    { timeout: 60_000 },
    async () => {
      await h.createUser({ email: 'lento@test.it', password: PASSWORD, roles: ['operatore'] });
      await h.createUser({ email: 'svelto@test.it', password: PASSWORD, roles: ['supervisore'] });
      const [slow, quick] = [await h.login('lento@test.it'), await h.login('svelto@test.it')];
      const answered: number[] = [];
      for (let i = 0; i < 12; i++) void preview(SLOW, slow).then((res) => answered.push(res.statusCode));
      // Sent once the flood is at the renderer.
      await new Promise((resolve) => setImmediate(resolve));
      const mine = await preview(SMALL, quick);
      expect(mine.statusCode, mine.body).toBe(200);
      // Two of the flood held (one rendering, one waiting: the other user went before it), the rest
      // refused at once as busy; the held ones end with the test's server.
      expect(answered.filter((s) => s === 503)).toHaveLength(10);
      expect(answered.filter((s) => s !== 503).length).toBeLessThanOrEqual(1);
    },
  );
});
