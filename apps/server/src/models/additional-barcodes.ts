import { belongsTo, defineModel } from './define';
import { itemInclude } from './items';

export const additionalBarcodes = defineModel({
  name: 'additional_barcodes',
  singular: 'additional_barcode',
  columns: { item_id: 'id', code: 'string' },
  associations: { item: belongsTo('items', 'item_id') },
  searchableAssociations: ['item'],
  writable: ['item_id', 'code'],
  required: ['item_id', 'code'],
  include: { item: itemInclude },
});
