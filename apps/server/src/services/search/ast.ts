import type { ColumnType } from '../../models/types';

/** A searchable column reached from the searched model, possibly through associations. */
export interface ResolvedAttribute {
  /** As the client wrote it: `item_location_name`. */
  name: string;
  /** Association names walked from the searched model: `['item', 'location']`. */
  path: string[];
  column: string;
  type: ColumnType;
}

/** A value already cast to the column's type (booleans stay booleans; the builder adapts them per dialect). */
export type Scalar = string | number | boolean;

/**
 * One attribute's test. The parser normalises the client's predicates into this smaller set:
 * `x_null=false` becomes `not_null`, `x_true=1` becomes `eq true`, `x_not_true=1` becomes `not_eq true`,
 * `i_cont` becomes `cont` (every `cont` is case-insensitive), `ne` becomes `not_eq`.
 */
export type Test =
  | { predicate: 'null' | 'not_null' | 'present' | 'blank' }
  | { predicate: 'eq' | 'not_eq' | 'lt' | 'lteq' | 'gt' | 'gteq'; value: Scalar }
  | { predicate: 'in' | 'not_in'; values: Scalar[] }
  | { predicate: 'cont' | 'not_cont' | 'start' | 'end'; value: string };

export type AttributeTest = Test & { attribute: ResolvedAttribute };

export type Combinator = 'and' | 'or';

/** One `q` key: `name_or_customer_name_cont=ros` is two tests joined by `or`. */
export interface Condition {
  key: string;
  combinator: Combinator;
  tests: AttributeTest[];
}

export interface Sort {
  attribute: ResolvedAttribute;
  direction: 'asc' | 'desc';
  /** A key the model computes in SQL (`computedSorts`), named by `attribute.column`. */
  computed?: true;
}

export interface SearchAst {
  /** How top-level conditions combine (`q[m]=or`). */
  combinator: Combinator;
  conditions: Condition[];
  sorts: Sort[];
}
