import type { Database, Dialect } from '../types';
import { createTable } from '../schema-builder';

/**
 * The keys of the inventory counts already applied, written in the count's own transaction: a
 * batch of counts sent again (a lost answer, a reload, a batch made up differently the next time)
 * applies each count exactly once.
 */
export async function up(db: Database, dialect: Dialect): Promise<void> {
  await createTable(
    db,
    dialect,
    'applied_counts',
    [
      ['user_id', 'ref:users', { notNull: true, onDelete: 'cascade' }],
      ['key', 'string', { notNull: true }],
    ],
    { uniques: [['user_id', 'key']], indexes: [['created_at']] },
  );
}
