import type { SelectQueryBuilder } from 'kysely';
import type { ModelDef, Registry } from '../../models/types';

export type SearchDialect = 'sqlite' | 'postgres';

export interface SearchContext {
  registry: Registry;
  /** The searched model; the query selects from `model.table`, referenced by that name (no alias). */
  model: ModelDef;
  dialect: SearchDialect;
}

/**
 * The builder works on tables known only at run time, so internally it drops Kysely's static table
 * typing; the public functions hand the caller's own builder type back.
 */
export type LooseQuery = SelectQueryBuilder<Record<string, Record<string, unknown>>, string, unknown>;
