import type { Database, Dialect } from '../types';
import { createTable } from '../schema-builder';

/**
 * Work that survives many processes, crashes and lost connections:
 * - `server_instances`: every running server process and its heartbeat, so a claim left by a dead
 *   process is recognised as dead;
 * - `idempotency_keys.owner` / `lease_until`: who runs a claimed request, and until when at most;
 * - `change_events`: one row per record written, read by the live event stream.
 */
export async function up(db: Database, dialect: Dialect): Promise<void> {
  await createTable(
    db,
    dialect,
    'server_instances',
    [
      ['instance', 'string', { notNull: true, unique: true }],
      // host:port the process listens on; a new process bound to it proves the old one gone.
      ['address', 'string'],
      ['pid', 'integer', { notNull: true }],
      ['started_at', 'datetime', { notNull: true }],
      ['heartbeat_at', 'datetime', { notNull: true }],
      ['stopped_at', 'datetime'],
    ],
    { timestamps: false, indexes: [['address']] },
  );

  // One column per statement: SQLite adds one column at a time.
  await db.schema.alterTable('idempotency_keys').addColumn('owner', 'varchar(64)').execute();
  await db.schema
    .alterTable('idempotency_keys')
    .addColumn('lease_until', dialect === 'postgres' ? 'timestamptz' : 'text')
    .execute();
  await db.schema.createIndex('idempotency_keys_owner_idx').on('idempotency_keys').column('owner').execute();

  await createTable(
    db,
    dialect,
    'change_events',
    [
      ['model', 'string', { notNull: true }],
      ['record_id', 'integer', { notNull: true }],
      ['kind', 'string', { notNull: true }], // create | update | destroy
      // The scope a client filters on: the project (order, list) and document the record belongs to.
      ['project_id', 'integer'],
      ['document_id', 'integer'],
      ['user_id', 'integer'],
    ],
    { indexes: [['created_at'], ['project_id'], ['document_id']] },
  );
}
