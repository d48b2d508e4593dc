import type { Database, Dialect } from './db/types';
import { castValue } from './services/cast';
import { hashPassword } from './auth/passwords';
import { newAtoken } from './auth/atoken';

export interface NewUser {
  email: string;
  password: string;
  name?: string;
  admin?: boolean;
  roles?: string[];
  locationId?: number;
  plantId?: number;
}

/** Creates a user with the named roles (created when missing); returns its id and access token. */
export async function createUser(
  { db, dialect }: { db: Database; dialect: Dialect },
  user: NewUser,
): Promise<{ id: number; atoken: string }> {
  if (!/^[^\s@]+@[^\s@]+$/.test(user.email)) throw new Error(`not an email address: ${user.email}`);
  if (user.password.length < 8) throw new Error('the password must have at least 8 characters');
  const stamp = new Date().toISOString();
  // Shown this once (the CLI prints it); only its digest is kept.
  const { atoken, digest: atokenDigest } = newAtoken();
  const digest = await hashPassword(user.password);
  // Inside the caller's transaction when there is one (the demo seeds in one), else in its own.
  const inTransaction = <T>(work: (tx: Database) => Promise<T>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  return inTransaction(async (tx) => {
    const row = await tx
      .insertInto('users')
      .values({
        email: user.email,
        name: user.name ?? user.email.split('@')[0],
        password_digest: digest,
        atoken_digest: atokenDigest,
        admin: castValue('admin', 'boolean', Boolean(user.admin), dialect),
        location_id: user.locationId ?? null,
        plant_id: user.plantId ?? null,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const name of user.roles ?? []) {
      let role = await tx.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirst();
      role ??= await tx
        .insertInto('roles')
        .values({ name, created_at: stamp, updated_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx.insertInto('user_roles').values({ user_id: row.id, role_id: role.id }).execute();
    }
    return { id: row.id as number, atoken };
  });
}

/** Sets `ns.key` to a string value, creating the setting when missing. */
export async function setSetting(db: Database, nsKey: string, value: string): Promise<void> {
  const dot = nsKey.indexOf('.');
  if (dot < 1 || dot === nsKey.length - 1) throw new Error(`a setting is named ns.key, got "${nsKey}"`);
  const ns = nsKey.slice(0, dot);
  const key = nsKey.slice(dot + 1);
  const stamp = new Date().toISOString();
  await db
    .insertInto('settings')
    .values({ ns, key, raw: value, created_at: stamp, updated_at: stamp })
    .onConflict((oc) => oc.columns(['ns', 'key']).doUpdateSet({ raw: value, updated_at: stamp }))
    .execute();
}
