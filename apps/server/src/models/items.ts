import { belongsTo, defineModel, hasMany, manyToMany } from './define';

export const itemInclude = {
  measure_unit: true,
  location: true,
  locations: true,
  additional_barcodes: true,
} as const;

export const items = defineModel({
  name: 'items',
  singular: 'item',
  columns: {
    code: 'string',
    barcode: 'string',
    description: 'string',
    measure_unit_id: 'id',
    location_id: 'id',
    quantity: 'decimal',
    locked_quantity: 'decimal',
    external_code: 'string',
    retail_price: 'decimal',
  },
  associations: {
    measure_unit: belongsTo('measure_units', 'measure_unit_id'),
    location: belongsTo('locations', 'location_id'),
    locations: manyToMany('locations', 'item_locations', 'item_id', 'location_id'),
    additional_barcodes: hasMany('additional_barcodes', 'item_id'),
  },
  searchableAssociations: ['measure_unit', 'location', 'locations', 'additional_barcodes'],
  writable: [
    'code',
    'barcode',
    'description',
    'measure_unit_id',
    'location_id',
    'quantity',
    'locked_quantity',
    'external_code',
    'retail_price',
  ],
  required: ['code'],
  lockVersion: true,
  include: itemInclude,
  // The incoming screen makes the location chosen for a row the item's location (docs/back-office.md).
  narrowUpdates: { locate: ['location_id'] },
});
