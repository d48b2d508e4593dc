import type { Database, Dialect } from '../types';
import { createTable } from '../schema-builder';

/**
 * Labels owed (issue 31): a label that did not come out of the printer (a printer fault at
 * 'Concludi', no printer at entry, a new package with the printer unreachable) is kept here with its
 * filled fields until it is printed, so it can be printed later from order selection's 'Etichette da
 * stampare' or 'Ristampa etichetta'. A row is deleted once its label has been sent.
 */
export async function up(db: Database, dialect: Dialect): Promise<void> {
  await createTable(
    db,
    dialect,
    'owed_labels',
    [
      ['project_id', 'ref:projects', { notNull: true, onDelete: 'cascade' }],
      ['package_id', 'ref:packages', { onDelete: 'cascade' }],
      ['template', 'string', { notNull: true }],
      ['fields', 'text', { notNull: true }],
      /** Why it was not printed: an offline reason, 'timeout', 'no_printer' … */
      ['reason', 'string'],
      ['user_id', 'ref:users', { onDelete: 'set null' }],
    ],
    {},
  );
}
