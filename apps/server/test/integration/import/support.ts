import iconv from 'iconv-lite';
import type { Harness } from '../support/harness';
import { multipart } from '../support/multipart';

export interface ImportOptions {
  dryRun?: boolean;
  mode?: 'all' | 'valid';
  mapping?: Record<string, string>;
  token?: string;
  encoding?: 'utf8' | 'win1252';
  bom?: boolean;
  accept?: string;
}

/** Uploads `csv` to `POST /{model}?do=import` as the web screen does (multipart). */
export function importCsv(h: Harness, model: string, csv: string | Buffer, options: ImportOptions = {}) {
  const body =
    typeof csv !== 'string'
      ? csv
      : options.encoding === 'win1252'
        ? iconv.encode(csv, 'win1252')
        : Buffer.from((options.bom ? '\uFEFF' : '') + csv, 'utf8');
  const { payload, headers } = multipart([
    ...(options.dryRun !== undefined ? [{ name: 'dry_run', value: String(options.dryRun) }] : []),
    ...(options.mode ? [{ name: 'mode', value: options.mode }] : []),
    ...(options.mapping ? [{ name: 'mapping', value: JSON.stringify(options.mapping) }] : []),
    { name: 'file', filename: 'import.csv', contentType: 'text/csv', data: body },
  ]);
  return h.request({
    method: 'POST',
    url: `/api/v2/${model}?do=import`,
    token: options.token ?? h.tokens.admin,
    payload,
    headers: { ...headers, ...(options.accept ? { accept: options.accept } : {}) },
  });
}

/** Every stored row of a table, by code-like column, for comparisons. */
export async function rows(h: Harness, table: string, orderBy = 'id') {
  return h.handle.db.selectFrom(table).selectAll().orderBy(orderBy).execute();
}

export async function count(h: Harness, table: string): Promise<number> {
  const row = await h.handle.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
