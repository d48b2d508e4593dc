import { isLanguage, LANGUAGES } from '@warehouse/shared';
import { hashPassword } from '../auth/passwords';
import { fieldError } from '../errors';
import { sessionsEnded } from '../auth/session-events';
import { belongsTo, defineModel, manyToMany } from './define';
import type { WriteContext } from './types';

/** `role_ids` sent with a user: taken out of the values before the write, applied after it. */
const pendingRoles = new WeakMap<WriteContext, number[]>();

function takeRoleIds(values: Record<string, unknown>, ctx: WriteContext) {
  if (!('role_ids' in values)) return;
  const raw = values.role_ids;
  delete values.role_ids;
  const list = Array.isArray(raw) ? raw : raw === null || raw === '' ? [] : String(raw).split(',');
  const ids = list.map(Number);
  if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
    throw Object.assign(new Error('Valore non valido per il campo Ruoli'), { statusCode: 422 });
  }
  pendingRoles.set(ctx, [...new Set(ids)]);
}

/** The user's roles become exactly the ones sent (the back office's roles picker). */
async function applyRoleIds(userId: number, ctx: WriteContext) {
  const ids = pendingRoles.get(ctx);
  if (!ids) return;
  await ctx.tx.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  if (ids.length > 0) {
    await ctx.tx
      .insertInto('user_roles')
      .values(ids.map((role_id) => ({ user_id: userId, role_id })))
      .execute();
  }
}

/** True when the update changes the user's roles (sent `role_ids` other than the stored ones). */
async function changesRoles(userId: number, ctx: WriteContext): Promise<boolean> {
  const ids = pendingRoles.get(ctx);
  if (!ids) return false;
  const rows = await ctx.tx
    .selectFrom('user_roles')
    .select('role_id')
    .where('user_id', '=', userId)
    .execute();
  const stored = new Set(rows.map((r) => Number(r.role_id)));
  return stored.size !== ids.length || ids.some((id) => !stored.has(id));
}

/**
 * A new password, other roles, the admin flag changed or a deactivation end every session of the
 * user at once: the generation their tokens carry is raised (http/session.ts refuses the old one),
 * and the automatic-login token is revoked. Both live in the user's row, so every process sees them.
 */
async function endsSessions(
  values: Record<string, unknown>,
  existing: Record<string, unknown>,
  ctx: WriteContext,
) {
  const deactivated = 'active' in values && !values.active && Boolean(existing.active);
  const adminChanged = 'admin' in values && Boolean(values.admin) !== Boolean(existing.admin);
  return (
    'password_digest' in values ||
    deactivated ||
    adminChanged ||
    (await changesRoles(Number(existing.id), ctx))
  );
}

/** The user's language (issue 45): one of the four the app speaks, nothing else is stored. */
function checkLanguage(values: Record<string, unknown>) {
  if (!('language' in values)) return;
  if (!isLanguage(values.language)) {
    throw fieldError(422, `Valore non valido per il campo Lingua: ${LANGUAGES.join(', ')}`, 'language');
  }
}

async function digestPassword(values: Record<string, unknown>) {
  if (!('password' in values)) return;
  const password = values.password;
  delete values.password;
  if (typeof password !== 'string' || password.length < 8) {
    throw Object.assign(new Error('La password deve avere almeno 8 caratteri'), { statusCode: 422 });
  }
  values.password_digest = await hashPassword(password);
}

export const users = defineModel({
  name: 'users',
  singular: 'user',
  columns: {
    email: 'string',
    name: 'string',
    password_digest: 'string',
    atoken_digest: 'string',
    session_generation: 'integer',
    active: 'boolean',
    admin: 'boolean',
    location_id: 'id',
    plant_id: 'id',
    avatar_url: 'string',
    next_valid_session: 'datetime',
    language: 'string',
  },
  // Never sent, never searchable, not even through an association.
  hidden: ['password_digest', 'atoken_digest', 'session_generation'],
  associations: {
    location: belongsTo('locations', 'location_id'),
    plant: belongsTo('plants', 'plant_id'),
    roles: manyToMany('roles', 'user_roles', 'user_id', 'role_id'),
  },
  searchableAssociations: ['location', 'plant', 'roles'],
  writable: [
    'email',
    'name',
    'admin',
    'active',
    'location_id',
    'plant_id',
    'avatar_url',
    'next_valid_session',
    'language',
  ],
  // Every user may choose their own language (the handheld's settings screen), whatever their roles.
  ownUpdates: ['language'],
  virtualWritable: ['password', 'role_ids'],
  required: ['email', 'password'],
  include: { roles: true },
  hooks: {
    async beforeCreate(values, ctx) {
      checkLanguage(values);
      takeRoleIds(values, ctx);
      // No automatic-login token until an administrator asks for one (actions/user-sessions.ts).
      await digestPassword(values);
    },
    async beforeUpdate(values, existing, ctx) {
      checkLanguage(values);
      takeRoleIds(values, ctx);
      await digestPassword(values);
      if (await endsSessions(values, existing, ctx)) {
        values.session_generation = Number(existing.session_generation) + 1;
        // The automatic login is a way in too: closed with the sessions, given again only by rotation.
        values.atoken_digest = null;
        sessionsEnded.emit(Number(existing.id));
      }
    },
    async afterWrite(_before, after, ctx) {
      if (after) await applyRoleIds(after.id as number, ctx);
    },
  },
});
