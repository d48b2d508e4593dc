// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, queryClient } from '../../../src/lib/api';
import { dialogs, getOpenDialogs } from '../../../src/lib/dialogs/dialogs';
import { m } from '../../../src/messages/it';
import { fingerprint, needsWeightConfirm, prepareSave } from '../../../src/features/incoming/save';
import { failureText } from '../../../src/features/incoming/save-messages';
import type { IncomingInput, ReceiveAnswer, ReceiveGoods } from '../../../src/features/incoming/save-types';

const input = (extra: Partial<IncomingInput> = {}): IncomingInput => ({
  locationId: 3,
  orderId: 10,
  itemId: 20,
  description: 'Pasta 500 g',
  lot: 'L1',
  expiryDate: '2027-01-31',
  weight: 12.5,
  tag: 'TAG1',
  remaining: 100,
  ...extra,
});

const ANSWER = {
  project_row: { id: 700 },
  track: { id: 900 },
  reassigned: false,
} as unknown as ReceiveAnswer;
/** The server's refusal as the API client throws it. */
const refusal = (status: number, body: Record<string, unknown>) =>
  new ApiError(String(body.error ?? 'Errore'), status === 409 ? 'conflict' : 'http', status, body);
const tagInUse = refusal(409, {
  id: 'confirmation_required',
  confirm: 'reassignTag',
  error: "TAG TAG1 già inserito nell'ordine AC-1",
  current: { project_rows: [{ id: 7, lock_version: 3, code: 'TAG1' }] },
});

/** A server answering the given outcomes in turn; records every body and key it was sent. */
function server(...outcomes: (ReceiveAnswer | Error)[]) {
  const sent: { orderId: number; body: ReceiveGoods; key: string }[] = [];
  const receive = vi.fn(async (orderId: number, body: ReceiveGoods, key: string) => {
    sent.push({ orderId, body, key });
    const next = outcomes.shift();
    if (next instanceof Error) throw next;
    return next ?? ANSWER;
  });
  return { receive, sent };
}

const openDialog = () => getOpenDialogs()[0];
const until = async (check: () => unknown) => {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((r) => setTimeout(r, 0));
};

afterEach(() => {
  dialogs.closeAll();
  vi.restoreAllMocks();
});

describe('the incoming save: one receive_goods command', () => {
  it('sends everything in one request to the order, under the key kept with the entry', async () => {
    const { receive, sent } = server();
    const result = await prepareSave(input(), { receive, reload: [], key: 'kept-key' }).run();
    expect(result).toEqual({ status: 'saved', answer: ANSWER });
    expect(sent).toEqual([
      {
        orderId: 10,
        key: 'kept-key',
        body: {
          location_id: 3,
          item_id: 20,
          description: 'Pasta 500 g',
          lot: 'L1',
          expiry_date: '2027-01-31',
          quantity: 12.5,
          tag: 'TAG1',
        },
      },
    ]);
  });

  it("keeps the supplier's SSCC the label carried on the reading (receive_goods `sscc`)", async () => {
    const { receive, sent } = server();
    await prepareSave({ ...input(), sscc: '106141411234567897' }, { receive, reload: [], key: 'k' }).run();
    expect(sent[0]!.body).toMatchObject({ sscc: '106141411234567897', lot: 'L1' });
  });

  it('no network: thrown to the command queue, and its retry sends the same key (the server answers from its record)', async () => {
    const { receive, sent } = server(new ApiError('Rete non disponibile', 'network', 0));
    const save = prepareSave(input(), { receive, reload: [] });
    await expect(save.run()).rejects.toThrow('Rete non disponibile');
    await expect(save.run()).resolves.toMatchObject({ status: 'saved' });
    expect(sent[1]!.key).toBe(sent[0]!.key);
  });

  it("a tag already on a reading: the spec's question, and on 'SI' the same save naming that reading at the version seen", async () => {
    const { receive, sent } = server(tagInUse, ANSWER);
    const result = prepareSave(input(), { receive, reload: [] }).run();
    await until(openDialog);
    expect(openDialog()).toMatchObject({ kind: 'confirm', message: m.incoming.confirmReassign('TAG1') });
    openDialog()!.close(true);
    await expect(result).resolves.toMatchObject({ status: 'saved' });
    expect(sent[0]!.body.reassign).toBeUndefined();
    expect(sent[1]!.body).toMatchObject({ tag: 'TAG1', lot: 'L1', reassign: { id: 7, lock_version: 3 } });
    // A new decision: a new key (the first key keeps its answer, the question).
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
  });

  it("'No' to moving the tag: nothing more is sent", async () => {
    const { receive } = server(tagInUse);
    const result = prepareSave(input(), { receive, reload: [] }).run();
    await until(openDialog);
    openDialog()!.close(false);
    await expect(result).resolves.toEqual({ status: 'declined' });
    expect(receive).toHaveBeenCalledOnce();
  });

  it('the reading changed by another operator since the question: reloaded and told who, with the spec message', async () => {
    const reload = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const stale = refusal(409, {
      id: 'stale_record',
      error: 'Modifica in conflitto con altro operatore',
      by: { id: 2, name: 'Anna' },
      at: new Date(2026, 10, 27, 10, 42).toISOString(),
    });
    const { receive } = server(tagInUse, stale);
    const result = prepareSave(input(), { receive, reload: [['picks', 10]] }).run();
    await until(openDialog);
    openDialog()!.close(true);
    await expect(result).resolves.toEqual({ status: 'conflict' });
    expect(reload.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['picks', 10]]);
    const told = openDialog()!;
    expect(told.kind).toBe('warning');
    expect(told.message).toContain("Errore durante l'aggironamento del TAG<br>");
    expect(told.message).toContain('Anna ha modificato gli stessi dati alle 10:42');
  });

  it("a refusal (a closed order, a weight the rule refuses) is told in the screen's words, without 'press Save again'", async () => {
    const closed = refusal(422, {
      id: 'invalid_quantity',
      error: 'Quantità non valida per il campo quantity',
    });
    const { receive } = server(closed);
    const result = await prepareSave(input(), { receive, reload: [] }).run();
    expect(result).toMatchObject({ status: 'failed', refused: true, message: m.incoming.tagSaveError });
    if (result.status !== 'failed') throw new Error('expected a failure');
    const text = failureText(result);
    expect(text).toBe('Errore durante il salvataggio del TAG<br>Quantità non valida per il campo Peso');
  });

  it('a server error keeps the save for Save again (the hint says nothing is written twice)', async () => {
    const { receive } = server(refusal(500, { id: 'internal', error: 'Errore interno' }));
    const result = await prepareSave(input(), { receive, reload: [] }).run();
    expect(result).toMatchObject({ status: 'failed', refused: false });
    if (result.status !== 'failed') throw new Error('expected a failure');
    expect(failureText(result)).toContain(m.incoming.retryHint);
  });

  it("a refused move of a tag is told as the spec's update error", async () => {
    const { receive } = server(tagInUse, refusal(422, { id: 'record_closed', error: 'Ordine già concluso' }));
    const result = prepareSave(input(), { receive, reload: [] }).run();
    await until(openDialog);
    openDialog()!.close(true);
    await expect(result).resolves.toMatchObject({ status: 'failed', message: m.incoming.tagUpdateError });
  });

  it('the weight question only above what the line still expects (float noise ignored)', () => {
    expect(needsWeightConfirm(input({ weight: 100, remaining: 100 }))).toBe(false);
    expect(needsWeightConfirm(input({ weight: 0.1 + 0.2, remaining: 0.3 }))).toBe(false);
    expect(needsWeightConfirm(input({ weight: 100.5, remaining: 100 }))).toBe(true);
    expect(needsWeightConfirm(input({ weight: 1e6, remaining: null }))).toBe(false);
  });

  it('the same values are the same decision; any change is a new one', () => {
    expect(fingerprint(input())).toBe(fingerprint(input()));
    expect(fingerprint(input({ weight: 12.6 }))).not.toBe(fingerprint(input()));
    expect(fingerprint(input({ tag: 'TAG2' }))).not.toBe(fingerprint(input()));
  });
});
