import type { Services } from '../../services/services';
import type { Tx } from '../../db/types';
import { FileProblem, inspectFile, readRecords } from './source';
import { headerProblems, mapHeader, readRow } from './header';
import type { ImportResult, ImportRow, Importer, RowError } from './types';

export type ImportMode = 'all' | 'valid';

export interface ImportOptions {
  services: Services;
  importer: Importer;
  path: string;
  /** `{ "<csv header>": "<field>" }`; undefined = the headers are the field names (or labels). */
  mapping: Record<string, string> | undefined;
  mode: ImportMode;
  dryRun: boolean;
  userId: number | undefined;
  /** Told every PROGRESS_ROWS rows read. */
  onProgress?: (rows: number) => void;
}

/** Rows written per statement group: large enough to be fast, small enough for SQLite's bound parameters. */
export const BATCH_ROWS = 500;
export const PROGRESS_ROWS = 2000;
/** The answer lists at most this many errors (the counts stay exact). */
export const MAX_ERRORS = 5000;

/** Ends the transaction without committing (a dry run, or all-or-nothing with a bad row). */
class Rollback extends Error {}

/** The header is refused: wrong or missing columns. The answer is a 422 listing them. */
export class HeaderProblem extends Error {
  constructor(readonly errors: RowError[]) {
    super(errors[0]?.message ?? 'Intestazione non valida');
  }
}

/**
 * One CSV import: parse → check → write in batches, inside ONE transaction so that all-or-nothing
 * is the database's own rollback. A dry run runs exactly the same checks and writes, then rolls
 * back: its answer is what the import would do. `mode: 'valid'` commits the valid rows and
 * skips the rest; `all` commits only when every row is valid.
 */
export async function runImport(options: ImportOptions): Promise<ImportResult> {
  const { importer, services } = options;
  const shape = await inspectFile(options.path);
  const records = readRecords(options.path, shape);
  const first = await records.next();
  if (first.done) throw new FileProblem(1, 'Il file è vuoto: manca la riga di intestazione');
  const columns = mapHeader(importer.fields, first.value.cells, options.mapping);
  const problems = headerProblems(importer.fields, first.value.cells, columns, options.mapping);
  if (problems.length > 0) throw new HeaderProblem(problems);
  const mapped = new Set(columns.filter((c): c is string => c !== undefined));

  const result: ImportResult = {
    total: 0,
    valid: 0,
    invalid: 0,
    created: 0,
    updated: 0,
    written: 0,
    errors: [],
  };
  // The bad lines of the batch being read (a line's errors all come before its batch is written):
  // counted once each, kept no longer than the batch.
  const badLines = new Set<number>();
  const fail = (line: number, field: string | null, message: string) => {
    if (!badLines.has(line)) {
      badLines.add(line);
      result.invalid++;
    }
    if (result.errors.length < MAX_ERRORS) result.errors.push({ line, field, message });
  };

  const run = importer.start();
  const flush = async (tx: Tx, batch: ImportRow[]) => {
    if (batch.length === 0) return;
    const done = await run.write(batch, {
      tx,
      dialect: services.dialect,
      userId: options.userId,
      mapped,
      reject: (row, field, message) => fail(row.line, field, message),
      insertAs: (model, values, insertOptions) =>
        services.records.insertAs(tx, services.registry.get(model)!, values, options.userId, insertOptions),
    });
    result.created += done.created;
    result.updated += done.updated;
    badLines.clear();
  };

  const work = async (tx: Tx) => {
    let batch: ImportRow[] = [];
    for await (const record of records) {
      if (record.cells.every((cell) => cell.trim() === '')) continue;
      result.total++;
      // No batch waiting: every earlier line is settled, its errors counted.
      if (batch.length === 0 && badLines.size > 0) badLines.clear();
      const row = readRow(importer.fields, columns, record);
      if (row.errors.length > 0) for (const e of row.errors) fail(record.line, e.field, e.message);
      else {
        const duplicate = run.check(row.row);
        if (duplicate) fail(record.line, duplicate.field, duplicate.message);
        else batch.push(row.row);
      }
      if (batch.length >= BATCH_ROWS) {
        await flush(tx, batch);
        batch = [];
      }
      if (result.total % PROGRESS_ROWS === 0) options.onProgress?.(result.total);
    }
    await flush(tx, batch);
    result.valid = result.total - result.invalid;
    const commit = !options.dryRun && (options.mode === 'valid' || result.invalid === 0);
    if (!commit) throw new Rollback();
    result.written = result.created + result.updated;
  };

  try {
    await services.records.transaction(work);
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
    result.written = 0;
  }
  result.errors.sort((a, b) => a.line - b.line);
  return result;
}
