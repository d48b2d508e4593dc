/** Customers and suppliers (one shape, a party with a postal address) and customers' addresses. */
import { child, col, fld, flt, nameCodeOrId, resource } from './kit';

const partyColumns = [
  ...col.texts('name', 'external_code', 'address'),
  col.text('postal_code', { hidden: true }),
  ...col.texts('locality', 'province'),
  col.text('vat_number', { hidden: true }),
  col.text('gln', { hidden: true }),
];

const partyFields = [
  fld.text('name', { required: true }),
  ...fld.texts('external_code', 'address', 'postal_code', 'locality', 'province', 'vat_number', 'gln'),
];

const partySpec = {
  search: 'name_or_external_code_or_locality_cont',
  sort: 'name asc',
  title: nameCodeOrId,
  columns: partyColumns,
  fields: partyFields,
  filters: [flt.text('locality'), flt.text('province')],
};

export const customers = resource('customers', 'catalog', {
  ...partySpec,
  children: [child('addresses', 'customer_id', col.texts('name', 'address', 'locality'))],
});
export const suppliers = resource('suppliers', 'catalog', { ...partySpec, children: [] });

export const addresses = resource('addresses', 'catalog', {
  ...partySpec,
  columns: [...partyColumns, col.of('customer', 'customers')],
  fields: [...partyFields, fld.ref('customer_id', 'customers')],
  filters: [flt.ref('customer_id', 'customers')],
  children: [],
});
