import type { Row } from '../db/types';
import type { ModelDefinition } from '../models/types';

/** What constraints.ts and duplicates.ts both speak of, apart so that neither imports the other back. */
export type ConstraintKind = 'unique' | 'foreign_key' | 'not_null' | 'check' | 'invalid_value';

export interface ConstraintFailure {
  kind: ConstraintKind;
  table?: string;
  columns: string[];
  /** The unique index that refused it, when the driver names it (an index on an expression). */
  index?: string;
}

/** Which write failed, attached to the error on its way out of the transaction. */
export interface WriteAttempt {
  model: ModelDefinition;
  operation: 'create' | 'update' | 'destroy';
  id?: number;
  values?: Row;
}
