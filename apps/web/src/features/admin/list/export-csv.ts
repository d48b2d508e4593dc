/**
 * 'Esporta CSV': the current filter and sort through `GET /api/v2/{model}?do=export&columns=…`
 * (the server streams the CSV, formula cells neutralised), saved as a file.
 */
import { api, type QueryObject } from '../../../lib/api';
import type { ListParams } from '../data/v2-query';
import { filtersToQ, sortersToS } from '../data/v2-query';
import type { ColumnDescriptor } from '../types';

export async function exportCsv(
  resource: string,
  params: ListParams,
  columns: readonly ColumnDescriptor[],
): Promise<void> {
  const q: QueryObject = filtersToQ(params.filters);
  const s = sortersToS(params.sorters);
  if (s !== undefined) q.s = s;
  const text = await api.request<string>('GET', `/${resource}`, {
    query: {
      do: 'export',
      columns: columns
        .filter((c) => c.exportable !== false)
        .map((c) => c.exportKey ?? c.key)
        .join(','),
      q,
    },
  });
  const csv = typeof text === 'string' ? text : JSON.stringify(text);
  // The client decoded the BOM away; Excel needs it to read UTF-8.
  const blob = new Blob([csv.startsWith('\uFEFF') ? csv : `\uFEFF${csv}`], {
    type: 'text/csv;charset=utf-8',
  });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `${resource}-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
