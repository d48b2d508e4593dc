import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config';
import { connect } from '../../../src/db/connection';
import { migrate } from '../../../src/db/migrate';
import { buildApp } from '../../../src/app';
import { startServer } from '../../../src/server';
import { secureDataDir } from '../../../src/data-dir';
import { create, createHarness, dialects, PASSWORD, type Harness } from '../support/harness';
import { multipart, pngBytes } from '../support/multipart';

describe.each(dialects)('files behind the permissions of their record, on %s', (dialect) => {
  let h: Harness;
  let project: number;
  beforeAll(async () => {
    h = await createHarness(dialect);
    project = (await create(h, 'projects', { name: 'Colli con foto' })).id;
  });
  afterAll(() => h?.close());

  const upload = (data: Buffer, contentType: string, filename = 'foto.png') =>
    h.request({
      method: 'POST',
      url: '/api/v2/packages',
      token: h.tokens.admin,
      ...multipart([
        { name: 'packages[project_id]', value: String(project) },
        { name: 'packages[name]', value: `COLLO-${Math.random().toString(36).slice(2, 8)}` },
        { name: 'packages[pictures][]', filename, contentType, data },
      ]),
    });

  it('a user who cannot read the record gets 403 for its file; one who can gets the bytes', async () => {
    const picture = pngBytes(512);
    const pkg = (await upload(picture, 'image/png')).json();
    const path = pkg.pictures[0].url.split('?')[0];
    expect(path).toMatch(/^\/api\/v2\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    await h.createUser({ email: 'nessuno@test.it', password: PASSWORD });
    const nobody = await h.login('nessuno@test.it');
    expect(
      (await h.request({ method: 'GET', url: `/api/v2/packages/${pkg.id}`, token: nobody })).statusCode,
    ).toBe(403);
    const refused = await h.request({ method: 'GET', url: path, token: nobody });
    expect(refused.statusCode).toBe(403);
    expect(refused.rawPayload.includes(picture)).toBe(false);
    const allowed = await h.request({ method: 'GET', url: path, token: h.tokens.operator });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.rawPayload.equals(picture)).toBe(true);
  });

  it('sequential ids do not name files', async () => {
    const pkg = (await upload(pngBytes(), 'image/png')).json();
    for (const id of [1, pkg.pictures[0].id]) {
      const res = await h.request({ method: 'GET', url: `/api/v2/files/${id}`, token: h.tokens.admin });
      expect(res.statusCode).toBe(404);
    }
  });

  it('the type is read from the bytes: HTML declared as PDF or PNG is refused, a PNG declared as PDF is a PNG', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    for (const declared of ['application/pdf', 'image/png']) {
      const res = await upload(html, declared, 'fattura.pdf');
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatch(/^Tipo di file non ammesso/);
    }
    const pkg = (await upload(pngBytes(), 'application/pdf', 'foto.pdf')).json();
    expect(pkg.pictures[0].content_type).toBe('image/png');
    const served = await h.request({ method: 'GET', url: pkg.pictures[0].url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a signature is held to its own, smaller limit (2 MB)', async () => {
    const project = await create(h, 'projects', { name: 'Firme grandi' });
    const res = await h.request({
      method: 'POST',
      url: `/api/v2/projects/${project.id}?do=bulk_update_signatures`,
      token: h.tokens.admin,
      ...multipart([
        {
          name: 'signatures[]',
          filename: 'firma.png',
          contentType: 'image/png',
          data: pngBytes(3 * 1024 * 1024),
        },
      ]),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'File troppo grande: al massimo 2 MB', id: 'too_large' });
  });
});

describe('files at rest', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'warehouse-modes-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const mode = (path: string) => statSync(path).mode & 0o777;

  it('a DATA_DIR an older release left readable is made private at start, with a warning; new files are private', async () => {
    // What an older release left: everything readable by others.
    const first = connect({ dataDir });
    await migrate(first.db, first.dialect);
    await first.close();
    mkdirSync(join(dataDir, 'uploads'));
    writeFileSync(join(dataDir, 'uploads', 'old-photo'), 'x');
    writeFileSync(join(dataDir, 'secret.key'), 'a-secret-that-is-long-enough-for-the-server-0123');
    for (const path of ['warehouse.sqlite', 'uploads/old-photo', 'secret.key'])
      chmodSync(join(dataDir, path), 0o644);
    chmodSync(join(dataDir, 'uploads'), 0o755);
    chmodSync(dataDir, 0o755);

    const lines: string[] = [];
    const handle = connect({ dataDir });
    const app = await buildApp(
      { ...loadConfig({}), dataDir, databaseUrl: undefined, logLevel: 'warn' },
      handle,
      { logStream: { write: (line) => lines.push(line) } },
    );
    try {
      const warning = lines.map((l) => JSON.parse(l)).find((l) => /DATA_DIR was readable/.test(l.msg));
      expect(warning?.paths).toEqual(
        expect.arrayContaining(['.', 'warehouse.sqlite', 'secret.key', 'uploads', 'uploads/old-photo']),
      );
      expect(mode(dataDir)).toBe(0o700);
      expect(mode(join(dataDir, 'uploads'))).toBe(0o700);
      for (const path of ['warehouse.sqlite', 'secret.key', 'uploads/old-photo'])
        expect(mode(join(dataDir, path))).toBe(0o600);
      // A write makes SQLite's journal files: they take the database file's mode.
      const stamp = new Date().toISOString();
      await handle.db
        .insertInto('locations')
        .values({ name: 'MODI', created_at: stamp, updated_at: stamp })
        .execute();
      for (const path of ['warehouse.sqlite-wal', 'warehouse.sqlite-shm'])
        expect(mode(join(dataDir, path))).toBe(0o600);
    } finally {
      await app.close();
      await handle.close();
    }
  });

  it("a fresh DATA_DIR's first HTTPS start writes everything private: nothing for a warning to find", async () => {
    const fresh = join(dataDir, 'first-start');
    const server = await startServer({
      ...loadConfig({}),
      dataDir: fresh,
      databaseUrl: undefined,
      host: '127.0.0.1',
      port: 0,
      https: true,
      httpsPort: 0,
      logLevel: 'silent',
      demo: false,
    });
    await server.close();
    expect(mode(join(fresh, 'tls', 'ca.crt'))).toBe(0o600);
    const warnings: string[][] = [];
    secureDataDir(fresh, (_message, paths) => warnings.push(paths));
    expect(warnings).toEqual([]);
  });

  it('a new DATA_DIR is created private, and so is its database', async () => {
    const fresh = join(dataDir, 'nuovo');
    const handle = connect({ dataDir: fresh });
    try {
      await migrate(handle.db, handle.dialect);
      expect(mode(fresh)).toBe(0o700);
      expect(mode(join(fresh, 'warehouse.sqlite'))).toBe(0o600);
    } finally {
      await handle.close();
    }
  });
});
