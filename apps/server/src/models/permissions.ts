import { belongsTo, defineModel } from './define';

export const permissions = defineModel({
  name: 'permissions',
  singular: 'permission',
  columns: { role_id: 'id', predicate: 'string', action: 'string', model: 'string' },
  associations: { role: belongsTo('roles', 'role_id') },
  searchableAssociations: ['role'],
  writable: ['role_id', 'predicate', 'action', 'model'],
  required: ['role_id', 'predicate', 'action', 'model'],
});
