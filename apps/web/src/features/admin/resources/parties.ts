/** Customers and suppliers (one shape, a party with a postal address) and customers' addresses. */
import {
  associated,
  column,
  field,
  modelLabel,
  reference,
  referenceFilter,
  textFilter,
  nameCodeOrId,
} from './build';
import type { ResourceDescriptor } from '../types';

const partyColumns = [
  column('name'),
  column('external_code'),
  column('address'),
  column('postal_code', { hidden: true }),
  column('locality'),
  column('province'),
  column('vat_number', { hidden: true }),
];

const partyFields = [
  field('name', 'text', { required: true }),
  field('external_code', 'text'),
  field('address', 'text'),
  field('postal_code', 'text'),
  field('locality', 'text'),
  field('province', 'text'),
  field('vat_number', 'text'),
];

const party = (name: 'customers' | 'suppliers'): ResourceDescriptor => ({
  name,
  label: modelLabel(name).many,
  one: modelLabel(name).one,
  group: 'catalog',
  search: 'name_or_external_code_or_locality_cont',
  sort: 'name asc',
  title: nameCodeOrId,
  columns: partyColumns,
  fields: partyFields,
  filters: [textFilter('locality'), textFilter('province')],
  children:
    name === 'customers'
      ? [
          {
            resource: 'addresses',
            label: modelLabel('addresses').many,
            foreignKey: 'customer_id',
            columns: [column('name'), column('address'), column('locality')],
          },
        ]
      : [],
});

export const addresses: ResourceDescriptor = {
  ...party('customers'),
  name: 'addresses',
  label: modelLabel('addresses').many,
  one: modelLabel('addresses').one,
  columns: [...partyColumns, associated('customer', 'customers')],
  fields: [...partyFields, reference('customer_id', 'customers')],
  filters: [referenceFilter('customer_id', 'customers')],
  children: [],
};

export const customers = party('customers');
export const suppliers = party('suppliers');
