import { Migrator, sql } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely';
import type { Database, Dialect } from './types';
import { VERSION } from '../version';
import * as initial from './migrations/001_initial';
import * as defaults from './migrations/002_defaults';
import * as live from './migrations/004_live';
import * as printing from './migrations/005_printing';
import * as packing from './migrations/007_packing';
import * as countKeys from './migrations/008_count_keys';
import * as packageSettings from './migrations/010_package_settings';
import * as projectNames from './migrations/011_project_names';
import * as dashboard from './migrations/015_dashboard';
import * as operatorReadOnly from './migrations/018_operator_read_only';
import * as divisibleUnits from './migrations/019_divisible_units';
import * as integrity from './migrations/020_integrity';
import * as sessions from './migrations/021_sessions';
import * as lots from './migrations/022_lots';
import * as whoDidWhat from './migrations/023_who_did_what';
import * as owedLabels from './migrations/024_owed_labels';
import * as owedLabelClaims from './migrations/025_owed_label_claims';
import * as attachmentUploader from './migrations/041_attachment_uploader';
import * as countDocumentPicks from './migrations/042_count_document_picks';
import * as authGeneration from './migrations/043_auth_generation';
import * as sparseReadingIndexes from './migrations/044_sparse_reading_indexes';
import * as printerAddressTrust from './migrations/040_printer_address_trust';
import * as sscc from './migrations/036_sscc';
import * as userLanguage from './migrations/039_user_language';
import * as webhooks from './migrations/033_webhooks';

type Step = { up(db: Database, dialect: Dialect): Promise<void> };

/** Migrations in order; a new one is one more line here. */
const steps: Record<string, Step> = {
  '001_initial': initial,
  '002_defaults': defaults,
  '004_live': live,
  '005_printing': printing,
  '007_packing': packing,
  '008_count_keys': countKeys,
  '010_package_settings': packageSettings,
  '011_project_names': projectNames,
  '015_dashboard': dashboard,
  '018_operator_read_only': operatorReadOnly,
  '019_divisible_units': divisibleUnits,
  '020_integrity': integrity,
  '021_sessions': sessions,
  '022_lots': lots,
  '023_who_did_what': whoDidWhat,
  '024_owed_labels': owedLabels,
  '025_owed_label_claims': owedLabelClaims,
  '033_webhooks': webhooks,
  '036_sscc': sscc,
  '039_user_language': userLanguage,
  '040_printer_address_trust': printerAddressTrust,
  '041_attachment_uploader': attachmentUploader,
  '042_count_document_picks': countDocumentPicks,
  '043_auth_generation': authGeneration,
  '044_sparse_reading_indexes': sparseReadingIndexes,
};

/** Every migration's name, in the order they apply. */
export const migrationNames = (): string[] => Object.keys(steps).sort();

/** The schema version this release brings a database to: its last migration's name. */
export const schemaVersion = (): string => migrationNames().at(-1)!;

/** The database was migrated by a newer release: this one must not touch it. */
export class NewerSchemaError extends Error {}

/** The migrations a database has applied (none when it is new). */
export async function appliedMigrations(db: Database): Promise<string[]> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    return rows.map((row) => row.name);
  } catch (err) {
    // No migration table yet: a new database. PostgreSQL 42P01, SQLite "no such table".
    const code = (err as { code?: string }).code;
    if (code === '42P01' || /no such table/i.test((err as Error).message)) return [];
    throw err;
  }
}

/** Refuses, with what happened and what to do, a database that a newer release has migrated. */
export function assertNotNewer(applied: readonly string[], version: string): void {
  const known = new Set(migrationNames());
  const unknown = applied.filter((name) => !known.has(name));
  if (unknown.length === 0) return;
  throw new NewerSchemaError(
    `This database's schema is newer than this release: it is at ${unknown.at(-1)}, and Warehouse ` +
      `${version} knows migrations up to ${schemaVersion()} only (a newer release has migrated it). ` +
      'Nothing was changed. Start the newer release again, or, to go back to this release, restore ' +
      'the backup taken before the upgrade (docs/server.md, "Going back a release").',
  );
}

class StaticProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(steps).map(([name, step]) => [
        name,
        { up: (db: Database) => step.up(db, this.dialect) },
      ]),
    );
  }
}

/**
 * Brings the schema up to date (or up to the migration `upTo` names, for tests that fill a
 * database as it was before a migration); returns the names of the migrations applied.
 */
export async function migrate(
  db: Database,
  dialect: Dialect,
  options: { upTo?: string } = {},
): Promise<string[]> {
  assertNotNewer(await appliedMigrations(db), VERSION);
  // Kysely looks for its migration table in every schema unless told which: another schema's
  // table (another app, a parallel test) would make it skip creating ours.
  const schema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  // Kysely's migrator takes a lock before it reads what is applied (PostgreSQL: an advisory lock
  // held by the migrating transaction): two processes starting together on one database never
  // both migrate; the second waits and finds the work done.
  const migrator = new Migrator({
    db,
    provider: new StaticProvider(dialect),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = options.upTo
    ? await migrator.migrateTo(options.upTo)
    : await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
