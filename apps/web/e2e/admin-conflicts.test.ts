/**
 * Back office, two administrators on one record (issue 31): Bruno's save crossing Anna's is refused
 * (409). Where both changed a field he is asked first, naming Anna and the time (issue 41): yes saves
 * his on the stored version; no leaves the form on the stored record with his own edits kept,
 * Anna's change shown beside his (who and when), and Salva sending his edits on the new version: no
 * lost update, no edit of his dropped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillField, openAdmin, save, type AdminPage } from './support/admin';
import { answerDialog } from './support/app';
import { insertOne } from './support/goods';
import { twoOperatorSetups, twoOperatorsForSuite } from './support/two-operators';

describe.each(twoOperatorSetups)('back office: two administrators on one record (%s)', (setup) => {
  const ops = twoOperatorsForSuite(async () => undefined, setup);
  /** Each administrator's page, on their own server (two processes on PostgreSQL). */
  let anna: AdminPage & { url: string };
  let bruno: AdminPage & { url: string };

  beforeAll(async () => {
    const [first, second] = ops.servers;
    anna = { ...(await openAdmin(ops.browser, first, ops.anna)), url: first.url };
    bruno = { ...(await openAdmin(ops.browser, second, ops.bruno)), url: second.url };
  });

  afterAll(async () => {
    await anna?.context.close().catch(() => undefined);
    await bruno?.context.close().catch(() => undefined);
  });

  const stored = (id: number) =>
    ops.server.db
      .selectFrom('items')
      .select(['description', 'external_code', 'retail_price', 'lock_version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
      .then((r) => ({ ...r, retail_price: Number(r.retail_price), lock_version: Number(r.lock_version) }));
  const open = async (who: AdminPage & { url: string }, id: number) => {
    await who.page.goto(`${who.url}/admin/items/${id}`);
    await who.page.getByTestId('field-description').waitFor();
  };

  it("keeps Bruno's edits beside Anna's change and sends them on the new version", async () => {
    const id = await insertOne(ops.server, 'items', {
      code: 'ART-OLIO',
      description: 'Olio 1 l',
      external_code: 'da controllare',
      retail_price: 7,
    });
    await open(anna, id);
    await open(bruno, id);

    // Anna changes the external code and the price and saves first.
    await fillField(anna.page, 'external_code', 'controllato da Anna');
    await fillField(anna.page, 'retail_price', '7,5');
    await save(anna.page);
    expect(await stored(id)).toMatchObject({
      external_code: 'controllato da Anna',
      retail_price: 7.5,
      lock_version: 1,
    });

    // Bruno, on the old version, changes the description and the external code.
    await fillField(bruno.page, 'description', 'Olio EVO 1 l');
    await fillField(bruno.page, 'external_code', 'scaffale B');
    await bruno.page.getByTestId('save').click();
    const asked = bruno.page.getByTestId('dialog-confirm');
    await asked
      .getByText(
        /^Anna ha impostato Codice esterno «controllato da Anna» alle \d\d:\d\d: sostituire con Codice esterno «scaffale B»\?$/,
      )
      .waitFor();
    await answerDialog(bruno.page, 'confirm', 'No');
    expect(await stored(id)).toMatchObject({ description: 'Olio 1 l', external_code: 'controllato da Anna' });

    // His edits are still in the form, Anna's untouched price is taken, and both codes are shown.
    const field = (name: string) => bruno.page.getByTestId(`field-${name}`).inputValue();
    await expect.poll(() => field('description')).toBe('Olio EVO 1 l');
    expect(await field('external_code')).toBe('scaffale B');
    expect(await field('retail_price')).toBe('7,5');
    const panel = bruno.page.getByTestId('form-conflict');
    expect(await panel.locator('.mantine-Alert-title').textContent()).toMatch(
      /^Record modificato nel frattempo da Anna alle \d\d:\d\d$/,
    );
    const ext = panel.locator('[data-field=external_code]');
    expect(await ext.textContent()).toBe(
      'Codice esterno:ora salvato «controllato da Anna»· tuo «scaffale B»Usa il valore salvato',
    );
    expect(await panel.locator('[data-field=retail_price]').textContent()).toBe(
      'Prezzo al pubblico:ora salvato «7,5»',
    );

    // Salva sends Bruno's edits on Anna's version: nothing of either is lost.
    await save(bruno.page);
    expect(await stored(id)).toEqual({
      description: 'Olio EVO 1 l',
      external_code: 'scaffale B',
      retail_price: 7.5,
      lock_version: 2,
    });
    await panel.waitFor({ state: 'detached' });
  });

  it('the stored value can be taken instead of the kept one', async () => {
    const id = await insertOne(ops.server, 'items', {
      code: 'ART-RISO',
      description: 'Riso 1 kg',
      external_code: '',
    });
    await open(anna, id);
    await open(bruno, id);
    await fillField(anna.page, 'external_code', 'nota di Anna');
    await save(anna.page);
    await fillField(bruno.page, 'external_code', 'nota di Bruno');
    await bruno.page.getByTestId('save').click();
    await answerDialog(bruno.page, 'confirm', 'No', 'sostituire con Codice esterno «nota di Bruno»?');
    const ext = bruno.page.getByTestId('form-conflict').locator('[data-field=external_code]');
    await ext.getByRole('button', { name: 'Usa il valore salvato' }).click();
    expect(await bruno.page.getByTestId('field-external_code').inputValue()).toBe('nota di Anna');
    await save(bruno.page);
    expect(await stored(id)).toMatchObject({ external_code: 'nota di Anna', lock_version: 2 });
  });

  it('yes to the question saves his value over hers at once, on the stored version', async () => {
    const id = await insertOne(ops.server, 'items', {
      code: 'ART-SALE',
      description: 'Sale',
      external_code: '',
    });
    await open(anna, id);
    await open(bruno, id);
    await fillField(anna.page, 'external_code', 'di Anna');
    await save(anna.page);
    await fillField(bruno.page, 'external_code', 'di Bruno');
    await bruno.page.getByTestId('save').click();
    await answerDialog(bruno.page, 'confirm', 'SI', 'Anna ha impostato Codice esterno «di Anna»');
    await expect.poll(() => stored(id)).toMatchObject({ external_code: 'di Bruno', lock_version: 2 });
  });
});
