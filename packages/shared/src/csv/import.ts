/**
 * The CSV import's answers on the wire (`POST /{model}?do=import`, `GET ?do=import_fields`), read by
 * the server that writes them and the back office that shows them (docs/import-export.md).
 */

/** How a cell is read. */
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

export interface ImportResult {
  total: number;
  valid: number;
  invalid: number;
  created: number;
  updated: number;
  written: number;
  errors: RowError[];
}
