import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, type Harness } from '../support/harness';
import { multipart, pngBytes } from '../support/multipart';

const MiB = 1024 * 1024;
const METRICS_TOKEN = 'metrics-token-upload-space';

/** Bytes and files in the upload directory. */
function uploadDirUsage(h: Harness) {
  const dir = join(h.config.dataDir, 'uploads');
  const files = existsSync(dir) ? readdirSync(dir) : [];
  return { files: files.length, bytes: files.reduce((sum, f) => sum + statSync(join(dir, f)).size, 0) };
}

const signatures = (count: number, size: number) =>
  multipart(
    Array.from({ length: count }, (_, i) => ({
      name: 'signatures[]',
      filename: `firma-${i}.png`,
      contentType: 'image/png',
      data: pngBytes(size),
    })),
  );

describe.each(dialects)('the upload space is bounded, on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(dialect, { uploadUserMaxMb: 5, uploadRecordMaxMb: 3, signatureMaxMb: 2 });
  });
  afterAll(() => h?.close());

  const sign = async (project: number, count: number, size: number, token = h.tokens.operator) =>
    h.request({
      method: 'PUT',
      url: `/api/v2/projects/${project}?do=bulk_update_signatures`,
      token,
      ...signatures(count, size),
    });

  it("one record's files stay within UPLOAD_RECORD_MAX_MB: 413 quota_exceeded, nothing kept", async () => {
    const project = (await create(h, 'projects', { name: 'Record pieno' })).id;
    const before = uploadDirUsage(h);
    const res = await sign(project, 2, 2 * MiB - 100);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toEqual({
      error: 'Spazio per i file di questo record esaurito: al massimo 3 MB',
      id: 'quota_exceeded',
    });
    expect(uploadDirUsage(h)).toEqual(before);
  });

  it("signing again replaces the project's signatures and removes their files", async () => {
    const project = (await create(h, 'projects', { name: 'Firmato due volte' })).id;
    const before = uploadDirUsage(h);
    expect((await sign(project, 3, 1000, h.tokens.admin)).statusCode).toBe(200);
    expect(uploadDirUsage(h).files).toBe(before.files + 3);
    const again = await sign(project, 1, 1000, h.tokens.admin);
    expect(again.statusCode).toBe(200);
    expect(again.json().signatures).toHaveLength(1);
    expect(uploadDirUsage(h).files).toBe(before.files + 1);
  });

  it("one user's files stay within UPLOAD_USER_MAX_MB, however many records: the attack's repeats stop there", async () => {
    const before = uploadDirUsage(h);
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) {
      const project = (await create(h, 'projects', { name: `Firme ${i}` })).id;
      answers.push((await sign(project, 1, 2 * MiB - 100)).statusCode);
    }
    // 2 + 2 MiB kept; the third would pass 5 MiB.
    expect(answers).toEqual([200, 200, 413, 413, 413]);
    const usage = uploadDirUsage(h);
    expect(usage.files).toBe(before.files + 2);
    expect(usage.bytes - before.bytes).toBeLessThan(4 * MiB + 1);
    const refused = await sign((await create(h, 'projects', { name: 'Ancora' })).id, 1, 1.5 * MiB);
    expect(refused.json()).toEqual({
      error: "Spazio per i file dell'utente esaurito: al massimo 5 MB in tutto",
      id: 'quota_exceeded',
    });
    // Another user's share is their own.
    const other = (await create(h, 'projects', { name: 'Altro utente' })).id;
    expect((await sign(other, 1, 1000, h.tokens.supervisor)).statusCode).toBe(200);
  });
});

describe.each(dialects)('below the free-disk floor, on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    // A floor no test machine's disk reaches: every upload is below it.
    h = await createHarness(dialect, { uploadMinFreeMb: 1_000_000_000, metricsToken: METRICS_TOKEN });
  });
  afterAll(() => h?.close());

  it('an upload is refused with 507 storage_full, counted in the metrics beside the free bytes; other writes go on', async () => {
    const project = (await create(h, 'projects', { name: 'Disco pieno' })).id;
    const res = await h.request({
      method: 'PUT',
      url: `/api/v2/projects/${project}?do=bulk_update_signatures`,
      token: h.tokens.operator,
      ...signatures(1, 1000),
    });
    expect(res.statusCode, res.body).toBe(507);
    expect(res.json()).toEqual({
      error: 'Spazio su disco del server insufficiente: file non accettati, avvisare il responsabile',
      id: 'storage_full',
    });
    expect(uploadDirUsage(h).files).toBe(0);
    expect((await create(h, 'projects', { name: 'Senza file' })).id).toBeGreaterThan(0);
    const metrics = (await h.request({ method: 'GET', url: '/metrics', token: METRICS_TOKEN })).body;
    expect(metrics).toMatch(/^warehouse_errors_total\{id="storage_full"\} 1$/m);
    expect(metrics).toMatch(/^warehouse_upload_disk_free_bytes \d+(\.\d+)?(e\+\d+)?$/m);
  });
});
