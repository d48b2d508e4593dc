import { afterEach, describe, expect, it, vi } from 'vitest';
import { readExport } from '../../../src/features/admin/list/export-csv';
import { associated, column } from '../../../src/features/admin/resources/build';

afterEach(() => vi.unstubAllGlobals());

describe("'Esporta CSV' reads the list's export as it streams", () => {
  it('asks for the shown columns with their titles, filter and sort, and counts the rows as they come', async () => {
    const encoder = new TextEncoder();
    const parts = ['\uFEFFCodice;Ubicazione\r\n', 'A-1;Scaffale A\r\nA-2;', 'Scaffale B\r\nA-3;\r\n'];
    let asked: URL | undefined;
    vi.stubGlobal('fetch', async (url: string) => {
      asked = new URL(url, 'http://server');
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const part of parts) controller.enqueue(encoder.encode(part));
          controller.close();
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } });
    });
    const seen: number[] = [];
    const blob = await readExport(
      'items',
      {
        q: {},
        filters: [{ field: 'code', operator: 'startswith', value: 'A-' }],
        sorters: [{ field: 'code', order: 'desc' }],
        currentPage: 3,
        pageSize: 25,
      },
      [column('code'), associated('location', 'locations'), column('progress', { exportable: false })],
      'excel',
      (rows) => seen.push(rows),
    );
    expect(asked?.pathname).toBe('/api/v2/items');
    const query = asked!.searchParams;
    expect(query.get('do')).toBe('export');
    expect(query.get('format')).toBe('excel');
    expect(query.get('columns')).toBe('code,location_name');
    expect(query.getAll('titles[]')).toEqual(['Codice', 'Ubicazione']);
    expect(query.get('q[code_start]')).toBe('A-');
    expect(query.get('q[s]')).toBe('code desc');
    expect(seen).toEqual([0, 1, 3]);
    // The bytes as sent: the BOM Excel needs is kept.
    expect(Buffer.from(await blob.arrayBuffer()).toString('utf8')).toBe(parts.join(''));
  });
});
