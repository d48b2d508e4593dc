/**
 * The order modal with two operators (issue 31, "order modal last write"; issue 41, decisions
 * compare): both edit one order's note; the second to save is asked, naming who saved first and
 * both figures, before replacing. No keeps their own text beside the stored one and the next
 * Conferma saves it on the new version. On SQLite, and on PostgreSQL behind two server processes.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { answerDialog, toasts } from './support/app';
import { overflowing } from './support/screen';
import { seedOrders } from './support/orders';
import { twoOperatorSetups, twoOperatorsForSuite } from './support/two-operators';

describe.each(twoOperatorSetups)('order modal: two operators on one order (%s)', (setup) => {
  const ops = twoOperatorsForSuite((s) => seedOrders(s), setup);
  const stored = async () =>
    ops.server.db
      .selectFrom('projects')
      .select(['description', 'lock_version'])
      .where('id', '=', ops.data.ids['LP-0101']!)
      .executeTakeFirstOrThrow()
      .then((r) => ({ description: r.description, lock_version: Number(r.lock_version) }));
  const openEdit = async (on: Page) => {
    await on.getByTestId('table-row').filter({ hasText: 'LP-0101' }).getByTestId('order-details').click();
    await on.getByTestId('order-edit').click();
    await on.getByTestId('order-modal-edit').waitFor();
  };

  it('the second to save is asked, naming who saved first; no keeps its text, Conferma saves on the new version', async () => {
    const anna = (await ops.open(0, '/order/selection?outgoing')).page;
    const bruno = (await ops.open(1, '/order/selection?outgoing')).page;
    await openEdit(anna);
    await openEdit(bruno);
    await anna.getByTestId('order-field-description').fill('Nota di Anna');
    await bruno.getByTestId('order-field-description').fill('Nota di Bruno');
    await anna.getByTestId('order-confirm').click();
    await toasts(anna).filter({ hasText: 'Ordine salvato correttamente!' }).waitFor();
    // Bruno's open modal shows Anna's save and who made it; his text and version stay.
    await bruno
      .getByTestId('order-changed')
      .getByText(/^Nel frattempo Anna ha impostato LP-0101 — Nota di Anna alle \d\d:\d\d$/)
      .waitFor();
    expect(await bruno.getByTestId('order-field-description').inputValue()).toBe('Nota di Bruno');

    await bruno.getByTestId('order-confirm').click();
    const asked = bruno.getByTestId('dialog-confirm');
    await asked
      .getByText(
        /^Anna ha impostato LP-0101 — Nota di Anna alle \d\d:\d\d: sostituire con LP-0101 — Nota di Bruno\?$/,
      )
      .waitFor();
    expect(await overflowing(bruno)).toEqual([]);
    await answerDialog(bruno, 'confirm', 'No');
    // Anna's note is stored and shown; Bruno's own text is still in the field.
    const first = await stored();
    expect(first.description).toBe('Nota di Anna');
    await expect(bruno.getByTestId('order-stored-now').textContent()).resolves.toBe(
      'Ora salvato: LP-0101 — Nota di Anna. Confermare per salvare i propri valori su questa versione.',
    );
    expect(await bruno.getByTestId('order-field-description').inputValue()).toBe('Nota di Bruno');

    // Bruno decides to keep his: sent on Anna's version, saved.
    await bruno.getByTestId('order-confirm').click();
    await toasts(bruno).filter({ hasText: 'Ordine salvato correttamente!' }).waitFor();
    expect(await stored()).toEqual({ description: 'Nota di Bruno', lock_version: first.lock_version + 1 });
  });
});
