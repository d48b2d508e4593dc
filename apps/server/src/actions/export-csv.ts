import { Readable } from 'node:stream';
import type { Row } from '../db/types';
import { badRequest, forbidden } from '../errors';
import { parseSearch } from '../services/search';
import { can } from '../auth/permissions';
import { mayUseBackOffice } from '../auth/back-office';
import { exportColumns, exportTitles } from './export/columns';
import { exportLines, type ExportFormat } from './export/lines';
import type { ActionContext, CustomAction } from './types';

/**
 * Bytes read ahead of a slow client: a page is pulled only when this much is left unsent. In object
 * mode the stream would hold 16 pages (32,000 rows) ahead instead.
 */
const STREAM_BUFFER = 64 * 1024;

function formatOf(raw: unknown): ExportFormat {
  if (raw === undefined || raw === '' || raw === 'excel') return 'excel';
  if (raw === 'csv') return 'csv';
  throw badRequest('format deve essere excel o csv');
}

/**
 * `GET /{model}?do=export&columns=a,b,c&titles[]=…&format=excel|csv` with the list's `q` (and `s`):
 * the filtered, sorted list as the back office shows it — its columns (associated ones included),
 * headed by their titles — as CSV, cells neutralised against formulas, streamed a page at a time.
 */
export const exportCsv: CustomAction = {
  model: '*',
  name: 'export',
  methods: ['GET'],
  permission: 'read',
  async run({ request, reply, services, model }: ActionContext) {
    const user = request.currentUser;
    if (!(await mayUseBackOffice(services.db, user))) {
      throw forbidden('Esportazione riservata ad amministratori e supervisori');
    }
    const query = request.query as Record<string, unknown>;
    const { registry, dialect } = services;
    const columns = exportColumns(registry, model, query.columns, (m) => can(user!, 'read', m.name));
    const titles = exportTitles(columns, query.titles);
    const format = formatOf(query.format);
    const q = query.q && typeof query.q === 'object' ? { ...(query.q as Row) } : {};
    if (query.s !== undefined) q.s = query.s;
    const ast = parseSearch(registry, model, q);
    const ctx = { registry, model, dialect };
    const lines = exportLines({ db: services.db, ctx, ast, columns, titles, format });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${model.name}-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(lines, { objectMode: false, highWaterMark: STREAM_BUFFER }));
  },
};
