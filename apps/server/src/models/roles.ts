import { defineModel, hasMany } from './define';

export const roles = defineModel({
  name: 'roles',
  singular: 'role',
  columns: { name: 'string', description: 'text' },
  associations: { permissions: hasMany('permissions', 'role_id') },
  writable: ['name', 'description'],
  required: ['name'],
});
