import type { Database, Dialect } from '../types';
import { createTable } from '../schema-builder';

/**
 * Signed webhooks (issue 43):
 * - `webhooks`: the endpoints an administrator points at an ERP: `url`, `events` (JSON list of
 *   event names, or `["*"]`), `secret` (`whsec_…`, never sent again after the create answer), during
 *   a rotation the `previous_secret` until `previous_secret_until`, `active`, `failing` (its last
 *   delivery ran out of retries);
 * - `webhook_events`: the outbox, written in the transaction of the change that caused the event;
 *   `msg_id` is the `webhook-id` every attempt sends, `body` the exact JSON that is signed;
 * - `webhook_deliveries`: one event to one endpoint: its status (`pending`, `delivered`,
 *   `failed`), attempts, last answer, next attempt, and the claim (`claimed_by` until
 *   `claimed_until`) of the process delivering it.
 */
export async function up(db: Database, dialect: Dialect): Promise<void> {
  await createTable(
    db,
    dialect,
    'webhooks',
    [
      ['url', 'text', { notNull: true }],
      ['events', 'text', { notNull: true }],
      ['secret', 'string', { notNull: true }],
      ['previous_secret', 'string'],
      ['previous_secret_until', 'datetime'],
      ['active', 'boolean', { notNull: true, default: true }],
      ['failing', 'boolean', { notNull: true, default: false }],
      ['description', 'text'],
    ],
    { lockVersion: true },
  );
  await createTable(
    db,
    dialect,
    'webhook_events',
    [
      ['msg_id', 'string', { notNull: true, unique: true }],
      ['name', 'string', { notNull: true }],
      ['user_id', 'ref:users', { onDelete: 'set null' }],
      ['body', 'text', { notNull: true }],
    ],
    { indexes: [['created_at']] },
  );
  await createTable(
    db,
    dialect,
    'webhook_deliveries',
    [
      ['webhook_id', 'ref:webhooks', { notNull: true, onDelete: 'cascade' }],
      ['event_id', 'ref:webhook_events', { notNull: true, onDelete: 'cascade' }],
      ['event_name', 'string', { notNull: true }],
      ['status', 'string', { notNull: true, default: 'pending' }],
      ['attempts', 'integer', { notNull: true, default: 0 }],
      ['next_attempt_at', 'datetime'],
      ['last_attempt_at', 'datetime'],
      ['last_status', 'integer'],
      ['last_answer', 'text'],
      ['delivered_at', 'datetime'],
      ['claimed_by', 'string'],
      ['claimed_until', 'datetime'],
    ],
    {
      uniques: [['webhook_id', 'event_id']],
      indexes: [
        ['status', 'next_attempt_at'],
        ['webhook_id', 'status'],
      ],
    },
  );
}
