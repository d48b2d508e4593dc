import type { ModelDef, Registry } from '../../../src/models/types';

/**
 * A small registry shaped like the real one, for the search tests only: projects with customer,
 * supplier, typology and user; picks with item and location; items with additional barcodes (hasMany)
 * and locations (manyToMany); users with a hidden password hash.
 */
function model(def: Partial<ModelDef> & Pick<ModelDef, 'name' | 'singular' | 'columns'>): ModelDef {
  return {
    table: def.name,
    searchable: [],
    associations: {},
    searchableAssociations: [],
    writable: [],
    required: [],
    lockVersion: false,
    include: {},
    ...def,
  };
}

export const users = model({
  name: 'users',
  singular: 'user',
  columns: {
    id: 'id',
    email: 'string',
    name: 'string',
    admin: 'boolean',
    password_digest: 'string',
    atoken: 'string',
  },
  // password_digest is listed on purpose: `hidden` must win over `searchable`.
  searchable: ['id', 'email', 'name', 'admin', 'password_digest'],
  hidden: ['password_digest', 'atoken'],
});

export const customers = model({
  name: 'customers',
  singular: 'customer',
  columns: { id: 'id', name: 'string', code: 'string' },
  searchable: ['id', 'name', 'code'],
});

export const suppliers = model({
  name: 'suppliers',
  singular: 'supplier',
  columns: { id: 'id', name: 'string' },
  searchable: ['id', 'name'],
});

export const projectTypologies = model({
  name: 'project_typologies',
  singular: 'project_typology',
  columns: { id: 'id', title: 'string', picking: 'boolean' },
  searchable: ['id', 'title', 'picking'],
});

export const projects = model({
  name: 'projects',
  singular: 'project',
  columns: {
    id: 'id',
    name: 'string',
    description: 'text',
    closed: 'boolean',
    project_date: 'date',
    updated_at: 'datetime',
    customer_id: 'id',
    supplier_id: 'id',
    project_typology_id: 'id',
    user_id: 'id',
    internal_notes: 'text',
  },
  searchable: [
    'id',
    'name',
    'description',
    'closed',
    'project_date',
    'updated_at',
    'customer_id',
    'supplier_id',
    'project_typology_id',
    'user_id',
  ],
  associations: {
    customer: { kind: 'belongsTo', model: 'customers', foreignKey: 'customer_id' },
    supplier: { kind: 'belongsTo', model: 'suppliers', foreignKey: 'supplier_id' },
    project_typology: { kind: 'belongsTo', model: 'project_typologies', foreignKey: 'project_typology_id' },
    user: { kind: 'belongsTo', model: 'users', foreignKey: 'user_id' },
    picks: { kind: 'hasMany', model: 'picks', foreignKey: 'project_id' },
  },
  searchableAssociations: ['customer', 'supplier', 'project_typology', 'user', 'picks'],
  defaultSort: { column: 'project_date', direction: 'desc' },
});

export const locations = model({
  name: 'locations',
  singular: 'location',
  columns: { id: 'id', name: 'string', plant_id: 'integer' },
  searchable: ['id', 'name', 'plant_id'],
});

export const additionalBarcodes = model({
  name: 'additional_barcodes',
  singular: 'additional_barcode',
  columns: { id: 'id', item_id: 'id', code: 'string' },
  searchable: ['id', 'item_id', 'code'],
});

export const items = model({
  name: 'items',
  singular: 'item',
  columns: {
    id: 'id',
    code: 'string',
    description: 'text',
    barcode: 'string',
    quantity: 'decimal',
    retail_price: 'decimal',
    metadata: 'json',
    location_id: 'id',
    purchase_cost: 'decimal',
  },
  // purchase_cost is a column, but not allowlisted.
  searchable: ['id', 'code', 'description', 'barcode', 'quantity', 'retail_price', 'metadata', 'location_id'],
  associations: {
    location: { kind: 'belongsTo', model: 'locations', foreignKey: 'location_id' },
    additional_barcodes: { kind: 'hasMany', model: 'additional_barcodes', foreignKey: 'item_id' },
    locations: {
      kind: 'manyToMany',
      model: 'locations',
      through: 'item_locations',
      sourceKey: 'item_id',
      targetKey: 'location_id',
    },
  },
  searchableAssociations: ['location', 'additional_barcodes', 'locations'],
});

export const picks = model({
  name: 'picks',
  singular: 'pick',
  columns: {
    id: 'id',
    project_id: 'id',
    item_id: 'id',
    location_id: 'id',
    user_id: 'id',
    document_id: 'id',
    quantity: 'decimal',
    quantity_detected: 'decimal',
    quantity_remaining: 'decimal',
    closed: 'boolean',
    notes: 'text',
  },
  searchable: [
    'id',
    'project_id',
    'item_id',
    'location_id',
    'document_id',
    'quantity',
    'quantity_detected',
    'quantity_remaining',
    'closed',
    'notes',
  ],
  associations: {
    project: { kind: 'belongsTo', model: 'projects', foreignKey: 'project_id' },
    item: { kind: 'belongsTo', model: 'items', foreignKey: 'item_id' },
    location: { kind: 'belongsTo', model: 'locations', foreignKey: 'location_id' },
    // Declared but not searchable: the path to users' columns must stay closed.
    user: { kind: 'belongsTo', model: 'users', foreignKey: 'user_id' },
  },
  searchableAssociations: ['project', 'item', 'location'],
});

const all = [
  users,
  customers,
  suppliers,
  projectTypologies,
  projects,
  locations,
  additionalBarcodes,
  items,
  picks,
];

export const registry: Registry = {
  get: (name) => all.find((def) => def.name === name || def.singular === name),
  all: () => all,
};
