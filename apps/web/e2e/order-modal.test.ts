/**
 * The order modal end to end: show (every field, read-only, hidden id and flags, Conferma disabled),
 * edit (only name and description sent; Conferma disabled while Id Ordine is empty), new (the order
 * form posted under the mode's typology), deletion after a confirmation, and at 360×640 the actions
 * within reach (sticky), empty read-only fields folded, close, sort and page controls of 40 px or more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { startTestServer, type TestServer } from './support/server';
import { toasts } from './support/app';
import { apiClient, insert, openScreen, seedUser } from './support/goods';
import { seedOrders, type SeededOrders } from './support/orders';

describe('order modal', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let page: Page;
  let seeded: SeededOrders;
  let api: Awaited<ReturnType<typeof apiClient>>;
  const writes: Request[] = [];

  beforeAll(async () => {
    [server, browser, reader] = await Promise.all([startTestServer(), launchBrowser(), startFakeReader()]);
    seeded = await seedOrders(server);
    const user = await seedUser(server, 'elena@example.com', seeded.basics.locations.receiving);
    api = await apiClient(server, user.atoken);
    ({ page } = await openScreen(browser, server, reader, user.atoken, '/order/selection?outgoing'));
    page.on('request', (r) => {
      if (['POST', 'PUT', 'DELETE'].includes(r.method()) && !r.url().includes('/search')) writes.push(r);
    });
    await page.getByTestId('table-row').first().waitFor();
  });

  afterAll(async () => {
    await browser?.close();
    await reader?.stop();
    await server?.close();
  });

  const modal = () => page.getByRole('dialog');
  const field = (name: string) => page.getByTestId(`order-field-${name}`);
  const row = (name: string) => page.getByTestId('table-row').filter({ hasText: name });

  it('the detail button opens the read-only modal with every field', async () => {
    await row('LP-0101').getByTestId('order-details').click();
    await page.getByTestId('order-modal-show').waitFor();
    await expect(modal().getByText('Visualizza Ordine').count()).resolves.toBe(1);
    const values: Record<string, string> = {};
    for (const name of [
      'name',
      'description',
      'project_date',
      'estimated_shipping_date',
      'customer',
      'customer_details',
      'supplier',
      'supplier_details',
      'destination',
      'destination_details',
      'package_number',
      'operator',
      'payment_code',
      'zone',
    ]) {
      values[name] = await field(name).inputValue();
      await expect(field(name).getAttribute('readonly'), name).resolves.not.toBeNull();
    }
    expect(values).toEqual({
      name: 'LP-0101',
      description: 'Consegna entro venerdì',
      project_date: '10/06/2025',
      estimated_shipping_date: '20/06/2025',
      customer: 'Rossi Alimentari',
      customer_details: 'Via Roma 12, 20121 Milano (MI)',
      supplier: '',
      supplier_details: '',
      destination: 'Magazzino Rossi Lambrate',
      destination_details: 'Via Rombon 11, 20134 Milano (MI)',
      package_number: '2',
      operator: 'Mario',
      payment_code: 'RB60',
      zone: 'Nord',
    });
    await expect(field('agent_delivery').isChecked()).resolves.toBe(true);
    for (const label of [
      'Id Ordine',
      'Note',
      'Data Progetto',
      'Data Prevista',
      'Cliente',
      'Dettagli Cliente',
      'Fornitore',
      'Dettagli Fornitore',
      'Destinazione',
      'Dettagli Destinazione',
      'Consegna Agente',
      'Nr. Colli',
      'Operatore',
      'Codice Pagamento',
      'Zona',
    ]) {
      await expect(modal().getByText(label).count(), label).resolves.toBeGreaterThan(0);
    }
    // Hidden: id and the five flags.
    await expect(field('id').getAttribute('type')).resolves.toBe('hidden');
    await expect(field('id').inputValue()).resolves.toBe(String(seeded.ids['LP-0101']));
    for (const flag of ['closed', 'partial', 'prepared', 'delivered', 'suspended']) {
      await expect(field(flag).getAttribute('type')).resolves.toBe('hidden');
      await expect(field(flag).inputValue()).resolves.toBe('false');
    }
    await expect(page.getByTestId('order-confirm').isDisabled()).resolves.toBe(true);
  });

  it('readings are ignored while the modal is open', async () => {
    reader.send('LP-0102');
    reader.send('LP-0105');
    await expect(page.getByTestId('order-modal-show').isVisible()).resolves.toBe(true);
    expect(new URL(page.url()).pathname).toBe('/order/selection');
  });

  it('edit: only Id Ordine and Note editable, Conferma disabled while Id Ordine is empty; sends name and description only', async () => {
    await page.getByTestId('order-edit').click();
    await page.getByTestId('order-modal-edit').waitFor();
    await expect(modal().getByText('Modifica Ordine').count()).resolves.toBe(1);
    await expect(field('customer').getAttribute('readonly')).resolves.not.toBeNull();
    await field('name').fill('');
    await expect(page.getByTestId('order-confirm').isDisabled()).resolves.toBe(true);
    await field('name').fill('LP-0101-BIS');
    await field('description').fill('Consegna lunedì');
    const before = await api.get<{ lock_version: number }>(`/projects/${seeded.ids['LP-0101']}`);
    writes.length = 0;
    await page.getByTestId('order-confirm').click();
    await toasts(page).filter({ hasText: 'Ordine salvato correttamente!' }).waitFor();
    await page.getByTestId('order-modal-edit').waitFor({ state: 'detached' });
    expect(writes).toHaveLength(1);
    expect(writes[0]?.method()).toBe('PUT');
    expect(new URL(writes[0]!.url()).pathname).toBe(`/api/v2/projects/${seeded.ids['LP-0101']}`);
    expect(writes[0]?.postDataJSON()).toEqual({
      project: { name: 'LP-0101-BIS', description: 'Consegna lunedì', lock_version: before.lock_version },
    });
    await row('LP-0101-BIS').waitFor();
    const updated = await api.get<Record<string, unknown>>(`/projects/${seeded.ids['LP-0101']}`);
    expect(updated).toMatchObject({ name: 'LP-0101-BIS', description: 'Consegna lunedì', package_number: 2 });
  });

  it('new: Conferma needs Id Ordine; posts the order form under the mode typology', async () => {
    await page.getByTestId('order-new').click();
    await page.getByTestId('order-modal-new').waitFor();
    await expect(modal().getByText('Nuovo Ordine').count()).resolves.toBe(1);
    await expect(page.getByTestId('order-confirm').isDisabled()).resolves.toBe(true);
    await field('name').fill('LP-0200');
    await field('description').fill('Ordine telefonico');
    await field('customer').click();
    await page.getByRole('option', { name: 'Bianchi Distribuzione' }).click();
    writes.length = 0;
    await page.getByTestId('order-confirm').click();
    await page.getByTestId('order-modal-new').waitFor({ state: 'detached' });
    const post = writes.find((w) => w.method() === 'POST');
    expect(new URL(post!.url()).pathname).toBe('/api/v2/projects');
    expect(post?.postDataJSON()).toEqual({
      project: {
        name: 'LP-0200',
        description: 'Ordine telefonico',
        customer_id: seeded.bianchi,
        supplier_id: null,
        project_typology_id: seeded.basics.typologies.lp,
        closed: false,
        partial: false,
        prepared: false,
        delivered: false,
      },
    });
    await row('LP-0200').waitFor();
    await expect(row('LP-0200').locator('td').nth(1).textContent()).resolves.toBe('Bianchi Distribuzione');
  });

  it('delete asks confirmation: No keeps the order, SI deletes it', async () => {
    await row('LP-0200').getByTestId('order-details').click();
    await page.getByTestId('order-delete').click();
    const confirm = page.getByTestId('dialog-confirm');
    await confirm.filter({ hasText: "Confermi la cancellazione dell'ordine corrente?" }).waitFor();
    await confirm.getByRole('button', { name: 'No' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect(api.get('/projects?q[name_eq]=LP-0200')).resolves.toHaveLength(1);
    await page.getByTestId('order-delete').click();
    await confirm.getByRole('button', { name: 'SI' }).click();
    await toasts(page).filter({ hasText: 'Ordine eliminato correttamente!' }).waitFor();
    await row('LP-0200').waitFor({ state: 'detached' });
    await expect(api.get('/projects?q[name_eq]=LP-0200')).resolves.toHaveLength(0);
  });

  it('Chiudi closes the show modal without writing', async () => {
    writes.length = 0;
    await row('LP-0102').getByTestId('order-details').click();
    await page.getByTestId('order-modal-show').waitFor();
    await page.getByTestId('order-cancel').click();
    await page.getByTestId('order-modal-show').waitFor({ state: 'detached' });
    expect(writes).toHaveLength(0);
  });

  it('incoming mode: the new order has a supplier selector and the AC typology', async () => {
    await page.goto(`${server.url}/order/selection?incoming`);
    await page.getByTestId('table-row').first().waitFor();
    await page.getByTestId('order-new').click();
    await field('name').fill('AC-0300');
    await field('supplier').click();
    await page.getByRole('option', { name: 'Oleificio Toscano' }).click();
    await page.getByTestId('order-confirm').click();
    await row('AC-0300').waitFor();
    const [created] = await api.get('/projects?q[name_eq]=AC-0300');
    expect(created).toMatchObject({
      project_typology_id: seeded.basics.typologies.ac,
      supplier: { name: 'Oleificio Toscano' },
      customer_id: null,
    });
  });

  it('at 360×640: the actions within a thumb, empty fields folded, tap targets of 40 px or more', async () => {
    await page.goto(`${server.url}/order/selection?outgoing`);
    await page.getByTestId('table-row').first().waitFor();
    const sortBox = await page.getByTestId('sort-name').boundingBox();
    expect(sortBox!.height).toBeGreaterThanOrEqual(40);
    expect(sortBox!.width).toBeGreaterThanOrEqual(40);

    await row('LP-0101').getByTestId('order-details').click();
    await page.getByTestId('order-modal-show').waitFor();
    // The two empty supplier fields fold away; a tap shows them.
    const fold = page.getByTestId('order-empty-fields');
    await expect(fold.textContent()).resolves.toContain('Campi vuoti (2)');
    await expect(field('supplier').isVisible()).resolves.toBe(false);
    for (const id of ['order-edit', 'order-confirm', 'order-cancel', 'order-delete']) {
      const box = await page.getByTestId(id).boundingBox();
      expect(box!.y + box!.height, id).toBeLessThanOrEqual(640);
      expect(box!.height, id).toBeGreaterThanOrEqual(40);
    }
    await fold.click();
    await field('supplier').waitFor({ state: 'visible' });
    // Scrolled down to the last field, the actions are still on screen.
    await field('zone').scrollIntoViewIfNeeded();
    const edit = await page.getByTestId('order-edit').boundingBox();
    expect(edit!.y + edit!.height).toBeLessThanOrEqual(640);
    expect(edit!.y).toBeGreaterThanOrEqual(0);
    const close = await page.locator('.mantine-Modal-close').boundingBox();
    expect(close!.width).toBeGreaterThanOrEqual(40);
    expect(close!.height).toBeGreaterThanOrEqual(40);
    await page.locator('.mantine-Modal-close').click();
    await page.getByTestId('order-modal-show').waitFor({ state: 'detached' });

    // More than one page of orders: page buttons of 40 px or more, nothing wider than the screen.
    await insert(
      server,
      'projects',
      Array.from({ length: 12 }, (_, i) => ({
        name: `LP-09${String(i).padStart(2, '0')}`,
        project_typology_id: seeded.basics.typologies.lp,
      })),
    );
    await page.reload();
    const control = page.locator('.mantine-Pagination-control');
    await control.first().waitFor();
    for (const box of await control.evaluateAll((els) =>
      els.map((e) => e.getBoundingClientRect().toJSON()),
    )) {
      expect((box as DOMRect).height).toBeGreaterThanOrEqual(40);
      expect((box as DOMRect).width).toBeGreaterThanOrEqual(40);
    }
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
  });
});
