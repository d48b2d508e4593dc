/**
 * Issue 31 point 4 with two handhelds: a package closed or loaded by Anna while Bruno has it on his
 * screen. Bruno's close or load is refused saying what happened and who did it ('Collo già chiuso da
 * Anna alle HH:MM', 'Collo … già caricato sul camion da Anna alle HH:MM'), and the database keeps
 * Anna's write alone. Measures Anna set while Bruno's closing dialog is open are a decision's
 * conflict (issue 41): Bruno is asked, seeing hers and his, before his replace them. On SQLite, and
 * on PostgreSQL behind two server processes when it is set.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiClient } from './support/api';
import { answerDialog } from './support/app';
import { overflowing } from './support/screen';
import { dialog, insert } from './support/picking-store';
import { twoOperatorSetups, twoOperatorsForSuite } from './support/two-operators';

const CLOSE = '/package/selection?incoming=false&outgoing=true&picking=true&revision=true&locked=false';
const AT_TIME = '\\d{2}:\\d{2}';

const choose = async (page: Page, select: string, option: string) => {
  await page.getByTestId(select).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

async function fillMeasures(page: Page, width: string) {
  await page.getByTestId('close-package').click();
  for (const [field, value] of [
    ['width', width],
    ['depth', '400'],
    ['height', '300'],
    ['weight', '9'],
  ] as const) {
    await page.getByTestId(`measure-${field}`).fill(value);
  }
}

const row = (page: Page, name: string) =>
  page.locator('[data-testid=packages-table] [data-testid=table-row]', { hasText: name });

describe.each(twoOperatorSetups)('packages: two operators on one package (%s)', (setup) => {
  const ops = twoOperatorsForSuite(async (server) => {
    const [closing, loading] = (await insert(server, 'projects', [
      { name: 'LP-DUE-CHIUSURE' },
      { name: 'LP-DUE-CARICHI' },
    ])) as [number, number];
    const closed = { closed: true, width: 800, depth: 600, height: 400, weight: 20 };
    await insert(server, 'packages', [
      { project_id: closing, name: 'PK-C1', incremental: 1, closed: false, shipped: false },
      { project_id: closing, name: 'PK-C2', incremental: 2, closed: false, shipped: false },
      { project_id: loading, name: 'PK-L1', incremental: 1, shipped: false, ...closed },
      { project_id: loading, name: 'PK-L2', incremental: 2, shipped: false, ...closed },
    ]);
    return { loading };
  }, setup);

  /** A package as stored, the same on both databases (booleans, numbers, ISO dates). */
  async function stored(name: string) {
    const pkg = await ops.server.db
      .selectFrom('packages')
      .select(['closed', 'shipped', 'width', 'shipping_date'])
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return {
      closed: Boolean(pkg.closed),
      shipped: Boolean(pkg.shipped),
      width: pkg.width == null ? null : Number(pkg.width),
      shipping_date: pkg.shipping_date == null ? null : new Date(pkg.shipping_date as string).toISOString(),
    };
  }

  it("Bruno closes a package Anna closed meanwhile: refused naming Anna; Anna's measures stay", async () => {
    const anna = (await ops.open(0, CLOSE)).page;
    const bruno = (await ops.open(1, CLOSE)).page;
    for (const page of [anna, bruno]) {
      await choose(page, 'project-select', 'LP-DUE-CHIUSURE');
      await choose(page, 'package-select', 'PK-C1');
    }
    await fillMeasures(bruno, '555');
    await fillMeasures(anna, '500');
    await anna.getByTestId('close-confirm').click();
    await anna.waitForURL((url) => url.pathname === '/home');
    expect(await stored('PK-C1')).toMatchObject({ closed: true, width: 500 });

    await bruno.getByTestId('close-confirm').click();
    await dialog(bruno, 'warning')
      .getByText(new RegExp(`^Collo già chiuso da Anna alle ${AT_TIME}$`))
      .waitFor();
    await answerDialog(bruno, 'warning', 'OK');
    expect(await stored('PK-C1')).toMatchObject({ closed: true, width: 500 });
  });

  it("Anna's measures under Bruno's open dialog: he is asked, naming her; no keeps his, yes closes", async () => {
    const bruno = (await ops.open(1, CLOSE)).page;
    await choose(bruno, 'project-select', 'LP-DUE-CHIUSURE');
    await choose(bruno, 'package-select', 'PK-C2');
    await fillMeasures(bruno, '555');
    // Meanwhile Anna sets the package's measures (the back office's form, on its version).
    const api = await apiClient(ops.server, ops.anna);
    const pkg = await ops.server.db
      .selectFrom('packages')
      .select(['id', 'lock_version'])
      .where('name', '=', 'PK-C2')
      .executeTakeFirstOrThrow();
    await api.put(`/packages/${Number(pkg.id)}`, {
      width: 450,
      depth: 350,
      height: 250,
      weight: 8,
      lock_version: Number(pkg.lock_version),
    });

    const ask = new RegExp(
      `^Anna ha impostato 450×350×250 mm, 8 kg alle ${AT_TIME}: sostituire con 555×400×300 mm, 9 kg\\?$`,
    );
    await bruno.getByTestId('close-confirm').click();
    await dialog(bruno, 'confirm').getByText(ask).waitFor();
    expect(await overflowing(bruno)).toEqual([]);
    await answerDialog(bruno, 'confirm', 'No');
    // Nothing written; his dialog stays with what he typed.
    expect(await stored('PK-C2')).toMatchObject({ closed: false, width: 450 });
    expect(await bruno.getByTestId('measure-width').inputValue()).toBe('555');

    await bruno.getByTestId('close-confirm').click();
    await dialog(bruno, 'confirm').getByText(ask).waitFor();
    await answerDialog(bruno, 'confirm', 'SI');
    await bruno.waitForURL((url) => url.pathname === '/home');
    expect(await stored('PK-C2')).toMatchObject({ closed: true, width: 555 });
  });

  it("a package Anna loads leaves Bruno's selection, naming her; his load loads only the rest", async () => {
    const management = `/package/management/${ops.data.loading}?revision=false`;
    const anna = (await ops.open(0, management)).page;
    const bruno = (await ops.open(1, management)).page;
    await row(bruno, 'PK-L2').waitFor();
    await row(bruno, 'PK-L1').click();
    await row(bruno, 'PK-L2').click();
    await expect.poll(() => bruno.getByTestId('selected-count').textContent()).toBe('2 colli selezionati');

    await row(anna, 'PK-L1').click();
    await anna.getByTestId('load-selected').click();
    await dialog(anna, 'info').filter({ hasText: 'Colli caricati: 1' }).waitFor();
    const shippedByAnna = (await stored('PK-L1')).shipping_date;
    expect(shippedByAnna).toBeTruthy();

    // Bruno's screen follows: PK-L1 leaves his list and his selection, and he is told by whom.
    await dialog(bruno, 'warning')
      .getByText(
        new RegExp(`^Collo PK-L1 già caricato sul camion da Anna alle ${AT_TIME}: tolto dalla selezione\\.$`),
      )
      .waitFor();
    await answerDialog(bruno, 'warning', 'OK');
    await expect.poll(() => bruno.getByTestId('selected-count').textContent()).toBe('1 collo selezionato');
    await bruno.getByTestId('load-selected').click();
    await dialog(bruno, 'info').filter({ hasText: 'Colli caricati: 1' }).waitFor();
    // Each loaded once: PK-L1 keeps Anna's shipping date, PK-L2 is Bruno's.
    expect((await stored('PK-L1')).shipping_date).toBe(shippedByAnna);
    expect(await stored('PK-L2')).toMatchObject({ shipped: true });
    // Anna, whose own load took PK-L1 away, was told nothing of it.
    expect(await dialog(anna, 'warning').count()).toBe(0);
  });
});
