import type { Database, Dialect } from '../types';

/**
 * `attachments.user_id` (issue 46): who uploaded the file, so that one user's share of the upload
 * space (UPLOAD_USER_MAX_MB) is one indexed sum. Files uploaded before are nobody's share.
 */
export async function up(db: Database, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('attachments').addColumn('user_id', 'integer').execute();
  await db.schema.createIndex('attachments_user_id').on('attachments').column('user_id').execute();
}
