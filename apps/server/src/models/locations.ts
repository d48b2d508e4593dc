import { belongsTo, defineModel } from './define';

export const locations = defineModel({
  name: 'locations',
  singular: 'location',
  columns: { name: 'string', code: 'string', description: 'text', plant_id: 'id' },
  associations: { plant: belongsTo('plants', 'plant_id') },
  searchableAssociations: ['plant'],
  writable: ['name', 'code', 'description', 'plant_id'],
  required: ['name'],
});
