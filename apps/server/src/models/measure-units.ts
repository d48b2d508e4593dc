import { defineModel } from './define';

export const measureUnits = defineModel({
  name: 'measure_units',
  singular: 'measure_unit',
  columns: { name: 'string', code: 'string' },
  writable: ['name', 'code'],
  required: ['name'],
});
