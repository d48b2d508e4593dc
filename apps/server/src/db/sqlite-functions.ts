/**
 * Name of the Unicode-aware lower() registered below (SQLite's own is ASCII only); search SQL uses
 * it, and so do the unique code keys (migration 023), on PostgreSQL too (its own lower under this name).
 */
export const SQLITE_LOWER = 'unicode_lower';

/** The part of a better-sqlite3 `Database` this needs (kept structural: no import of the driver). */
export interface SqliteFunctionHost {
  function(
    name: string,
    options: { deterministic: boolean },
    implementation: (value: unknown) => unknown,
  ): unknown;
}

/**
 * Registers the functions search SQL uses on SQLite. Call it once on every better-sqlite3 connection
 * before searching: SQLite's built-in lower() and LIKE fold ASCII only, so `CITTÀ` would not find `città`.
 */
export function registerSqliteSearchFunctions(database: SqliteFunctionHost): void {
  database.function(SQLITE_LOWER, { deterministic: true }, (value) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
}
