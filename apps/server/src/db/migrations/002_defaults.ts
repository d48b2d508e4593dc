import type { Database, Dialect } from '../types';

/** Rows the product needs from the first start: module switches and the two standard roles. */
export async function up(db: Database, dialect: Dialect): Promise<void> {
  const now = new Date().toISOString();
  const stamps = { created_at: now, updated_at: now };
  const modules = [
    'enable_picking_list',
    'enable_shipping',
    'enable_receipt',
    'enable_movement',
    'enable_inventory',
  ];
  await db
    .insertInto('settings')
    .values(modules.map((key) => ({ ns: 'track', key, raw: 'false', ...stamps })))
    .execute();

  // Operators and supervisors run every module; users, roles and settings are for admins.
  for (const name of ['supervisore', 'operatore']) {
    const role = await db
      .insertInto('roles')
      .values({ name, description: name === 'supervisore' ? 'Supervisore' : 'Operatore', ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rules = [
      ['can', 'manage', 'all'],
      ['cannot', 'manage', 'users'],
      ['cannot', 'manage', 'roles'],
      ['cannot', 'manage', 'permissions'],
      ['cannot', 'create', 'settings'],
      ['cannot', 'update', 'settings'],
      ['cannot', 'destroy', 'settings'],
    ];
    await db
      .insertInto('permissions')
      .values(
        rules.map(([predicate, action, model]) => ({
          role_id: role.id,
          predicate,
          action,
          model,
          ...stamps,
        })),
      )
      .execute();
  }
  void dialect;
}
