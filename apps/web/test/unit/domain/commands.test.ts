// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@warehouse/shared';
import { prepareCommand, runCommand } from '../../../src/domain/commands';
import { ApiError, queryClient } from '../../../src/lib/api';
import { dialogs, getOpenDialogs } from '../../../src/lib/dialogs/dialogs';

/** A 409 as the API client throws it, with the server's body. */
const refused = (body: Record<string, unknown>) =>
  new ApiError('Modifica in conflitto con altro operatore', 'conflict', 409, body);
/** 10:42 today in the device's time zone, as the server sends it (ISO). */
const at1042 = new Date(2026, 10, 27, 10, 42).toISOString();

/** A `send` that answers the given outcomes in turn and records what it was sent with. */
function sender(...outcomes: (unknown | Error)[]) {
  const calls: { confirmed: boolean; key: string }[] = [];
  const send = vi.fn(async (confirmed: boolean, key: string, _asked?: unknown) => {
    calls.push({ confirmed, key });
    const next = outcomes.shift();
    if (next instanceof Error) throw next;
    return next;
  });
  return { send, calls };
}

const openDialog = () => getOpenDialogs()[0];
const until = async (check: () => unknown) => {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((r) => setTimeout(r, 0));
};

describe('the command client', () => {
  afterEach(() => {
    dialogs.closeAll();
    vi.restoreAllMocks();
  });

  it('done: answers what the server answered; a retry of the same command sends the same key', async () => {
    const { send, calls } = sender(new Error('rete'), { changed: true });
    const command = prepareCommand({ send, reload: [['projects']] });
    await expect(command.run()).rejects.toThrow('rete');
    await expect(command.run()).resolves.toEqual({ kind: 'done', answer: { changed: true } });
    expect(calls[0]!.key).toBe(calls[1]!.key);
    expect(calls.map((c) => c.confirmed)).toEqual([false, false]);
  });

  it("confirmation_required: asks the rule's question, and on 'SI' sends again confirmed under a new key", async () => {
    const { send, calls } = sender(refused({ id: 'confirmation_required', confirm: 'partialPicking' }), {
      ok: 1,
    });
    const outcome = runCommand({ send, reload: [] });
    await until(openDialog);
    expect(openDialog()).toMatchObject({ kind: 'confirm', message: messages.partialPicking });
    openDialog()!.close(true);
    await expect(outcome).resolves.toEqual({ kind: 'done', answer: { ok: 1 } });
    expect(calls.map((c) => c.confirmed)).toEqual([false, true]);
    expect(calls[1]!.key).not.toBe(calls[0]!.key);
  });

  it('after a yes, a retry (its answer lost) repeats the confirmed send with its key, asking nothing again', async () => {
    const asked = refused({ id: 'confirmation_required', confirm: 'partialPicking', current: { n: 1 } });
    const { send, calls } = sender(asked, new Error('rete'), { ok: 1 });
    const command = prepareCommand({ send, reload: [] });
    const first = command.run();
    await until(openDialog);
    openDialog()!.close(true);
    await expect(first).rejects.toThrow('rete');
    await expect(command.run()).resolves.toEqual({ kind: 'done', answer: { ok: 1 } });
    expect(getOpenDialogs()).toHaveLength(0);
    expect(calls.map((c) => c.confirmed)).toEqual([false, true, true]);
    expect(calls[2]!.key).toBe(calls[1]!.key);
    // The confirmed sends carry the refusal the operator answered (what they saw).
    expect(send.mock.calls[2]![2]).toMatchObject({ current: { n: 1 } });
  });

  it("after a yes, a retry following the server's refusal starts over: the question again, a fresh send", async () => {
    const ask = () => refused({ id: 'confirmation_required', confirm: 'partialPicking' });
    const refusal = new ApiError('Quantità non valida', 'http', 422, { id: 'invalid_quantity' });
    const { send, calls } = sender(ask(), refusal, ask(), { ok: 1 });
    const command = prepareCommand({ send, reload: [] });
    const first = command.run();
    await until(openDialog);
    openDialog()!.close(true);
    await expect(first).rejects.toBe(refusal);
    const second = command.run();
    await until(openDialog);
    openDialog()!.close(true);
    await expect(second).resolves.toEqual({ kind: 'done', answer: { ok: 1 } });
    expect(calls.map((c) => c.confirmed)).toEqual([false, true, false, true]);
    expect(calls[2]!.key).toBe(calls[0]!.key);
    expect(new Set(calls.map((c) => c.key)).size).toBe(3);
  });

  it("confirmation_required answered 'No': nothing more is sent", async () => {
    const { send } = sender(refused({ id: 'confirmation_required', confirm: 'partialPicking' }));
    const outcome = runCommand({ send, reload: [], question: () => 'Uscire comunque?' });
    await until(openDialog);
    expect(openDialog()!.message).toBe('Uscire comunque?');
    openDialog()!.close(false);
    await expect(outcome).resolves.toEqual({ kind: 'declined' });
    expect(send).toHaveBeenCalledOnce();
  });

  it('stale_record: reloads the named keys and says the conflict, with who and when when the server knows', async () => {
    const reload = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const { send } = sender(
      refused({ id: 'stale_record', error: 'Modifica in conflitto con altro operatore' }),
    );
    const outcome = await runCommand({ send, reload: [['projects'], ['picks']] });
    expect(outcome).toMatchObject({ kind: 'refused', refusal: { id: 'stale_record' } });
    expect(reload.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['projects'], ['picks']]);
    expect(openDialog()).toMatchObject({
      kind: 'warning',
      message: 'Modifica in conflitto con altro operatore',
    });
    dialogs.closeAll();

    const named = sender(refused({ id: 'stale_record', by: { id: 3, name: 'Anna' }, at: at1042 }));
    await runCommand({ send: named.send, reload: [] });
    expect(openDialog()!.message).toBe(
      "Modifica in conflitto: Anna ha modificato gli stessi dati alle 10:42. Dati aggiornati, ripetere l'operazione.",
    );
  });

  it("already_closed: reloads and says what happened in the server's words, by whom and when", async () => {
    vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const { send } = sender(
      refused({
        id: 'already_closed',
        error: 'Collo già chiuso',
        by: { id: 3, name: 'Marco Operatore' },
        at: at1042,
      }),
    );
    const outcome = await runCommand({ send, reload: [['packages']] });
    expect(outcome).toMatchObject({ kind: 'refused', refusal: { id: 'already_closed' } });
    expect(openDialog()).toMatchObject({
      kind: 'warning',
      message: 'Collo già chiuso da Marco Operatore alle 10:42',
    });
  });

  it('tell: false leaves the telling to the screen (the outcome carries the refusal)', async () => {
    vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const { send } = sender(refused({ id: 'already_closed', error: 'Ordine già concluso' }));
    const outcome = await runCommand({ send, reload: [], tell: false });
    expect(outcome).toMatchObject({ kind: 'refused', refusal: { error: 'Ordine già concluso' } });
    expect(getOpenDialogs()).toHaveLength(0);
  });

  it('any other failure reaches the caller untouched, and nothing is reloaded', async () => {
    const reload = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const failure = new ApiError('Quantità non valida', 'http', 422, {
      id: 'invalid_quantity',
      error: 'Quantità non valida',
    });
    const { send } = sender(failure);
    await expect(runCommand({ send, reload: [['projects']] })).rejects.toBe(failure);
    expect(reload).not.toHaveBeenCalled();
    expect(getOpenDialogs()).toHaveLength(0);
  });
});
