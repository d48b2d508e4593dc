// @vitest-environment jsdom
/**
 * Decisions compare with what the operator saw (issue 41, domain/commands `decide`): the figure goes
 * on the version the dialog opened with; a 409 `stale_record` asks, naming who set what and when;
 * yes sends again on the stored version, no writes nothing and hands the stored record back.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decide } from '../../../src/domain/commands';
import { ApiError } from '../../../src/lib/api';
import { dialogs, getOpenDialogs } from '../../../src/lib/dialogs/dialogs';

const at1042 = new Date(2026, 10, 27, 10, 42).toISOString();
const stale = (current: unknown, by = true) =>
  new ApiError('Modifica in conflitto con altro operatore', 'conflict', 409, {
    id: 'stale_record',
    current,
    ...(by ? { by: { id: 7, name: 'Marco Operatore' }, at: at1042 } : {}),
  });
const openDialog = () => getOpenDialogs()[0];
const until = async (check: () => unknown) => {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((r) => setTimeout(r, 0));
};

interface Line {
  quantity: number;
  lock_version: number;
}

function sender(...outcomes: unknown[]) {
  const versions: (number | undefined)[] = [];
  const send = vi.fn(async (version: number | undefined) => {
    versions.push(version);
    const next = outcomes.shift();
    if (next instanceof Error) throw next;
    return next;
  });
  return { send, versions };
}

const spec = (send: (v: number | undefined) => Promise<unknown>) => ({
  version: 3,
  send,
  figure: (stored: Line) => String(stored.quantity),
  mine: '5',
});

describe('decide: a figure the operator set, on the version they saw', () => {
  afterEach(() => dialogs.closeAll());

  it('sends on the version the dialog opened with, and asks nothing when it is still stored', async () => {
    const { send, versions } = sender({ ok: true });
    await expect(decide<Line>(spec(send))).resolves.toEqual({ kind: 'done' });
    expect(versions).toEqual([3]);
    expect(getOpenDialogs()).toHaveLength(0);
  });

  it("a change meanwhile asks 'Marco Operatore ha impostato 12 alle 10:42: sostituire con 5?'; yes sends on the stored version", async () => {
    const { send, versions } = sender(stale({ quantity: 12, lock_version: 4 }), { ok: true });
    const outcome = decide<Line>(spec(send));
    await until(openDialog);
    expect(openDialog()).toMatchObject({
      kind: 'confirm',
      message: 'Marco Operatore ha impostato 12 alle 10:42: sostituire con 5?',
    });
    openDialog()!.close(true);
    await expect(outcome).resolves.toEqual({ kind: 'done' });
    expect(versions).toEqual([3, 4]);
  });

  it('no writes nothing and hands back the stored record', async () => {
    const { send, versions } = sender(stale({ quantity: 12, lock_version: 4 }));
    const outcome = decide<Line>(spec(send));
    await until(openDialog);
    openDialog()!.close(false);
    await expect(outcome).resolves.toEqual({ kind: 'kept', stored: { quantity: 12, lock_version: 4 } });
    expect(versions).toEqual([3]);
  });

  it('without an author the question still shows both figures', async () => {
    const { send } = sender(stale({ quantity: 12, lock_version: 4 }, false));
    const outcome = decide<Line>(spec(send));
    await until(openDialog);
    expect(openDialog()!.message).toBe('Nel frattempo è stato impostato 12: sostituire con 5?');
    openDialog()!.close(false);
    await outcome;
  });

  it("a command's answer names the record inside `current` (`storedOf`)", async () => {
    const { send, versions } = sender(stale({ packages: [{ quantity: 9, lock_version: 8 }] }), { ok: 1 });
    const outcome = decide<Line>({
      ...spec(send),
      storedOf: (c) => (c as { packages: Line[] }).packages[0],
    });
    await until(openDialog);
    expect(openDialog()!.message).toContain('impostato 9 alle');
    openDialog()!.close(true);
    await outcome;
    expect(versions).toEqual([3, 8]);
  });

  it('any other refusal, or a 409 without the stored record, is thrown to the caller', async () => {
    const closed = new ApiError('Collo già chiuso', 'conflict', 409, { id: 'already_closed' });
    await expect(decide<Line>(spec(sender(closed).send))).rejects.toBe(closed);
    const bare = stale(undefined);
    await expect(decide<Line>(spec(sender(bare).send))).rejects.toBe(bare);
    expect(getOpenDialogs()).toHaveLength(0);
  });
});
