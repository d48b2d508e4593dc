import { defineModel } from './define';

export const projectTypologies = defineModel({
  name: 'project_typologies',
  singular: 'project_typology',
  columns: {
    title: 'string',
    description: 'string',
    inventory: 'boolean',
    picking: 'boolean',
    free: 'boolean',
  },
  writable: ['title', 'description', 'inventory', 'picking', 'free'],
  required: ['title'],
});
