/** The server side of the CSV import (`POST /{model}?do=import`, `GET ?do=import_fields`). */
import type { ImportField, ImportResult } from '@warehouse/shared/csv/import';
import { api, postNdjson } from '../../../lib/api';

export type { ImportField, ImportResult, RowError } from '@warehouse/shared/csv/import';

export type ImportMode = 'all' | 'valid';
export type Mapping = Record<string, string>;

export const importFields = (model: string) =>
  api.request<ImportField[]>('GET', `/${model}`, { query: { do: 'import_fields' } });

function form(file: File, mapping: Mapping, fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  data.append('mapping', JSON.stringify(mapping));
  data.append('file', file);
  return data;
}

/** The preview: the server runs the whole import and rolls it back. */
export const dryRun = (model: string, file: File, mapping: Mapping) =>
  api.request<ImportResult>('POST', `/${model}`, {
    query: { do: 'import' },
    formData: form(file, mapping, { dry_run: 'true' }),
    idempotencyKey: false,
    retry: false,
  });

type Line =
  { type: 'progress'; rows: number } | { type: 'error'; error: string } | ({ type: 'result' } & ImportResult);

/** The import itself, its progress told as the server reads the rows. */
export async function runImport(
  model: string,
  file: File,
  mapping: Mapping,
  mode: ImportMode,
  onProgress: (rows: number) => void,
): Promise<ImportResult> {
  let result: ImportResult | undefined;
  let failure: string | undefined;
  await postNdjson(`/${model}?do=import`, form(file, mapping, { dry_run: 'false', mode }), (raw) => {
    const line = raw as Line;
    if (line.type === 'progress') onProgress(line.rows);
    else if (line.type === 'error') failure = line.error;
    else result = line;
  });
  if (!result) throw new Error(failure ?? 'Importazione non riuscita');
  return result;
}
