import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, type Harness, show } from '../support/harness';
import { multipart, pngBytes, type Part } from '../support/multipart';
import { command } from './support';

const MEASURES = { width: 400, depth: 300, height: 250, weight: 12.5 };

describe.each(dialects)('#packages/{id}?do=close_package on %s', (dialect) => {
  let h: Harness;
  let project: number;
  let n = 0;

  beforeAll(async () => {
    h = await createHarness(dialect);
    project = (await create(h, 'projects', { name: 'LP-COLLI' })).id;
  });
  afterAll(async () => {
    await h?.close();
  });

  const newPackage = async (extra: Record<string, unknown> = {}) =>
    create(h, 'packages', {
      project_id: project,
      name: `PK-T-${++n}`,
      incremental: n,
      closed: false,
      shipped: false,
      ...extra,
    });

  const closeJson = (pkg: { id: number; lock_version: number }, values: object = MEASURES, token?: string) =>
    command(
      h,
      `packages/${pkg.id}?do=close_package`,
      {
        package: { ...values, lock_version: pkg.lock_version, closed: true },
      },
      token ? { token } : {},
    );

  const closeForm = (id: number, parts: Part[], token = h.tokens.operator) =>
    h.request({ method: 'POST', url: `/api/v2/packages/${id}?do=close_package`, token, ...multipart(parts) });

  const formFields = (values: Record<string, unknown>): Part[] =>
    Object.entries(values).map(([k, v]) => ({ name: `packages[${k}]`, value: String(v) }));

  const stored = () => readdirSync(join(h.config.dataDir, 'uploads')).length;

  it('JSON: closed true with the four measures; the lock_version moves on', async () => {
    const pkg = await newPackage();
    const res = await closeJson(pkg, MEASURES, h.tokens.operator);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().package).toMatchObject({ ...MEASURES, closed: true, shipped: false, pictures: [] });
    expect(res.json().package.lock_version).toBe(pkg.lock_version + 1);
  });

  it('multipart: stores the photo as the package picture (PNG), served to signed-in users only', async () => {
    const pkg = await newPackage();
    const photo = pngBytes(2048);
    const res = await closeForm(pkg.id, [
      ...formFields({ ...MEASURES, weight: '7,25', lock_version: pkg.lock_version, closed: true }),
      { name: 'packages[pictures][]', filename: 'foto.png', contentType: 'image/png', data: photo },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const closed = res.json().package;
    expect(closed).toMatchObject({ closed: true, width: 400, weight: 7.25 });
    expect(closed.pictures).toHaveLength(1);
    expect(closed.pictures[0]).toMatchObject({
      content_type: 'image/png',
      filename: `collo-${pkg.name}.png`,
    });

    const file = await h.request({
      method: 'GET',
      url: closed.pictures[0].url.split('?')[0],
      token: h.tokens.admin,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(photo)).toBe(true);
    const anonymous = await h.request({ method: 'GET', url: closed.pictures[0].url.split('?')[0] });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each([
    [{ ...MEASURES, width: undefined }, 'Larghezza obbligatoria'],
    [{ ...MEASURES, depth: 0 }, 'Profondità non valida: deve essere maggiore di zero'],
    [{ ...MEASURES, height: -5 }, 'Altezza non valida: deve essere maggiore di zero'],
    [{ ...MEASURES, weight: 'tanto' }, 'Peso non valido: inserire un numero'],
    [{ ...MEASURES, width: 250_000 }, 'Larghezza non valida: massimo 10000 mm'],
    [{ ...MEASURES, weight: 99_999 }, 'Peso non valido: massimo 5000 kg'],
  ])('refuses %j with 422 and leaves the package open and unchanged', async (values, message) => {
    const pkg = await newPackage({ width: 1 });
    const res = await closeJson(pkg, values);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ id: 'invalid_input' });
    expect(res.json().error).toBe(message);
    expect(await show(h, 'packages', pkg.id)).toMatchObject({
      closed: false,
      width: 1,
      lock_version: pkg.lock_version,
    });
  });

  it('refuses a body without lock_version (400) and a photo that is not a PNG, keeping no file', async () => {
    const pkg = await newPackage();
    const noVersion = await command(h, `packages/${pkg.id}?do=close_package`, { package: MEASURES });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().id).toBe('invalid_input');

    const before = stored();
    const jpeg = await closeForm(pkg.id, [
      ...formFields({ ...MEASURES, lock_version: pkg.lock_version }),
      {
        name: 'packages[pictures][]',
        filename: 'x.png',
        contentType: 'image/png',
        data: Buffer.from('<svg onload=alert(1)>'),
      },
    ]);
    expect(jpeg.statusCode).toBe(422);
    expect(stored()).toBe(before);
    expect(await show(h, 'packages', pkg.id)).toMatchObject({ closed: false, pictures: [] });
  });

  it('a photo over the upload limit is refused whole (413) and the package stays open', async () => {
    const pkg = await newPackage();
    const before = stored();
    const res = await closeForm(pkg.id, [
      ...formFields({ ...MEASURES, lock_version: pkg.lock_version }),
      {
        name: 'packages[pictures][]',
        filename: 'big.png',
        contentType: 'image/png',
        data: pngBytes(11 * 1024 * 1024),
      },
    ]);
    expect(res.statusCode, res.body).toBe(413);
    expect(stored()).toBe(before);
    expect(await show(h, 'packages', pkg.id)).toMatchObject({ closed: false, pictures: [] });
  });

  it('a stale lock_version is 409 stale_record with the package as stored; nothing written', async () => {
    const pkg = await newPackage();
    await h.request({
      method: 'PUT',
      url: `/api/v2/packages/${pkg.id}`,
      token: h.tokens.admin,
      payload: { package: { weight: 3 } },
    });
    const res = await closeJson(pkg);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      id: 'stale_record',
      current: { packages: [{ id: pkg.id, closed: false, weight: 3 }] },
    });
    expect(await show(h, 'packages', pkg.id)).toMatchObject({ closed: false, weight: 3 });
  });

  it('a package closed or shipped meanwhile is 409 already_closed', async () => {
    const closed = await newPackage({ closed: true });
    const again = await closeJson(closed);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ id: 'already_closed', error: 'Collo già chiuso' });
    const shipped = await newPackage({ shipped: true });
    expect((await closeJson(shipped)).json()).toMatchObject({
      id: 'already_closed',
      error: 'Collo già caricato sul camion',
    });
  });
});
