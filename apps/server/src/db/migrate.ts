import { Migrator, sql } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely';
import type { Database, Dialect } from './types';
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
};

/** Every migration's name, in the order they apply. */
export const migrationNames = (): string[] => Object.keys(steps).sort();

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
  // Kysely looks for its migration table in every schema unless told which: another schema's
  // table (another app, a parallel test) would make it skip creating ours.
  const schema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
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
