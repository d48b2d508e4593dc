import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, type Harness, show } from './support/harness';
import { multipart, pngBytes as png } from './support/multipart';

describe.each(dialects)('custom actions and files on %s', (dialect) => {
  let h: Harness;
  let n = 0;

  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(async () => {
    await h?.close();
  });

  const get = (model: string, id: number) => show(h, model, id);
  const countOf = async (table: string) =>
    Number(
      (
        await h.handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const storedFiles = () => {
    const dir = join(h.config.dataDir, 'uploads');
    return existsSync(dir) ? readdirSync(dir).length : 0;
  };

  describe('PUT /projects/{id}?do=bulk_update_rows', () => {
    /** Two projects with a pick each for the same item; three rows in the first. */
    async function setup() {
      n++;
      const item = await create(h, 'items', { code: `BULK-${n}` });
      const from = await create(h, 'projects', { name: `Origine ${n}` });
      const to = await create(h, 'projects', { name: `Destinazione ${n}` });
      const fromPick = await create(h, 'picks', { project_id: from.id, item_id: item.id, quantity: 10 });
      const toPick = await create(h, 'picks', { project_id: to.id, item_id: item.id, quantity: 10 });
      const rows = [];
      for (const quantity of [1, 2, 4]) {
        rows.push(await create(h, 'project_rows', { project_id: from.id, item_id: item.id, quantity }));
      }
      return { from: from.id, to: to.id, fromPick: fromPick.id, toPick: toPick.id, rows };
    }
    const bulk = (projectId: number, rows: object[]) =>
      h.request({
        method: 'PUT',
        url: `/api/v2/projects/${projectId}?do=bulk_update_rows`,
        token: h.tokens.admin,
        payload: { project_rows: rows },
      });
    const snapshot = async (s: Awaited<ReturnType<typeof setup>>) => ({
      rows: await Promise.all(s.rows.map((r) => get('project_rows', r.id))),
      picks: await Promise.all([get('picks', s.fromPick), get('picks', s.toPick)]),
    });

    it('moves the rows to the project, sets their fields and recomputes both picks', async () => {
      const s = await setup();
      const [a, b] = s.rows;
      const res = await bulk(s.to, [
        { id: a.id, project_id: s.to, description: 'spostata' },
        { id: b.id, project_id: s.to, description: 'spostata', lock_version: b.lock_version },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const updated = res.json();
      expect(updated).toHaveLength(2);
      for (const row of updated) {
        expect(row).toMatchObject({
          project_id: s.to,
          pick_id: s.toPick,
          description: 'spostata',
          lock_version: 1,
        });
      }
      const after = await snapshot(s);
      expect(after.rows.map((r) => [r.project_id, r.pick_id, r.description])).toEqual([
        [s.to, s.toPick, 'spostata'],
        [s.to, s.toPick, 'spostata'],
        [s.from, s.fromPick, null],
      ]);
      expect(after.picks.map((p) => [p.quantity_detected, p.quantity_remaining])).toEqual([
        [4, 6],
        [3, 7],
      ]);
    });

    it.each([
      ['an unknown row id', 404, 'not_found', () => ({ id: 999_999, description: 'x' })],
      [
        'a value of the wrong type',
        400,
        'invalid_input',
        (rows: { id: number }[]) => ({ id: rows[2]!.id, quantity: 'molti' }),
      ],
      [
        'a stale lock_version',
        409,
        'stale_record',
        (rows: { id: number }[]) => ({ id: rows[2]!.id, lock_version: 7 }),
      ],
    ])('changes no row when one of them fails: %s', async (_, status, id, bad) => {
      const s = await setup();
      const before = await snapshot(s);
      const res = await bulk(s.to, [
        { id: s.rows[0].id, project_id: s.to, description: 'spostata' },
        { id: s.rows[1].id, project_id: s.to, quantity: 9 },
        bad(s.rows),
      ]);
      expect(res.statusCode).toBe(status);
      // A refused value also names its field (`fields`); a stale row comes back as stored, with who
      // wrote it last and when (`current`, `by`, `at`), so the screen can redo on fresh data.
      expect(res.json()).toMatchObject({ error: expect.any(String), id });
      const extra = status === 409 ? ['current', 'by', 'at', 'stale'] : ['fields'];
      expect(Object.keys(res.json()).filter((k) => !extra.includes(k))).toEqual(['error', 'id']);
      if (status === 409) expect(res.json().current).toMatchObject({ id: s.rows[2].id });
      expect(await snapshot(s)).toEqual(before);
    });

    it('names every row moved meanwhile, with who moved it, and writes none', async () => {
      const s = await setup();
      const [a, b, c] = s.rows;
      // Another operator moves two of them first: the second save still holds the old versions.
      const moved = await bulk(s.to, [
        { id: a.id, project_id: s.to, lock_version: a.lock_version },
        { id: c.id, project_id: s.to, lock_version: c.lock_version },
      ]);
      expect(moved.statusCode, moved.body).toBe(200);
      const before = await snapshot(s);
      const res = await bulk(
        s.from,
        [a, b, c].map((r) => ({ id: r.id, project_id: s.from, lock_version: r.lock_version })),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        id: 'stale_record',
        error: 'Modifica in conflitto con altro operatore su 2 record',
        by: { name: expect.any(String) },
        stale: [
          { id: a.id, project_id: s.to, lock_version: a.lock_version + 1 },
          { id: c.id, project_id: s.to, lock_version: c.lock_version + 1 },
        ],
      });
      expect(await snapshot(s)).toEqual(before);
    });

    it('answers an unknown action with 404', async () => {
      const project = await create(h, 'projects', { name: 'Azione ignota' });
      const res = await h.request({
        method: 'PUT',
        url: `/api/v2/projects/${project.id}?do=no_such_action`,
        token: h.tokens.admin,
        payload: { project: { name: 'cambiato' } },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: expect.any(String), id: 'not_found' });
      expect((await get('projects', project.id)).name).toBe('Azione ignota');
    });
  });

  describe('POST /projects/{id}?do=delete_rows', () => {
    async function projectWithRows() {
      n++;
      const item = await create(h, 'items', { code: `DEL-${n}` });
      const project = await create(h, 'projects', { name: `Concludi ${n}` });
      const other = await create(h, 'projects', { name: `Altro ${n}` });
      const pick = await create(h, 'picks', { project_id: project.id, item_id: item.id, quantity: 10 });
      const rows = [];
      for (const quantity of [1, 2, 3]) {
        rows.push(await create(h, 'project_rows', { project_id: project.id, item_id: item.id, quantity }));
      }
      const foreign = await create(h, 'project_rows', {
        project_id: other.id,
        item_id: item.id,
        quantity: 5,
      });
      return { project: project.id, pick: pick.id, rows, foreign: foreign.id };
    }
    const deleteRows = (projectId: number, payload?: object) =>
      h.request({
        method: 'POST',
        url: `/api/v2/projects/${projectId}?do=delete_rows`,
        token: h.tokens.operator,
        ...(payload ? { payload } : {}),
      });

    it("deletes all the project's readings in one call, recomputes its picks, and is safe to repeat", async () => {
      const s = await projectWithRows();
      expect(await get('picks', s.pick)).toMatchObject({ quantity_detected: 6, quantity_remaining: 4 });
      const res = await deleteRows(s.project);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ deleted: 3 });
      expect(await get('picks', s.pick)).toMatchObject({ quantity_detected: 0, quantity_remaining: 10 });
      expect((await get('project_rows', s.foreign)).quantity).toBe(5);
      expect((await deleteRows(s.project)).json()).toEqual({ deleted: 0 });
    });

    it('deletes only the given readings that belong to the project', async () => {
      const s = await projectWithRows();
      const res = await deleteRows(s.project, { ids: [s.rows[0].id, s.foreign] });
      expect(res.json()).toEqual({ deleted: 1 });
      expect(await get('picks', s.pick)).toMatchObject({ quantity_detected: 5 });
      expect((await get('project_rows', s.foreign)).quantity).toBe(5);
    });

    it('refuses bad ids with 400 and an unknown project with 404, deleting nothing', async () => {
      const s = await projectWithRows();
      expect((await deleteRows(s.project, { ids: ['x'] })).statusCode).toBe(400);
      expect((await deleteRows(999_999)).statusCode).toBe(404);
      expect(await get('picks', s.pick)).toMatchObject({ quantity_detected: 6 });
    });
  });

  describe('files', () => {
    it('attaches signatures to a project with bulk_update_signatures', async () => {
      const project = await create(h, 'projects', { name: 'Firme' });
      const first = png();
      const body = multipart([
        { name: 'signatures[]', filename: 'firma-autista.png', contentType: 'image/png', data: first },
        { name: 'signatures[]', filename: 'firma-cliente.png', contentType: 'image/png', data: png() },
      ]);
      const res = await h.request({
        method: 'PUT',
        url: `/api/v2/projects/${project.id}?do=bulk_update_signatures`,
        token: h.tokens.admin,
        ...body,
      });
      expect(res.statusCode, res.body).toBe(200);
      const signatures = (await get('projects', project.id)).signatures;
      expect(signatures).toEqual([
        {
          id: expect.any(Number),
          filename: 'firma-autista.png',
          content_type: 'image/png',
          url: expect.any(String),
        },
        {
          id: expect.any(Number),
          filename: 'firma-cliente.png',
          content_type: 'image/png',
          url: expect.any(String),
        },
      ]);
      // Signed URLs carry their own expiry second, so two answers a second apart differ only there.
      const withoutSignature = (files: { url: string }[]) =>
        files.map((f) => ({ ...f, url: f.url.split('?')[0] }));
      expect(withoutSignature(res.json().signatures)).toEqual(withoutSignature(signatures));
      const file = await h.request({ method: 'GET', url: signatures[0].url });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(first)).toBe(true);
    });

    it('creates and updates a package with multipart fields and pictures', async () => {
      const project = await create(h, 'projects', { name: 'Colli' });
      const picture = png(2048);
      const created = await h.request({
        method: 'POST',
        url: '/api/v2/packages',
        token: h.tokens.admin,
        ...multipart([
          { name: 'packages[project_id]', value: String(project.id) },
          { name: 'packages[name]', value: 'COLLO-1' },
          { name: 'packages[width]', value: '12.5' },
          { name: 'packages[pictures][]', filename: 'collo.png', contentType: 'image/png', data: picture },
        ]),
      });
      expect(created.statusCode, created.body).toBe(201);
      const pkg = created.json();
      expect(pkg).toMatchObject({ project_id: project.id, name: 'COLLO-1', width: 12.5 });
      expect(pkg.pictures).toEqual([
        { id: expect.any(Number), filename: 'collo.png', content_type: 'image/png', url: expect.any(String) },
      ]);
      const { url } = pkg.pictures[0];
      // Named by a random key, not by the attachment's sequential id.
      expect(url).toMatch(/^\/api\/v2\/files\/[0-9a-f-]{36}\?exp=\d+&sig=[\w-]+$/);
      const path = url.split('?')[0];

      const bare = await h.request({ method: 'GET', url: path });
      expect(bare.statusCode).toBe(401);
      expect(bare.json()).toEqual({ error: 'Autenticazione richiesta', id: 'unauthenticated' });

      const signed = await h.request({ method: 'GET', url });
      expect(signed.statusCode).toBe(200);
      expect(signed.headers['content-type']).toBe('image/png');
      expect(signed.rawPayload.equals(picture)).toBe(true);

      const sig = /sig=([\w-]+)/.exec(url)![1]!;
      const tamperedSig = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
      const tampered = await h.request({ method: 'GET', url: url.replace(sig, tamperedSig) });
      expect(tampered.statusCode).toBe(401);
      const otherFile = await h.request({
        method: 'GET',
        url: url.replace(path, `/api/v2/files/${randomUUID()}`),
      });
      expect(otherFile.statusCode).toBe(401);

      const withToken = await h.request({ method: 'GET', url: path, token: h.tokens.operator });
      expect(withToken.statusCode).toBe(200);
      expect(withToken.rawPayload.equals(picture)).toBe(true);

      const updated = await h.request({
        method: 'PUT',
        url: `/api/v2/packages/${pkg.id}`,
        token: h.tokens.admin,
        ...multipart([
          { name: 'packages[height]', value: '30' },
          { name: 'packages[lock_version]', value: '0' },
          { name: 'packages[pictures][]', filename: 'retro.jpg', contentType: 'image/jpeg', data: png() },
        ]),
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json()).toMatchObject({ width: 12.5, height: 30, lock_version: 1 });
      expect(updated.json().pictures.map((p: { filename: string }) => p.filename)).toEqual([
        'collo.png',
        'retro.jpg',
      ]);
    });

    it('removes the pictures of a deleted package, from the database and from disk', async () => {
      const project = await create(h, 'projects', { name: `Colli da cancellare ${n}` });
      const res = await h.request({
        method: 'POST',
        url: '/api/v2/packages',
        token: h.tokens.admin,
        ...multipart([
          { name: 'packages[project_id]', value: String(project.id) },
          { name: 'packages[name]', value: `DA-CANCELLARE-${++n}` },
          { name: 'packages[pictures][]', filename: 'a.png', contentType: 'image/png', data: png() },
        ]),
      });
      expect(res.statusCode).toBe(201);
      const before = [await countOf('attachments'), storedFiles()];
      const del = await h.request({
        method: 'DELETE',
        url: `/api/v2/packages/${res.json().id}`,
        token: h.tokens.admin,
      });
      expect(del.statusCode).toBe(200);
      expect([await countOf('attachments'), storedFiles()]).toEqual([before[0]! - 1, before[1]! - 1]);
      const file = await h.request({
        method: 'GET',
        url: res.json().pictures[0].url.split('?')[0],
        token: h.tokens.admin,
      });
      expect(file.statusCode).toBe(404);
    });

    const refusedUpload = async (files: [Buffer, string][], status: number) => {
      const before = [await countOf('packages'), await countOf('attachments'), storedFiles()];
      const res = await h.request({
        method: 'POST',
        url: '/api/v2/packages',
        token: h.tokens.admin,
        ...multipart([
          { name: 'packages[name]', value: `RIFIUTATO-${++n}` },
          ...files.map(([data, contentType], i) => ({
            name: 'packages[pictures][]',
            filename: `file-${i}.bin`,
            contentType,
            data,
          })),
        ]),
      });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({
        error: expect.any(String),
        id: status === 413 ? 'too_large' : 'invalid_input',
      });
      expect([await countOf('packages'), await countOf('attachments'), storedFiles()]).toEqual(before);
    };

    it('refuses a file of a type it does not accept with 422 and writes nothing', async () => {
      await refusedUpload([[Buffer.from('<script>alert(1)</script>'), 'text/html']], 422);
      // A good file before the bad one is not left behind either.
      await refusedUpload(
        [
          [png(), 'image/png'],
          [Buffer.from('MZ'), 'application/x-msdownload'],
        ],
        422,
      );
    });

    it('refuses an upload over 10 MiB with 413 and writes nothing', async () => {
      await refusedUpload([[Buffer.alloc(10 * 1024 * 1024 + 1, 7), 'image/png']], 413);
    });
  });
});
