/**
 * The report of rejected rows, built in the browser from the chosen file and the server's errors:
 * line, errors, then the row as it was. Cells are neutralised against spreadsheet formulas by the
 * same rule as the server's export (`@warehouse/shared`).
 */
import { CSV_BOM, csvLine } from '@warehouse/shared';
import { m } from '../../../messages/it';
import { readLines } from './csv-file';
import type { ImportField, RowError } from './import-api';

export async function rejectedReport(
  file: File,
  encoding: string,
  headers: readonly string[],
  errors: readonly RowError[],
  fields: readonly ImportField[],
): Promise<Blob> {
  const byLine = new Map<number, string[]>();
  const label = (name: string | null) =>
    name === null ? '' : `${fields.find((f) => f.name === name)?.label ?? name}: `;
  for (const e of errors)
    byLine.set(e.line, [...(byLine.get(e.line) ?? []), `${label(e.field)}${e.message}`]);
  const rows = await readLines(file, encoding, new Set(byLine.keys()));
  let text = CSV_BOM + csvLine([m.adminImport.line, m.adminImport.reportErrors, ...headers]);
  for (const [line, messages] of [...byLine].sort((a, b) => a[0] - b[0])) {
    text += csvLine([line, messages.join(' | '), ...(rows.get(line) ?? [])]);
  }
  return new Blob([text], { type: 'text/csv;charset=utf-8' });
}

/** Saves a Blob as a file through a temporary link. */
export function download(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
