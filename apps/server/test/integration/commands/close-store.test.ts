import { describe, expect, it } from 'vitest';
import { create, dialects, show } from '../support/harness';
import { storeCommandSuite, type SupplyRef } from '../support/store-commands';
import { command, flagsOf, readingsOf } from '../support/lists';

describe.each(dialects)('#projects/{id}?do=close_store on %s', (dialect) => {
  const s = storeCommandSuite(dialect, 'close_store');
  const close = (supply: SupplyRef, picking: boolean, extra: object = {}, key?: string) =>
    s.send(supply, picking, extra, key ? { key } : {});

  it('supply creation: store true, everything else false, however far it was read', async () => {
    const supply = await s.f.supply([[5, 0]], { suspended: true, partial: true });
    const res = await close(supply, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ changed: true, leave: true, readings_created: 0 });
    expect(res.json().project.lock_version).toBe(supply.lock_version + 1);
    expect(await flagsOf(s.h, supply.id)).toEqual({
      store: true,
      prepared: false,
      partial: false,
      suspended: false,
    });
  });

  it('fulfilment, every pick complete: prepared, partial and suspended false', async () => {
    const supply = await s.f.supply(
      [
        [5, 5],
        [2, 3],
      ],
      { store: true, suspended: true },
    );
    const res = await close(supply, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().state).toBe('complete');
    expect(await flagsOf(s.h, supply.id)).toEqual({
      store: true,
      prepared: true,
      partial: false,
      suspended: false,
    });
  });

  it('fulfilment, nothing picked: nothing written and the screen stays (leave false)', async () => {
    const supply = await s.f.supply([[5, 0]], { store: true });
    const res = await close(supply, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'untouched',
      changed: false,
      leave: false,
      readings_created: 0,
    });
    expect(res.json().project.lock_version).toBe(supply.lock_version);
    expect(await flagsOf(s.h, supply.id)).toEqual({
      store: true,
      prepared: false,
      partial: false,
      suspended: false,
    });
  });

  it('fulfilment, partly picked: asks, then a zero-quantity reading per unread pick and prepared+partial', async () => {
    const location = await create(s.h, 'locations', { name: `Scaffale ${Date.now()}` });
    const supply = await s.f.supply(
      [
        [5, 5],
        [3, 0],
        [2, 1],
      ],
      { store: true },
    );
    await s.h.request({
      method: 'PUT',
      url: `/api/v2/picks/${supply.picks[1]}`,
      token: s.h.tokens.admin,
      payload: { pick: { location_id: location.id } },
    });
    const asked = await close(supply, true);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      id: 'confirmation_required',
      confirm: 'partialPicking',
      error: "Prelievo parziale! Confermi comunque la chiusura dell'attività di prelievo?",
    });
    expect(await readingsOf(s.h, supply.id)).toBe(2);

    const res = await close(supply, true, { confirmed: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'partial', readings_created: 1, leave: true });
    expect(await flagsOf(s.h, supply.id)).toEqual({
      store: true,
      prepared: true,
      partial: true,
      suspended: false,
    });
    const pick = await show(s.h, 'picks', supply.picks[1]!);
    expect(pick.quantity_detected).toBe(0);
    expect(pick.project_rows).toHaveLength(1);
    expect(pick.project_rows[0]).toMatchObject({
      quantity: 0,
      location_id: location.id,
      item_id: supply.items[1],
    });
  });

  it('a finished supply: 409 already_closed in fulfilment (prepared) and in supply creation (sent)', async () => {
    const prepared = await s.f.supply([[2, 2]], { store: true, prepared: true });
    const res = await close(prepared, true);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ id: 'already_closed', error: 'Approvvigionamento già concluso' });
    expect(res.json().current.project.id).toBe(prepared.id);

    const sent = await s.f.supply([[2, 0]], { store: true });
    expect((await close(sent, false)).json().id).toBe('already_closed');
    // Closing the supply again would have set prepared back to false.
    const alsoPrepared = await s.f.supply([[2, 2]], { store: true, prepared: true });
    expect((await close(alsoPrepared, false)).statusCode).toBe(409);
    expect(await flagsOf(s.h, alsoPrepared.id)).toMatchObject({ prepared: true });
  });

  it('a stale lock_version: 409 stale_record with the supply as stored, nothing created', async () => {
    const supply = await s.f.supply(
      [
        [3, 0],
        [2, 1],
      ],
      { store: true },
    );
    const res = await close({ id: supply.id, lock_version: supply.lock_version + 3 }, true, {
      confirmed: true,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().id).toBe('stale_record');
    expect(res.json().current.project.lock_version).toBe(supply.lock_version);
    expect(await readingsOf(s.h, supply.id)).toBe(1);
    expect(await flagsOf(s.h, supply.id)).toMatchObject({ prepared: false });
  });

  it('a retry with the same Idempotency-Key creates the zero-quantity readings once', async () => {
    const supply = await s.f.supply(
      [
        [3, 0],
        [2, 1],
      ],
      { store: true },
    );
    const first = await close(supply, true, { confirmed: true }, `close-${supply.id}`);
    expect(first.statusCode, first.body).toBe(200);
    const again = await close(supply, true, { confirmed: true }, `close-${supply.id}`);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await readingsOf(s.h, supply.id)).toBe(2);
  });

  it('refuses a picking list, a missing body and a collection call', async () => {
    const list = await s.f.pickingList([[1, 1]]);
    const res = await close(list, true);
    expect(res.statusCode).toBe(422);
    expect(res.json().id).toBe('invalid_input');
    const bare = await command(s.h, `projects/${list.id}?do=close_store`, {});
    expect(bare.statusCode).toBe(400);
    expect(
      (await command(s.h, 'projects?do=close_store', { lock_version: 0, picking: true })).statusCode,
    ).toBe(404);
  });
});
