import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { answerDialog } from './support/app';
import {
  createProject,
  dialog,
  eventually,
  readingsOf,
  seedCatalog,
  type Catalog,
} from './support/picking-store';
import { changedMeanwhile, twoOperatorSetups, twoOperatorsForSuite } from './support/two-operators';

/**
 * Two operators entering 'Quantità Prelevata' on one store pick (issue 31). The picked quantity is
 * set, not added, so it carries the figure the operator decided on: one that waited on the device
 * while the other's was stored is refused (naming who) and the dialog opens again on the stored
 * figure; one that changed while the dialog was open is said before anything is sent.
 */
describe.each(twoOperatorSetups)('store picking: two operators on one pick (%s)', (setup) => {
  const ops = twoOperatorsForSuite((s) => seedCatalog(s), setup);
  const modal = (page: Page) => page.getByTestId('item-modal');
  const row = (page: Page, pickId: number) =>
    page.locator(`[data-testid=store-picks-table] [data-row-id="${pickId}"]`);
  const picked = (page: Page, pickId: number) => row(page, pickId).getByTestId('store-row-picked');

  async function enter(page: Page, pickId: number, quantity: string) {
    await row(page, pickId).locator('td').first().click();
    await modal(page).waitFor();
    await modal(page).getByTestId('item-quantity').fill(quantity);
  }

  it("a picked quantity that waited on the device while the other's was stored is refused, naming who, and asked again", async () => {
    const { server, data: catalog } = ops;
    const item = catalog.items[0] as Catalog['items'][0];
    const supply = await createProject(
      server,
      {
        name: 'AN-DUE-OPERATORI',
        project_typology_id: catalog.typologies.an,
        branch_id: catalog.branchOne,
        project_date: '2026-02-01',
        store: true,
      },
      [[item, 5]],
    );
    const pick = supply.picks[0]!;
    const path = `/store/management/${supply.id}?picking=true`;
    const a = (await ops.open(0, path)).page;
    const b = (await ops.open(1, path)).page;
    await row(a, pick).waitFor();
    await row(b, pick).waitFor();
    const quantities = async () => (await readingsOf(server, supply.id)).map((r) => r.quantity);

    // Bruno loses the network: his 2, decided on 'Quantità Prelevata' empty, waits on the device.
    await enter(b, pick, '2');
    await b.context().setOffline(true);
    await modal(b).getByTestId('item-confirm').click();
    await modal(b).waitFor({ state: 'detached' });
    await b.getByTestId('outbox-pending').waitFor();

    await enter(a, pick, '3');
    await modal(a).getByTestId('item-confirm').click();
    await modal(a).waitFor({ state: 'detached' });
    await eventually(async () => expect(await quantities()).toEqual([3]));

    // Back online: refused, Anna's 3 stays, and Bruno's dialog opens again on it with his 2.
    await b.context().setOffline(false);
    await dialog(b, 'warning')
      .getByText(
        /^Modifica in conflitto: Anna ha modificato gli stessi dati alle \d\d:\d\d\. Dati aggiornati, ripetere l'operazione\.$/,
      )
      .waitFor();
    await answerDialog(b, 'warning', 'OK');
    await modal(b).waitFor();
    expect(await modal(b).getByTestId('item-quantity').inputValue()).toBe('2');
    await expect.poll(() => picked(b, pick).textContent()).toBe('3');
    expect(await quantities()).toEqual([3]);

    // Anna changes it again while Bruno's dialog is open: his Conferma is stopped and said.
    await enter(a, pick, '4');
    await modal(a).getByTestId('item-confirm').click();
    await eventually(async () => expect(await quantities()).toEqual([4]));
    await expect.poll(() => picked(b, pick).textContent()).toBe('4');
    await modal(b).getByTestId('item-confirm').click();
    await dialog(b, 'warning').getByText(changedMeanwhile('Anna', '4')).waitFor();
    await answerDialog(b, 'warning', 'OK');
    expect(await quantities()).toEqual([4]);

    // Bruno decides again on the figure shown: his 2 is stored, and Anna sees it.
    await modal(b).getByTestId('item-confirm').click();
    await modal(b).waitFor({ state: 'detached' });
    await eventually(async () => expect(await quantities()).toEqual([2]));
    await expect.poll(() => picked(a, pick).textContent()).toBe('2');
    expect(await b.getByTestId('outbox-refused').count()).toBe(0);
  });

  it("'Quantità da Prelevare' is a decision: Bruno's open dialog shows Anna's 12 and is asked before replacing it; both told (issue 41)", async () => {
    const { server, data: catalog } = ops;
    const item = catalog.items[1] as Catalog['items'][0];
    const supply = await createProject(
      server,
      {
        name: 'AN-DA-PRELEVARE',
        project_typology_id: catalog.typologies.an,
        branch_id: catalog.branchOne,
        project_date: '2026-02-01',
        store: false,
      },
      [[item, 3]],
    );
    const pick = supply.picks[0]!;
    const path = `/store/management/${supply.id}?picking=false`;
    const a = (await ops.open(0, path)).page;
    const b = (await ops.open(1, path)).page;
    const expected = (page: Page) => row(page, pick).getByTestId('store-row-expected');
    const stored = async () =>
      Number(
        (
          await server.db
            .selectFrom('picks')
            .select('quantity')
            .where('id', '=', pick)
            .executeTakeFirstOrThrow()
        ).quantity,
      );
    await expected(a).waitFor();
    await expected(b).waitFor();

    // Both open the line; Anna sets 12 while Bruno's dialog, with his 5 typed, stays open.
    await enter(b, pick, '5');
    await enter(a, pick, '12');
    await modal(a).getByTestId('item-confirm').click();
    await modal(a).waitFor({ state: 'detached' });
    await eventually(async () => expect(await stored()).toBe(12));
    await expect.poll(() => expected(b).textContent()).toBe('12');
    // His open dialog shows Anna's figure and who set it, and keeps his 5 and its version.
    await modal(b)
      .getByTestId('item-changed')
      .getByText(/^Nel frattempo Anna ha impostato 12 alle \d\d:\d\d$/)
      .waitFor();
    expect(await modal(b).getByTestId('item-quantity').inputValue()).toBe('5');

    // Bruno's Conferma goes on the version his dialog opened with: asked, naming Anna; 'No' keeps 12.
    const ask = /^Anna ha impostato 12 alle \d\d:\d\d: sostituire con 5\?$/;
    await modal(b).getByTestId('item-confirm').click();
    await dialog(b, 'confirm').getByText(ask).waitFor();
    await answerDialog(b, 'confirm', 'No');
    expect(await stored()).toBe(12);
    expect(await modal(b).getByTestId('item-quantity').inputValue()).toBe('5');
    // Asked again, 'SI': his 5 replaces it, and Anna's screen shows it.
    await modal(b).getByTestId('item-confirm').click();
    await answerDialog(b, 'confirm', 'SI');
    await modal(b).waitFor({ state: 'detached' });
    await eventually(async () => expect(await stored()).toBe(5));
    await expect.poll(() => expected(a).textContent()).toBe('5');
    // Both are told: Anna, whose 12 was replaced, hears it from her screen, naming Bruno.
    await dialog(a, 'warning')
      .getByText(/^Bruno ha sostituito il tuo 12 con 5 alle \d\d:\d\d$/)
      .waitFor();
    await answerDialog(a, 'warning', 'OK');
  }, 120_000);
});
