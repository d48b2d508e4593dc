/**
 * Live notes under open decisions (issue 41), with two handhelds: when Anna closes or re-measures a
 * package under Bruno's open 'Chiudi Collo' dialog, the dialog says who and when beneath his typed
 * measures instead of vanishing, and his Conferma then goes through the decision's flow (refused
 * naming her, or asked before replacing her measures). The same above an open back-office form:
 * Anna's save is said over Bruno's form, which keeps what he typed, and his Salva then asks before
 * replacing hers. At 360×640 nothing scrolls sideways.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fillField, openAdmin, save } from './support/admin';
import { apiClient } from './support/api';
import { answerDialog } from './support/app';
import { closePackageInApp, typeClosing } from './support/packing';
import { dialog, insert } from './support/picking-store';
import { PHONE } from './support/browser';
import { insertOne } from './support/goods';
import { overflowing } from './support/screen';
import { twoOperatorSetups, twoOperatorsForSuite } from './support/two-operators';

const AT_TIME = '\\d{2}:\\d{2}';
const note = (page: Page) => page.getByTestId('close-meanwhile');

describe.each(twoOperatorSetups)('live notes under package closing (%s)', (setup) => {
  const ops = twoOperatorsForSuite(async (server) => {
    const [order] = (await insert(server, 'projects', [{ name: 'LP-NOTE' }])) as [number];
    const ids = await insert(
      server,
      'packages',
      ['PK-N1', 'PK-N2'].map((name, i) => ({
        project_id: order,
        name,
        incremental: i + 1,
        closed: false,
        shipped: false,
      })),
    );
    return { ids: ids as [number, number] };
  }, setup);

  async function stored(name: string) {
    const pkg = await ops.server.db
      .selectFrom('packages')
      .select(['closed', 'width'])
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return { closed: Boolean(pkg.closed), width: pkg.width == null ? null : Number(pkg.width) };
  }

  it("Anna closes the package under Bruno's open dialog: he sees who and when, keeps his measures; Conferma is refused naming her", async () => {
    const anna = (await ops.open(0, '/home')).page;
    const bruno = (await ops.open(1, '/home')).page;
    await typeClosing(bruno, 'LP-NOTE', 'PK-N1', '555');

    await closePackageInApp(anna, 'LP-NOTE', 'PK-N1');
    await note(bruno)
      .getByText(new RegExp(`^Nel frattempo Anna ha chiuso il collo alle ${AT_TIME}$`))
      .waitFor();
    // The dialog is still there with what Bruno typed.
    expect(await bruno.getByTestId('measure-width').inputValue()).toBe('555');
    expect(await bruno.getByTestId('measure-weight').inputValue()).toBe('9');
    await bruno.screenshot({ path: '/tmp/close-meanwhile-360.png' });
    expect(await overflowing(bruno)).toEqual([]);

    await bruno.getByTestId('close-confirm').click();
    await dialog(bruno, 'warning')
      .getByText(new RegExp(`^Collo già chiuso da Anna alle ${AT_TIME}$`))
      .waitFor();
    await answerDialog(bruno, 'warning', 'OK');
    expect(await stored('PK-N1')).toEqual({ closed: true, width: 500 });
  });

  it("Anna's measures under Bruno's open dialog are said at once; Conferma asks, yes closes with his", async () => {
    const bruno = (await ops.open(1, '/home')).page;
    await typeClosing(bruno, 'LP-NOTE', 'PK-N2', '555');
    const api = await apiClient(ops.servers[0], ops.anna);
    const pkg = await ops.server.db
      .selectFrom('packages')
      .select(['id', 'lock_version'])
      .where('name', '=', 'PK-N2')
      .executeTakeFirstOrThrow();
    await api.put(`/packages/${Number(pkg.id)}`, {
      width: 450,
      depth: 350,
      height: 250,
      weight: 8,
      lock_version: Number(pkg.lock_version),
    });
    await note(bruno)
      .getByText(new RegExp(`^Nel frattempo Anna ha impostato 450×350×250 mm, 8 kg alle ${AT_TIME}$`))
      .waitFor();
    expect(await bruno.getByTestId('measure-width').inputValue()).toBe('555');

    await bruno.getByTestId('close-confirm').click();
    await answerDialog(bruno, 'confirm', 'SI', 'Anna ha impostato 450×350×250 mm, 8 kg alle');
    await bruno.waitForURL((url) => url.pathname === '/home');
    expect(await stored('PK-N2')).toEqual({ closed: true, width: 555 });
  });
});

describe.each(twoOperatorSetups)('live note above an open back-office form (%s)', (setup) => {
  const ops = twoOperatorsForSuite(async () => undefined, setup);

  it("Anna's save is said above Bruno's open form; his typing stays and Salva asks before replacing", async () => {
    const id = await insertOne(ops.server, 'items', {
      code: 'ART-NOTA',
      description: 'Sale 1 kg',
      external_code: 'da controllare',
    });
    const [first, second] = ops.servers;
    const open = async (server: typeof first, token: string) => {
      const admin = await openAdmin(ops.browser, server, token, `/admin/items/${id}`, PHONE);
      await admin.page.getByRole('button', { name: 'Continua comunque' }).click();
      await admin.page.getByTestId('field-description').waitFor();
      return admin;
    };
    const anna = await open(first, ops.anna);
    const bruno = await open(second, ops.bruno);
    try {
      // Bruno is typing when Anna saves the external code.
      await fillField(bruno.page, 'external_code', 'scaffale B');
      await fillField(anna.page, 'external_code', 'controllato da Anna');
      await save(anna.page);

      const note = bruno.page.getByTestId('form-meanwhile');
      await note
        .getByText(
          new RegExp(
            `^Nel frattempo Anna ha modificato Codice esterno «controllato da Anna» alle ${AT_TIME}$`,
          ),
        )
        .waitFor();
      expect(await bruno.page.getByTestId('field-external_code').inputValue()).toBe('scaffale B');
      await note.scrollIntoViewIfNeeded();
      await bruno.page.screenshot({ path: '/tmp/form-meanwhile-360.png' });
      expect(await overflowing(bruno.page)).toEqual([]);

      // Salva: the conflict's question, naming her; yes saves his on the stored version.
      await bruno.page.getByTestId('save').click();
      await answerDialog(
        bruno.page,
        'confirm',
        'SI',
        'Anna ha impostato Codice esterno «controllato da Anna» alle',
      );
      await expect
        .poll(
          async () =>
            (
              await ops.server.db
                .selectFrom('items')
                .select('external_code')
                .where('id', '=', id)
                .executeTakeFirstOrThrow()
            ).external_code,
        )
        .toBe('scaffale B');
      await note.waitFor({ state: 'detached' });
    } finally {
      await anna.context.close();
      await bruno.context.close();
    }
  });
});
