import type { Database } from '../db/types';
import { SHIPPED_TEMPLATES } from './shipped-templates';
import { parseTemplate } from './template';

/**
 * Installs the shipped label templates (run by buildApp at every start): a missing one is
 * inserted; a same-named one is replaced only if it can no longer be filled (placeholders outside
 * `^FH` fields, as the early demo templates had). An administrator's valid edits are kept.
 * Several processes starting at once on one PostgreSQL race here: the insert yields to the one
 * another process made first (`on conflict do nothing` on the unique name) instead of failing the start.
 */
export async function installShippedTemplates(db: Database): Promise<void> {
  const now = new Date().toISOString();
  for (const template of SHIPPED_TEMPLATES) {
    const existing = await db
      .selectFrom('print_templates')
      .select(['id', 'body'])
      .where('name', '=', template.name)
      .executeTakeFirst();
    if (!existing) {
      await db
        .insertInto('print_templates')
        .values({ ...template, created_at: now, updated_at: now })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
    } else if (!fillable(String(existing.body))) {
      await db
        .updateTable('print_templates')
        .set({ body: template.body, description: template.description, updated_at: now })
        .where('id', '=', existing.id)
        .execute();
    }
  }
}

function fillable(body: string): boolean {
  try {
    parseTemplate(body);
    return true;
  } catch {
    return false;
  }
}
