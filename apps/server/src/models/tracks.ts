import { belongsTo, defineModel } from './define';

export const tracks = defineModel({
  name: 'tracks',
  singular: 'track',
  columns: { project_row_id: 'id', location_id: 'id', last_seen_at: 'datetime' },
  associations: {
    project_row: belongsTo('project_rows', 'project_row_id'),
    location: belongsTo('locations', 'location_id'),
  },
  searchableAssociations: ['project_row', 'location'],
  writable: ['project_row_id', 'location_id', 'last_seen_at'],
  required: ['project_row_id', 'last_seen_at'],
});
