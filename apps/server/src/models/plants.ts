import { defineModel } from './define';

export const plants = defineModel({
  name: 'plants',
  singular: 'plant',
  columns: { name: 'string', code: 'string' },
  writable: ['name', 'code'],
  required: ['name'],
});
