/**
 * USCITA MERCE with two operators (issue 31): the save compares against the server, not the screen.
 * Anna moves tags to another customer; Bruno, whose screen still shows them at the first customer,
 * chooses that customer and saves: the server refuses, Bruno is told which tags moved, by whom, and
 * where they are now, and nothing is written; his next Salva is a new decision on fresh rows. An
 * outage is a banner over a usable screen, and a reload in the cut shows the customer by name.
 */
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { answerDialog, toasts } from './support/app';
import { insert, insertOne, seedBasics } from './support/goods';
import { dialog, eventually } from './support/picking-store';
import { twoOperatorSetups, twoOperatorsForSuite } from './support/two-operators';

const tags = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `E280${prefix}${String(i).padStart(14, '0')}`);

describe.each(twoOperatorSetups)('outgoing goods: two operators on the same tags (%s)', (setup) => {
  const ops = twoOperatorsForSuite(async (server) => {
    const basics = await seedBasics(server);
    const customer = (name: string) =>
      insertOne(server, 'projects', { name, project_typology_id: basics.typologies.outgoing });
    const uno = await customer('Cliente Uno');
    const due = await customer('Cliente Due');
    const item = await insertOne(server, 'items', { code: 'VIN-CHI', description: 'Vino Chianti 0,75 L' });
    return { uno, due, item };
  }, setup);

  /** Tags stored at `projectId`. */
  const seedTags = (codes: string[], projectId: number) =>
    insert(
      ops.server,
      'project_rows',
      codes.map((code) => ({ project_id: projectId, item_id: ops.data.item, quantity: 1, code })),
    );
  const stored = async (codes: string[]) =>
    (
      await ops.server.db
        .selectFrom('project_rows')
        .select(['code', 'project_id', 'lock_version'])
        .where('code', 'in', codes)
        .orderBy('code')
        .execute()
    ).map((r) => [r.code, Number(r.project_id), Number(r.lock_version)]);
  const total = (page: Page, n: number) =>
    page.locator(`[data-testid="outgoing-total"][data-count="${n}"]`).waitFor();
  const choose = async (page: Page, name: string) => {
    await page.getByTestId('outgoing-customer').click();
    await page.getByRole('option', { name, exact: true }).click();
    await expect.poll(() => page.getByTestId('outgoing-customer').inputValue()).toBe(name);
  };

  it('a save whose tags moved meanwhile is refused with the tags that moved and who moved them', async () => {
    const codes = tags('AA', 10);
    await seedTags(codes, ops.data.uno);
    const a = (await ops.open(0, '/outgoing')).page;
    const b = (await ops.open(1, '/outgoing')).page;
    // Bruno reads them first: his screen holds them as stored at Cliente Uno.
    ops.readers[1].send(codes.join('|'));
    await total(b, 10);
    ops.readers[0].send(codes.join('|'));
    await total(a, 10);
    await choose(a, 'Cliente Due');
    await a.getByTestId('outgoing-save').click();
    await toasts(a).filter({ hasText: 'Movimentazione salvata correttamente!' }).waitFor();
    await eventually(async () => expect(await stored(codes)).toEqual(codes.map((c) => [c, ops.data.due, 1])));

    // Bruno keeps Cliente Uno (where his screen still shows them) and saves: a request goes, the
    // server refuses it, and Bruno is told, not congratulated.
    await choose(b, 'Cliente Uno');
    await b.getByTestId('outgoing-save').click();
    const warning = dialog(b, 'warning');
    await warning.waitFor();
    const text = (await warning.textContent()) ?? '';
    expect(text).toMatch(
      /^Salvataggio non eseguito: 10 TAG sono stati modificati nel frattempo da Anna alle \d\d:\d\d\./,
    );
    for (const code of codes.slice(0, 3)) expect(text).toContain(`${code}: ora su Cliente Due`);
    expect(text).toContain('… e altri 7');
    expect(text).toContain('Le letture sono state aggiornate: controllare il cliente e premere Salva.');
    expect(await toasts(b).filter({ hasText: 'Movimentazione salvata correttamente!' }).count()).toBe(0);
    await answerDialog(b, 'warning', 'OK');
    expect(await stored(codes)).toEqual(codes.map((c) => [c, ops.data.due, 1]));

    // The list stays, on fresh rows: Salva now is Bruno's new decision, written once.
    await total(b, 10);
    await b.getByTestId('outgoing-save').click();
    await toasts(b).filter({ hasText: 'Movimentazione salvata correttamente!' }).waitFor();
    await total(b, 0);
    expect(await stored(codes)).toEqual(codes.map((c) => [c, ops.data.uno, 2]));
  });

  // One operator's outage: the same on either database, so it runs on one server (SQLite) only.
  if (setup === 'sqlite')
    it('an outage is a banner over a usable screen; a reload in the cut shows the customer by name', async () => {
      const codes = tags('BB', 4);
      const later = tags('BC', 1);
      await seedTags([...codes, ...later], ops.data.due);
      const b = (await ops.open(1, '/outgoing')).page;
      ops.readers[1].send(codes.join('|'));
      await total(b, 4);
      await choose(b, 'Cliente Uno');

      await b.context().setOffline(true);
      await b.getByTestId('outgoing-save').click();
      const banner = b.getByTestId('outgoing-waiting');
      await banner.filter({ hasText: '4 letture in attesa di invio' }).waitFor();
      expect(await banner.textContent()).toContain(
        'Il server non risponde: le letture sono mantenute e verranno inviate appena risponde.',
      );
      // Nothing covers the screen: the customer field and 'Cancella lista' still take a tap.
      await b.getByTestId('outgoing-customer').click({ trial: true });
      await b.getByTestId('outgoing-clear').click({ trial: true });
      expect(await b.getByTestId('outgoing-saving').count()).toBe(0);

      await b.context().setOffline(false);
      await toasts(b).filter({ hasText: 'Movimentazione salvata correttamente!' }).waitFor();
      await banner.waitFor({ state: 'detached' });
      expect(await stored(codes)).toEqual(codes.map((c) => [c, ops.data.uno, 1]));

      // A new list, then a reload while the Wi-Fi is cut: the customer comes back by its name.
      await choose(b, 'Cliente Due');
      ops.readers[1].send(later.join('|'));
      await total(b, 1);
      // The page itself comes from the server here (no service worker in these contexts): the cut is
      // every API call failing, as behind a Wi-Fi that reaches no server.
      const cut = (route: Route) => route.abort('internetdisconnected');
      await b.route('**/api/v2/**', cut);
      await b.reload();
      await b.getByTestId('outgoing-form').waitFor();
      await total(b, 0);
      await expect.poll(() => b.getByTestId('outgoing-customer').inputValue()).toBe('Cliente Due');
      await b.unroute('**/api/v2/**', cut);
    });
});
