import { Readable } from 'node:stream';
import { CSV_BOM, csvLine } from '@warehouse/shared';
import type { Row } from '../db/types';
import type { ColumnType, ModelDefinition } from '../models/types';
import { badRequest, forbidden } from '../api/errors';
import { applySearch, parseSearch } from '../api/search';
import { mayUseBackOffice } from '../auth/back-office';
import type { ActionContext, CustomAction } from './types';

/** Rows read per query while streaming: the export never holds the whole list. */
const PAGE_ROWS = 2000;

/** The columns asked for, each a visible column of the model; none asked = every visible column. */
export function exportColumns(model: ModelDefinition, raw: unknown): string[] {
  const visible = Object.keys(model.columns).filter((c) => !(model.hidden ?? []).includes(c));
  if (raw === undefined || raw === '') return visible;
  if (typeof raw !== 'string') throw badRequest('columns deve essere un elenco: columns=a,b,c');
  const asked = raw
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c !== '');
  const unknown = asked.find((c) => !visible.includes(c));
  if (unknown !== undefined) throw badRequest(`Colonna sconosciuta: ${unknown.slice(0, 60)}`);
  if (asked.length === 0) throw badRequest('Indicare almeno una colonna');
  return asked;
}

/** A stored value as an Italian spreadsheet reads it: decimal comma, true/false, ISO dates. */
function cellOf(type: ColumnType | undefined, value: unknown): unknown {
  if (value === null || value === undefined) return '';
  if (type === 'boolean') return value === true || value === 1 ? 'true' : 'false';
  if (type === 'decimal' && typeof value === 'number') return String(value).replace('.', ',');
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}

/**
 * `GET /{model}?do=export&columns=a,b,c` with the list's `q` (and `s`): the filtered, sorted list
 * as CSV — UTF-8 with BOM, `;`, cells neutralised against formulas — streamed page by page.
 */
export const exportCsv: CustomAction = {
  model: '*',
  name: 'export',
  methods: ['GET'],
  permission: 'read',
  async run({ request, reply, services, model }: ActionContext) {
    if (!(await mayUseBackOffice(services.db, request.currentUser))) {
      throw forbidden('Esportazione riservata ad amministratori e supervisori');
    }
    const query = request.query as Record<string, unknown>;
    const columns = exportColumns(model, query.columns);
    const q = query.q && typeof query.q === 'object' ? { ...(query.q as Row) } : {};
    if (query.s !== undefined) q.s = query.s;
    const ast = parseSearch(services.registry, model, q);
    const ctx = { registry: services.registry, model, dialect: services.dialect };
    const base = applySearch(services.db.selectFrom(model.table).selectAll(model.table), ast, ctx);

    async function* lines() {
      yield CSV_BOM + csvLine(columns);
      for (let offset = 0; ; offset += PAGE_ROWS) {
        const rows = (await base.limit(PAGE_ROWS).offset(offset).execute()) as Row[];
        let chunk = '';
        for (const row of rows) chunk += csvLine(columns.map((c) => cellOf(model.columns[c], row[c])));
        if (chunk) yield chunk;
        if (rows.length < PAGE_ROWS) return;
      }
    }
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${model.name}-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(lines()));
  },
};
