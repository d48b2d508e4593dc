import { afterAll, beforeAll } from 'vitest';
import {
  applyFilters,
  applySearch,
  parseSearch,
  type SearchContext,
  type SearchDialect,
} from '../../../src/services/search';
import { registry } from '../../unit/search/fixture-registry';
import { openDatabase, type TestDatabase } from './databases';
import { createFixture } from './fixture-data';

/** A fresh database with the fixture for the enclosing describe block. */
export function useFixtureDatabase(dialect: SearchDialect): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await openDatabase(dialect);
    await createFixture(database);
  });
  afterAll(async () => {
    await database?.destroy();
  });
  return () => {
    if (!database) throw new Error('database not open yet');
    return database;
  };
}

export function contextFor(database: TestDatabase, modelName: string): SearchContext {
  return { registry, model: registry.get(modelName)!, dialect: database.dialect };
}

/** The search as the list route would run it: base columns only, joins, where, order. */
export function searchQuery(database: TestDatabase, modelName: string, q: unknown) {
  const ctx = contextFor(database, modelName);
  const ast = parseSearch(registry, ctx.model, q);
  return applySearch(database.db.selectFrom(ctx.model.table).selectAll(ctx.model.table), ast, ctx);
}

/** Ids in the order the search returns them. */
export async function searchIds(database: TestDatabase, modelName: string, q: unknown): Promise<number[]> {
  const rows = await searchQuery(database, modelName, q).execute();
  return rows.map((row) => Number(row.id));
}

/** Ids regardless of order, for filter tests. */
export async function matchingIds(database: TestDatabase, modelName: string, q: unknown): Promise<number[]> {
  return (await searchIds(database, modelName, q)).sort((a, b) => a - b);
}

/** The count route's query: filters only. */
export async function countMatching(database: TestDatabase, modelName: string, q: unknown): Promise<number> {
  const ctx = contextFor(database, modelName);
  const ast = parseSearch(registry, ctx.model, q);
  const row = await applyFilters(database.db.selectFrom(ctx.model.table), ast, ctx)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
