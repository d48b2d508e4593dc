import type { Dialect, Tx } from '../../db/types';

/** How a cell is read (see values.ts). */
export type FieldKind = 'text' | 'number' | 'date' | 'list';

/** A column the import of a model understands; the mapping screen lists them (`?do=import_fields`). */
export interface ImportField {
  name: string;
  label: string;
  required: boolean;
  kind: FieldKind;
}

export interface RowError {
  /** Line number in the file (the header is line 1). */
  line: number;
  /** The field (import field name) the error is about; null for the whole row. */
  field: string | null;
  message: string;
}

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

export interface ImportResult {
  total: number;
  valid: number;
  invalid: number;
  created: number;
  updated: number;
  written: number;
  errors: RowError[];
}
