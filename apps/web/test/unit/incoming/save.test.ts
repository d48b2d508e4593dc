import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/lib/api/client';
import { fingerprint, hasWrites, saveIncoming } from '../../../src/features/incoming/save';
import type { IncomingInput, SaveDeps } from '../../../src/features/incoming/save-types';
import type { ProjectRow, Serial } from '../../../src/domain/records';

const NOW = new Date('2025-06-15T10:00:00.000Z');

const input = (extra: Partial<IncomingInput> = {}): IncomingInput => ({
  locationId: 3,
  orderId: 10,
  itemId: 20,
  description: 'Pasta 500 g',
  lot: 'L1',
  weight: 12.5,
  tag: 'TAG1',
  remaining: 100,
  ...extra,
});

interface Fake {
  serials?: Serial[];
  rows?: ProjectRow[];
  confirm?: boolean[];
  fail?: Partial<Record<keyof SaveDeps, unknown>>;
}

function deps(fake: Fake = {}) {
  let key = 0;
  const answers = [...(fake.confirm ?? [])];
  const failOnce = { ...fake.fail };
  const maybeFail = (name: keyof SaveDeps) => {
    if (name in failOnce) {
      const error = failOnce[name];
      delete failOnce[name];
      throw error;
    }
  };
  const d = {
    confirm: vi.fn(async (_message: string, _title?: string) => answers.shift() ?? true),
    findSerials: vi.fn(async (_itemId: number, _code: string) => {
      maybeFail('findSerials');
      return fake.serials ?? [];
    }),
    createSerial: vi.fn(async (payload: { item_id: number; code: string }, _key: string) => {
      maybeFail('createSerial');
      return { id: 500, ...payload };
    }),
    findRowsByTag: vi.fn(async (_tag: string) => {
      maybeFail('findRowsByTag');
      return fake.rows ?? [];
    }),
    createRow: vi.fn(async (payload: object, _key: string) => {
      maybeFail('createRow');
      return { id: 700, ...payload } as ProjectRow;
    }),
    updateRow: vi.fn(async (id: number, payload: object, _key: string) => {
      maybeFail('updateRow');
      return { id, ...payload } as ProjectRow;
    }),
    createTrack: vi.fn(
      async (
        payload: { project_row_id: number; location_id: number; last_seen_at: string },
        _key: string,
      ) => {
        maybeFail('createTrack');
        return { id: 900, ...payload };
      },
    ),
    now: () => NOW,
    newKey: () => `key-${++key}`,
  } satisfies SaveDeps;
  return d;
}

const serverError = (status: number, message = 'Errore') => new ApiError(message, 'http', status);

describe('saveIncoming: a new tag', () => {
  it('reuses the lot found, creates the reading and the track', async () => {
    const d = deps({ serials: [{ id: 5, item_id: 20, code: 'L1' }] });
    const result = await saveIncoming(input(), d);
    expect(result).toMatchObject({ status: 'saved', rowId: 700, reassigned: false });
    expect(d.findSerials).toHaveBeenCalledWith(20, 'L1');
    expect(d.createSerial).not.toHaveBeenCalled();
    expect(d.findRowsByTag).toHaveBeenCalledWith('TAG1');
    expect(d.createRow).toHaveBeenCalledWith(
      {
        project_id: 10,
        location_id: 3,
        item_id: 20,
        description: 'Pasta 500 g',
        serial_id: 5,
        quantity: 12.5,
        code: 'TAG1',
      },
      expect.any(String),
    );
    expect(d.createTrack).toHaveBeenCalledWith(
      { project_row_id: 700, location_id: 3, last_seen_at: '2025-06-15T10:00:00.000Z' },
      expect.any(String),
    );
    expect(d.confirm).not.toHaveBeenCalled();
  });

  it("keeps the label's use-by (or best-before) with the reading, as the lot's date", async () => {
    const d = deps({ serials: [{ id: 5, item_id: 20, code: 'L1' }] });
    await saveIncoming(input({ expiryDate: '2027-01-31' }), d);
    expect(d.createRow.mock.calls[0]?.[0]).toMatchObject({ serial_id: 5, expiry_date: '2027-01-31' });
  });

  it('creates the lot when it is missing', async () => {
    const d = deps();
    await saveIncoming(input(), d);
    expect(d.createSerial).toHaveBeenCalledWith({ item_id: 20, code: 'L1' }, expect.any(String));
    expect(d.createRow.mock.calls[0]?.[0]).toMatchObject({ serial_id: 500 });
  });

  it('gives each write its own Idempotency-Key', async () => {
    const d = deps();
    await saveIncoming(input(), d);
    const keys = [
      d.createSerial.mock.calls[0]?.[1],
      d.createRow.mock.calls[0]?.[1],
      d.createTrack.mock.calls[0]?.[1],
    ];
    expect(new Set(keys).size).toBe(3);
  });
});

describe('saveIncoming: weight above the remaining quantity', () => {
  it('asks Conferma Peso; No saves nothing', async () => {
    const d = deps({ confirm: [false] });
    const result = await saveIncoming(input({ weight: 100.5 }), d);
    expect(result.status).toBe('cancelled');
    expect(d.confirm).toHaveBeenCalledWith(
      "Confermi l'inserimento di un peso superiore a quello previsto?",
      'Conferma Peso',
    );
    expect(d.findSerials).not.toHaveBeenCalled();
    expect(d.createRow).not.toHaveBeenCalled();
  });

  it('SI goes on', async () => {
    const d = deps({ confirm: [true] });
    await expect(saveIncoming(input({ weight: 100.5 }), d)).resolves.toMatchObject({ status: 'saved' });
  });

  it.each([
    ['equal to the remaining', { weight: 100, remaining: 100 }],
    ['equal within rounding', { weight: 0.3, remaining: 0.1 + 0.2 }],
    ['no remaining known', { weight: 1e6, remaining: null }],
  ])('does not ask when %s', async (_label, extra) => {
    const d = deps();
    await saveIncoming(input(extra), d);
    expect(d.confirm).not.toHaveBeenCalled();
  });

  it('asks when nothing remains (remaining 0 or below)', async () => {
    const d = deps({ confirm: [true] });
    await saveIncoming(input({ weight: 1, remaining: -2 }), d);
    expect(d.confirm).toHaveBeenCalledTimes(1);
  });
});

describe('saveIncoming: an existing tag', () => {
  const existing: ProjectRow = { id: 44, project_id: 99, item_id: 21, code: 'TAG1', lock_version: 3 };

  it('asks to confirm the reassignment; No writes no reading', async () => {
    const d = deps({ rows: [existing], confirm: [false] });
    const result = await saveIncoming(input(), d);
    expect(result.status).toBe('cancelled');
    expect(d.confirm).toHaveBeenCalledWith(
      "TAG TAG1 già inserito.<br>Confermi l'assegnazione del tag a questo ordine?",
    );
    expect(d.updateRow).not.toHaveBeenCalled();
    expect(d.createRow).not.toHaveBeenCalled();
    expect(d.createTrack).not.toHaveBeenCalled();
  });

  it('a declined reassignment leaves nothing behind: no new lot is created before the question', async () => {
    const d = deps({ rows: [existing], confirm: [false] });
    await saveIncoming(input({ lot: 'NEW-LOT' }), d);
    expect(d.createSerial).not.toHaveBeenCalled();
  });

  it('SI updates that row (with its lock_version), then writes the track', async () => {
    const d = deps({ rows: [existing], confirm: [true] });
    const result = await saveIncoming(input(), d);
    expect(result).toMatchObject({ status: 'saved', rowId: 44, reassigned: true });
    expect(d.updateRow).toHaveBeenCalledWith(
      44,
      expect.objectContaining({ project_id: 10, lock_version: 3 }),
      expect.any(String),
    );
    expect(d.createRow).not.toHaveBeenCalled();
    expect(d.createTrack.mock.calls[0]?.[0]).toMatchObject({ project_row_id: 44 });
  });

  it('asks the weight first, then the reassignment', async () => {
    const d = deps({ rows: [existing], confirm: [true, true] });
    await saveIncoming(input({ weight: 200 }), d);
    expect(d.confirm.mock.calls.map((c) => c[1])).toEqual(['Conferma Peso', undefined]);
  });
});

describe('saveIncoming: each failing step gives its spec message', () => {
  it.each([
    ['findSerials', 'Errore nella ricerca dei Lotti'],
    ['createSerial', 'Nuovo Lotto non creato!'],
    ['findRowsByTag', 'Errore nella ricerca delle Righe di Movimento'],
    ['createRow', 'Errore durante il salvataggio del TAG'],
    ['createTrack', 'Errore durante il salvataggio del movimento di ingresso merce'],
  ] as const)('%s → %s', async (step, message) => {
    const d = deps({ fail: { [step]: serverError(500, 'Motivo del server') } });
    const result = await saveIncoming(input(), d);
    expect(result).toMatchObject({ status: 'failed', message, detail: 'Motivo del server' });
  });

  it('updateRow → the update message', async () => {
    const d = deps({ rows: [{ id: 44, code: 'TAG1' }], fail: { updateRow: serverError(500) } });
    await expect(saveIncoming(input(), d)).resolves.toMatchObject({
      status: 'failed',
      message: "Errore durante l'aggironamento del TAG",
    });
  });
});

describe('saveIncoming: Save again resumes', () => {
  it('after a failed track: neither lot nor reading is written again; the track repeats its key', async () => {
    const d = deps({ fail: { createTrack: new ApiError('Server non raggiungibile', 'network', 0) } });
    const first = await saveIncoming(input(), d);
    expect(first.status).toBe('failed');
    if (first.status !== 'failed') return;
    expect(hasWrites(first.progress)).toBe(true);
    const second = await saveIncoming(input(), d, first.progress);
    expect(second).toMatchObject({ status: 'saved', rowId: 700 });
    expect(d.createSerial).toHaveBeenCalledTimes(1);
    expect(d.findRowsByTag).toHaveBeenCalledTimes(1);
    expect(d.createRow).toHaveBeenCalledTimes(1);
    expect(d.createTrack).toHaveBeenCalledTimes(2);
    expect(d.createTrack.mock.calls[1]?.[1]).toBe(d.createTrack.mock.calls[0]?.[1]);
  });

  it('a refused write (4xx) is retried with a new key', async () => {
    const d = deps({ fail: { createTrack: serverError(422) } });
    const first = await saveIncoming(input(), d);
    if (first.status !== 'failed') throw new Error('expected a failure');
    await saveIncoming(input(), d, first.progress);
    expect(d.createTrack.mock.calls[1]?.[1]).not.toBe(d.createTrack.mock.calls[0]?.[1]);
  });

  it('a reading whose creation was lost in the network is repeated with the same key', async () => {
    const d = deps({ fail: { createRow: new ApiError('Server non raggiungibile', 'network', 0) } });
    const first = await saveIncoming(input(), d);
    if (first.status !== 'failed') throw new Error('expected a failure');
    expect(hasWrites(first.progress)).toBe(true); // the lot was created
    await saveIncoming(input(), d, first.progress);
    expect(d.findRowsByTag).toHaveBeenCalledTimes(1);
    expect(d.createRow.mock.calls[1]?.[1]).toBe(d.createRow.mock.calls[0]?.[1]);
  });

  it('a conflict (409) on the reassignment reads the row again and asks again', async () => {
    const d = deps({
      rows: [{ id: 44, code: 'TAG1', lock_version: 1 }],
      confirm: [true, true],
      fail: { updateRow: new ApiError('Modifica in conflitto con altro operatore', 'conflict', 409) },
    });
    const first = await saveIncoming(input(), d);
    expect(first).toMatchObject({ status: 'failed', detail: 'Modifica in conflitto con altro operatore' });
    if (first.status !== 'failed') return;
    await saveIncoming(input(), d, first.progress);
    expect(d.findRowsByTag).toHaveBeenCalledTimes(2);
    expect(d.confirm).toHaveBeenCalledTimes(2);
    expect(d.updateRow.mock.calls[1]?.[2]).not.toBe(d.updateRow.mock.calls[0]?.[2]);
  });

  it('different values start over', async () => {
    const d = deps({ fail: { createTrack: serverError(500) } });
    const first = await saveIncoming(input(), d);
    if (first.status !== 'failed') throw new Error('expected a failure');
    await saveIncoming(input({ tag: 'TAG2' }), d, first.progress);
    expect(d.createRow).toHaveBeenCalledTimes(2);
    expect(fingerprint(input())).not.toBe(fingerprint(input({ tag: 'TAG2' })));
  });

  it('a confirmed weight is not asked again when resuming', async () => {
    const d = deps({ confirm: [true], fail: { createTrack: serverError(500) } });
    const first = await saveIncoming(input({ weight: 500 }), d);
    if (first.status !== 'failed') throw new Error('expected a failure');
    await saveIncoming(input({ weight: 500 }), d, first.progress);
    expect(d.confirm).toHaveBeenCalledTimes(1);
  });
});

describe('saveIncoming: what a failure says about a retry', () => {
  it('a network failure or a 5xx may pass on retry; a 4xx refusal will not, except a 409', async () => {
    const network = await saveIncoming(input(), deps({ fail: { createTrack: new TypeError('offline') } }));
    expect(network).toMatchObject({ status: 'failed', refused: false, conflict: false });
    const refused = await saveIncoming(input(), deps({ fail: { createRow: serverError(422) } }));
    expect(refused).toMatchObject({ status: 'failed', refused: true, conflict: false });
    const existing: ProjectRow = { id: 44, project_id: 99, item_id: 21, code: 'TAG1', lock_version: 3 };
    const conflict = await saveIncoming(
      input(),
      deps({ rows: [existing], fail: { updateRow: serverError(409) } }),
    );
    expect(conflict).toMatchObject({ status: 'failed', refused: true, conflict: true });
  });
});
