import type { Database, Dialect } from '../types';

/**
 * The standard operator role ('operatore') becomes read-only on the master data the handheld does
 * not write: the back office (admins and supervisors) keeps it. What the handheld screens write stays
 * open: readings, picks, orders, packages, documents, lots and tracks; locations are created from the
 * inventory's selection and typologies by title when missing, so only their changes and deletes are
 * refused; an item's location is set from the incoming screen through the narrower `locate` action
 * (models/items.ts), so items refuse create, update and destroy. Only rules missing are added, so a
 * role an installation has already tightened is left as it is.
 */
export const OPERATOR_READ_ONLY: readonly (readonly [action: string, model: string])[] = [
  ...['printers', 'print_templates', 'customers', 'suppliers', 'addresses', 'transport_means', 'plants']
    .concat(['branches', 'measure_units', 'items', 'additional_barcodes'])
    .flatMap((model) => ['create', 'update', 'destroy'].map((action) => [action, model] as const)),
  ['update', 'locations'],
  ['destroy', 'locations'],
  ['update', 'project_typologies'],
  ['destroy', 'project_typologies'],
];

export async function up(db: Database, dialect: Dialect): Promise<void> {
  const role = await db.selectFrom('roles').select('id').where('name', '=', 'operatore').executeTakeFirst();
  if (role) {
    const existing = await db
      .selectFrom('permissions')
      .select(['predicate', 'action', 'model'])
      .where('role_id', '=', role.id)
      .execute();
    const has = new Set(existing.map((r) => `${r.predicate} ${r.action} ${r.model}`));
    const now = new Date().toISOString();
    const missing = OPERATOR_READ_ONLY.filter(([action, model]) => !has.has(`cannot ${action} ${model}`));
    if (missing.length > 0) {
      await db
        .insertInto('permissions')
        .values(
          missing.map(([action, model]) => ({
            role_id: role.id,
            predicate: 'cannot',
            action,
            model,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
  }
  void dialect;
}
