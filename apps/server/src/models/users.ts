import { hashPassword, randomSecret } from '../auth/passwords';
import { belongsTo, defineModel, manyToMany } from './define';

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
    atoken: 'string',
    admin: 'boolean',
    location_id: 'id',
    plant_id: 'id',
    avatar_url: 'string',
    next_valid_session: 'datetime',
  },
  // Never sent, never searchable, not even through an association.
  hidden: ['password_digest', 'atoken'],
  associations: {
    location: belongsTo('locations', 'location_id'),
    plant: belongsTo('plants', 'plant_id'),
    roles: manyToMany('roles', 'user_roles', 'user_id', 'role_id'),
  },
  searchableAssociations: ['location', 'plant', 'roles'],
  writable: ['email', 'name', 'admin', 'location_id', 'plant_id', 'avatar_url', 'next_valid_session'],
  virtualWritable: ['password'],
  required: ['email', 'password'],
  include: { roles: true },
  hooks: {
    async beforeCreate(values) {
      await digestPassword(values);
      values.atoken = randomSecret();
    },
    async beforeUpdate(values) {
      await digestPassword(values);
    },
  },
});
