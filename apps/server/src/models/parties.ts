import type { ColumnType } from './types';
import { isValidGln, GLN_INVALID } from '@warehouse/shared';
import type { Row } from '../db/types';
import { fieldError } from '../errors';
import { belongsTo, defineModel } from './define';

const partyColumns: Record<string, ColumnType> = {
  name: 'string',
  external_code: 'string',
  address: 'string',
  postal_code: 'string',
  locality: 'string',
  province: 'string',
  vat_number: 'string',
  /** GS1 Global Location Number (13 digits): the party in a despatch advice (NAD). */
  gln: 'string',
};
const partyWritable = Object.keys(partyColumns);

/** A GLN is stored only with its right length and check digit (empty: none). */
function checkGln(values: Row): void {
  if (!('gln' in values) || values.gln == null) return;
  const gln = String(values.gln).trim();
  if (gln !== '' && !isValidGln(gln)) throw fieldError(422, GLN_INVALID, 'gln');
  values.gln = gln === '' ? null : gln;
}
const partyHooks = {
  async beforeCreate(values: Row) {
    checkGln(values);
  },
  async beforeUpdate(values: Row) {
    checkGln(values);
  },
};

export const customers = defineModel({
  name: 'customers',
  singular: 'customer',
  columns: partyColumns,
  writable: partyWritable,
  required: ['name'],
  hooks: partyHooks,
});

export const suppliers = defineModel({
  name: 'suppliers',
  singular: 'supplier',
  columns: partyColumns,
  writable: partyWritable,
  required: ['name'],
  hooks: partyHooks,
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
  hooks: partyHooks,
});

export const transportMeans = defineModel({
  name: 'transport_means',
  singular: 'transport_mean',
  columns: { name: 'string', flag_agent: 'boolean' },
  writable: ['name', 'flag_agent'],
  required: ['name'],
});
