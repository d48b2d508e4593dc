import type { ColumnType } from './types';
import { belongsTo, defineModel } from './define';

const partyColumns: Record<string, ColumnType> = {
  name: 'string',
  external_code: 'string',
  address: 'string',
  postal_code: 'string',
  locality: 'string',
  province: 'string',
  vat_number: 'string',
};
const partyWritable = Object.keys(partyColumns);

export const customers = defineModel({
  name: 'customers',
  singular: 'customer',
  columns: partyColumns,
  writable: partyWritable,
  required: ['name'],
});

export const suppliers = defineModel({
  name: 'suppliers',
  singular: 'supplier',
  columns: partyColumns,
  writable: partyWritable,
  required: ['name'],
});

/** Destinations: a customer's delivery addresses. */
export const addresses = defineModel({
  name: 'addresses',
  singular: 'address',
  columns: { customer_id: 'id', ...partyColumns },
  associations: { customer: belongsTo('customers', 'customer_id') },
  searchableAssociations: ['customer'],
  writable: ['customer_id', ...partyWritable],
  required: ['name'],
});

export const transportMeans = defineModel({
  name: 'transport_means',
  singular: 'transport_mean',
  columns: { name: 'string', flag_agent: 'boolean' },
  writable: ['name', 'flag_agent'],
  required: ['name'],
});
