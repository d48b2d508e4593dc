import { describe, expect, it } from 'vitest';
import { storeCommandSuite, type SupplyRef } from '../support/store-commands';
import { command, flagsOf, readingsOf } from '../support/lists';
import { dialects } from '../support/harness';

describe.each(dialects)('#projects/{id}?do=exit_store on %s', (dialect) => {
  const s = storeCommandSuite(dialect, 'exit_store');
  const exit = (supply: SupplyRef, picking: boolean, extra: object = {}, token?: string) =>
    s.send(supply, picking, extra, token ? { token } : {});

  it('supply creation: partial false and suspended true, no question', async () => {
    const supply = await s.f.supply([[5, 0]], { partial: true });
    const res = await exit(supply, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ changed: true, leave: true });
    expect(await flagsOf(s.h, supply.id)).toEqual({
      store: false,
      prepared: false,
      partial: false,
      suspended: true,
    });
  });

  it('fulfilment, nothing picked: suspended false, no question', async () => {
    const supply = await s.f.supply([[5, 0]], { store: true, suspended: true });
    const res = await exit(supply, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(await flagsOf(s.h, supply.id)).toEqual({
      store: true,
      prepared: false,
      partial: false,
      suspended: false,
    });
  });

  it("fulfilment, something picked: asks 'Prelievo non completato…', then partial false and suspended true", async () => {
    const supply = await s.f.supply(
      [
        [5, 2],
        [1, 0],
      ],
      { store: true, partial: true },
    );
    const asked = await exit(supply, true);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ id: 'confirmation_required', confirm: 'suspendPicking' });
    expect(await flagsOf(s.h, supply.id)).toMatchObject({ suspended: false, partial: true });

    const res = await exit(supply, true, { confirmed: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(await flagsOf(s.h, supply.id)).toEqual({
      store: true,
      prepared: false,
      partial: false,
      suspended: true,
    });
    expect(await readingsOf(s.h, supply.id)).toBe(1);
  });

  it('a finished supply is left as it is: never reopened, never suspended', async () => {
    const prepared = await s.f.supply([[5, 0]], { store: true, prepared: true });
    const res = await exit(prepared, true, { confirmed: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'finished', changed: false, leave: true });
    expect(res.json().project.lock_version).toBe(prepared.lock_version);
    expect(await flagsOf(s.h, prepared.id)).toEqual({
      store: true,
      prepared: true,
      partial: false,
      suspended: false,
    });

    const sent = await s.f.supply([[5, 0]], { store: true });
    expect((await exit(sent, false)).statusCode).toBe(200);
    expect(await flagsOf(s.h, sent.id)).toMatchObject({ store: true, suspended: false });
  });

  it('close by one operator and exit by another at once: one 409, never both prepared and suspended', async () => {
    for (let round = 0; round < 5; round++) {
      const supply = await s.f.supply(
        [
          [5, 5],
          [1, 0],
        ],
        { store: true },
      );
      const [closed, left] = await Promise.all([
        command(s.h, `projects/${supply.id}?do=close_store`, {
          lock_version: supply.lock_version,
          picking: true,
          confirmed: true,
        }),
        exit(supply, true, { confirmed: true }, s.h.tokens.operator),
      ]);
      expect([closed.statusCode, left.statusCode].sort(), `${closed.body} / ${left.body}`).toEqual([
        200, 409,
      ]);
      const flags = await flagsOf(s.h, supply.id);
      expect(flags.prepared && flags.suspended).toBe(false);
      // The zero-quantity reading exists exactly when the close won.
      expect(await readingsOf(s.h, supply.id)).toBe(closed.statusCode === 200 ? 2 : 1);
    }
  });

  it('a stale lock_version: 409 stale_record, not suspended', async () => {
    const supply = await s.f.supply([[5, 0]]);
    const res = await exit({ id: supply.id, lock_version: supply.lock_version + 1 }, false);
    expect(res.statusCode).toBe(409);
    expect(res.json().id).toBe('stale_record');
    expect(await flagsOf(s.h, supply.id)).toMatchObject({ suspended: false });
  });

  it('a retry with the same Idempotency-Key is applied once', async () => {
    const supply = await s.f.supply([[5, 0]]);
    const send = () =>
      command(
        s.h,
        `projects/${supply.id}?do=exit_store`,
        { lock_version: supply.lock_version, picking: false },
        { key: `exit-${supply.id}` },
      );
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().project.lock_version).toBe(supply.lock_version + 1);
  });
});
