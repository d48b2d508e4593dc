import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { downloadExport, openAdmin, shownList, typeSearch, type AdminPage } from './support/admin';
import { apiClient, type Row } from './support/api';
import { resources } from '../src/features/admin/resources';
import { exportedColumns } from '../src/features/admin/list/export-csv';
import { launchBrowser } from './support/browser';
import { startTestServer, type TestServer } from './support/server';

/**
 * Back office at 1280×800: a list searched by typing (no Enter) is exported as it is shown — its
 * columns, associated ones included, in order, headed by their titles, with the search applied —
 * and the file, parsed back, says what the table says.
 */
describe('back office: every list exports what it shows', () => {
  let server: TestServer;
  let browser: Browser;
  let admin: AdminPage;
  let token: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    const { atoken } = await server.createUser({
      email: 'admin@example.com',
      password: 'password-123',
      admin: true,
    });
    const api = await apiClient(server, atoken);
    token = (await (
      await fetch(`${server.url}/api/v2/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ atoken }),
      })
    ).headers.get('token')) as string;
    const post = async (model: string, singular: string, values: Row) =>
      (await api.post<Row>(`/${model}`, { [singular]: values })).id as number;
    const plant = await post('plants', 'plant', { name: 'Sede Nord' });
    const shelfA = await post('locations', 'location', { name: 'Scaffale A', code: 'SA', plant_id: plant });
    const shelfB = await post('locations', 'location', { name: 'Scaffale B', code: 'SB', plant_id: plant });
    await post('locations', 'location', { name: 'Magazzino Sud', code: 'MS' });
    const first = await post('items', 'item', {
      code: 'EXP-1',
      description: 'Vite; M6 "zincata"',
      quantity: 1.5,
      location_id: shelfA,
    });
    await post('additional_barcodes', 'additional_barcode', { code: '8001', item_id: first });
    await post('additional_barcodes', 'additional_barcode', { code: '8002', item_id: first });
    await post('items', 'item', {
      code: 'EXP-2',
      description: '=SOMMA(A1)',
      quantity: 2,
      location_id: shelfB,
    });
    await post('items', 'item', { code: 'EXP-3', description: 'senza ubicazione', quantity: 0 });
    await post('items', 'item', { code: 'ALTRO-1', description: 'non cercato', location_id: shelfA });
    const typology = await post('project_typologies', 'project_typology', { title: 'LP', picking: true });
    const customer = await post('customers', 'customer', { name: 'Rossi S.p.A.', external_code: 'C1' });
    await post('projects', 'project', {
      name: 'EXP-ORD-1',
      description: 'primo',
      project_typology_id: typology,
      customer_id: customer,
      project_date: '2026-11-20',
    });
    await post('projects', 'project', { name: 'EXP-ORD-2', project_typology_id: typology, closed: true });
    await post('projects', 'project', { name: 'ALTRO-ORD', project_typology_id: typology });
    await server.createUser({
      email: 'exp.capo@example.com',
      password: 'password-123',
      roles: ['supervisore'],
    });
    await server.createUser({
      email: 'exp.tutto@example.com',
      password: 'password-123',
      roles: ['supervisore', 'operatore'],
    });
    await api.put(
      `/users/${(await api.get<Row[]>('/users?q[email_eq]=exp.capo@example.com'))[0]!.id as number}`,
      {
        user: { plant_id: plant, location_id: shelfA },
      },
    );
    admin = await openAdmin(browser, server, atoken, '/admin');
  });
  afterAll(async () => {
    await admin?.context.close();
    await Promise.all([browser?.close(), server?.close()]);
  });

  /** A cell of the Excel export as the table shows it: no formula guard, the table shows no 'No'. */
  const asShown = (cell: string) => {
    if (cell === 'No') return '';
    return cell.replace(/^'(?=[=+\-@\t\r])/, '');
  };

  /** Opens a list, searches by typing, exports it, and checks the file against the table. */
  async function exportMatches(path: string, search: { text: string; key: string }, rows: number) {
    const { page } = admin;
    await page.goto(`${server.url}${path}`);
    await page.getByTestId('admin-list').locator('tbody tr').first().waitFor();
    await typeSearch(page, search.text, search.key);
    await page
      .getByTestId('list-total')
      .filter({ hasText: `${rows} record` })
      .waitFor();
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid=admin-list] tbody tr').length === n,
      rows,
    );
    const shown = await shownList(page);
    const text = await downloadExport(page);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ';', skipEmptyLines: true }).data;
    const [header, ...lines] = parsed;
    // The progress bar is computed for the screen and 'Traccia' is a link; every other column is in
    // the file, in order.
    const exported = shown.titles.flatMap((t, i) => (t === 'Avanzamento' || t === 'Traccia' ? [] : [i]));
    expect(header).toEqual(exported.map((i) => shown.titles[i]));
    // A select's column holds its stored value in the file and its label on screen (a user's language).
    const resource = resources.find((r) => `/admin/${r.name}` === path);
    const choicesOf = (title: string) => resource?.columns.find((c) => c.label === title)?.choices;
    const cellAsShown = (cell: string, column: number) =>
      choicesOf(header![column]!)?.find((o) => o.value === cell)?.label ?? asShown(cell);
    expect(lines.map((line) => line.map(cellAsShown))).toEqual(
      shown.rows.map((row) => exported.map((i) => row[i])),
    );
    return { header: header!, lines };
  }

  it('Articoli: location and additional barcodes joined, a formula neutralised, the search applied', async () => {
    const { header, lines } = await exportMatches(
      '/admin/items',
      { text: 'EXP', key: 'code_or_description_or_barcode_or_additional_barcodes_code_cont' },
      3,
    );
    expect(header).toEqual(['Codice', 'Articolo', 'Barcode', 'Barcode aggiuntivi', 'Ubicazione', 'Quantità']);
    expect(lines[0]).toEqual(['EXP-1', 'Vite; M6 "zincata"', '', '8001, 8002', 'Scaffale A', '1,5']);
    expect(lines[1]?.[1]).toBe("'=SOMMA(A1)");
  });

  it('Ubicazioni: the plant of each location', async () => {
    const { lines } = await exportMatches(
      '/admin/locations',
      { text: 'Scaffale', key: 'name_or_code_or_description_cont' },
      2,
    );
    expect(lines.map((l) => l.at(-1))).toEqual(['Sede Nord', 'Sede Nord']);
  });

  it('Progetti: typology and customer, the day as Excel (Italia) reads it, without the progress bar', async () => {
    const { header, lines } = await exportMatches(
      '/admin/projects',
      { text: 'EXP-ORD', key: 'name_or_description_or_external_code_cont' },
      2,
    );
    expect(header).toContain('Tipologia progetto');
    expect(lines.find((l) => l[0] === 'EXP-ORD-1')).toEqual(
      expect.arrayContaining(['LP', 'Rossi S.p.A.', '20/11/2026']),
    );
  });

  it('Utenti: roles joined, plant and location', async () => {
    const { lines } = await exportMatches('/admin/users', { text: 'exp.', key: 'email_or_name_cont' }, 2);
    expect(lines[0]).toEqual(
      expect.arrayContaining(['exp.capo@example.com', 'supervisore', 'Sede Nord', 'Scaffale A']),
    );
    expect(lines[1]).toEqual(expect.arrayContaining(['supervisore, operatore']));
  });

  it('standard CSV: commas and no BOM, the same rows', async () => {
    const { page } = admin;
    const text = await downloadExport(page, 'standard');
    expect(text.charCodeAt(0)).not.toBe(0xfeff);
    const rows = Papa.parse<string[]>(text, { delimiter: ',', skipEmptyLines: true }).data;
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(['exp.capo@example.com', 'exp.tutto@example.com']);
  });

  it('every list of the back office exports all its columns, each headed by its title, and is searchable', async () => {
    for (const resource of resources) {
      const columns = exportedColumns(resource.columns);
      const query = new URLSearchParams({
        do: 'export',
        columns: columns.map((c) => c.exportKey ?? c.key).join(','),
      });
      for (const c of columns) query.append('titles[]', c.label);
      const res = await fetch(`${server.url}/api/v2/${resource.name}?${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const text = await res.text();
      expect(res.status, `${resource.name}: ${text.slice(0, 200)}`).toBe(200);
      const [header] = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ';' }).data;
      expect(header, resource.name).toEqual(columns.map((c) => c.label));
      // Every list has a search box, and the server knows its condition.
      expect(resource.search, resource.name).toBeDefined();
      const search = await fetch(`${server.url}/api/v2/${resource.name}?q[${resource.search}]=x`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect([200, 404], `${resource.name}: ${await search.text()}`).toContain(search.status);
    }
  });
});
