import type { Dialect, Row, Tx } from '../../db/types';

import type { ImportField } from '@warehouse/shared/csv/import';

export type { FieldKind, ImportField, RowError, ImportResult } from '@warehouse/shared/csv/import';

/** A row whose cells were read; `values` holds only the mapped fields (undefined = empty cell). */
export interface ImportRow {
  line: number;
  values: Record<string, unknown>;
}

export interface BatchContext {
  tx: Tx;
  dialect: Dialect;
  userId: number | undefined;
  /** The fields the file's header maps (an update writes only these). */
  mapped: ReadonlySet<string>;
  /** A row the database side refuses: it is not written. */
  reject(row: ImportRow, field: string | null, message: string): void;
  /**
   * Creates a record through its model (hooks: its rules and derived values; its webhook events),
   * as `records.insertAs`; `announce: false` leaves its change event to the importer's summary.
   */
  insertAs(model: string, values: Row, options?: { announce?: boolean }): Promise<Row>;
}

/** One import of one file: what it has seen so far, and how it writes. */
export interface ImportRun {
  /** Checks a row against the rows before it in the file (duplicates); returns an error or nothing. */
  check(row: ImportRow): { field: string | null; message: string } | undefined;
  /** Resolves references, checks against the database and writes the rows it does not reject. */
  write(rows: ImportRow[], ctx: BatchContext): Promise<{ created: number; updated: number }>;
}

export interface Importer {
  model: string;
  fields: ImportField[];
  start(): ImportRun;
}
