import { defineModel } from './define';

/** The typology of picking lists (goods-flow §2, picking selection). */
export const PICKING_TYPOLOGY = 'LP';

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
