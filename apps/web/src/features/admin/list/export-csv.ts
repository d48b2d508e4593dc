/**
 * 'Esporta CSV': the list as shown — its columns in their order, headed by their titles, the current
 * filter and sort — through `GET /api/v2/{model}?do=export` (the server streams it, formula cells
 * neutralised), read as it arrives so the screen can tell how far it is, then saved as a file.
 */
import { getStreamed, type QueryObject } from '../../../lib/api';
import type { ListParams } from '../data/list-search';
import { filtersToQ, sortersToS } from '../data/v2-query';
import type { ColumnDescriptor } from '../types';

/** `excel`: `;` and a UTF-8 BOM, as an Italian Excel opens by double click; `csv`: RFC 4180 (`,`). */
export type ExportFormat = 'excel' | 'csv';

/** The columns the export writes: the shown ones the server can compute (not a live printer status). */
export const exportedColumns = (columns: readonly ColumnDescriptor[]) =>
  columns.filter((c) => c.exportable !== false);

const LINE_FEED = 0x0a;

/** The list's export as the server streams it, telling the rows received so far. */
export async function readExport(
  resource: string,
  params: ListParams,
  columns: readonly ColumnDescriptor[],
  format: ExportFormat,
  onRows: (rows: number) => void,
): Promise<Blob> {
  const q: QueryObject = filtersToQ(params.filters);
  const s = sortersToS(params.sorters);
  if (s !== undefined) q.s = s;
  const shown = exportedColumns(columns);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let lines = 0;
  await getStreamed(
    `/${resource}`,
    {
      do: 'export',
      format,
      columns: shown.map((c) => c.exportKey ?? c.key).join(','),
      titles: shown.map((c) => c.label),
      q,
    },
    (chunk) => {
      chunks.push(chunk as Uint8Array<ArrayBuffer>);
      for (const byte of chunk) if (byte === LINE_FEED) lines += 1;
      // Less the header; a cell holding a line break counts one more row than it is: a progress.
      onRows(Math.max(0, lines - 1));
    },
  );
  return new Blob(chunks, { type: 'text/csv;charset=utf-8' });
}

/** Read, then saved as `<model>-<date>.csv`. */
export async function exportCsv(
  resource: string,
  params: ListParams,
  columns: readonly ColumnDescriptor[],
  format: ExportFormat,
  onRows: (rows: number) => void,
): Promise<void> {
  const blob = await readExport(resource, params, columns, format, onRows);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `${resource}-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
