import { defineModel } from './define';

export const branches = defineModel({
  name: 'branches',
  singular: 'branch',
  columns: { code: 'string', name: 'string' },
  writable: ['code', 'name'],
  required: ['code'],
});
