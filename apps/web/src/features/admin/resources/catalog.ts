/**
 * Master data: items with their barcodes, locations, measure units, plants, branches, lots;
 * customers, suppliers and addresses in parties.ts.
 */
import { child, col, fld, flt, modelLabel, nameCodeOrId, resource } from './kit';
import { addresses, customers, suppliers } from './parties';

const barcode = { label: () => modelLabel('additional_barcodes').one };
const lot = { label: () => modelLabel('serials').one };
const itemRef = fld.ref('item_id', 'items', 'code', { required: true });
const itemFilter = flt.ref('item_id', 'items', 'code');

const items = resource('items', 'catalog', {
  search: 'code_or_description_or_barcode_or_additional_barcodes_code_cont',
  sort: 'code asc',
  title: (r) => `${String(r.code)} ${String(r.description ?? '')}`.trim(),
  columns: [
    col.text('code'),
    col.text('description', { label: () => modelLabel('items').one }),
    col.text('barcode'),
    col.names('additional_barcodes', 'code'),
    col.of('location', 'locations'),
    col.of('measure_unit', 'measure_units', 'code', { hidden: true }),
    col.text('quantity'),
    col.text('retail_price', { hidden: true }),
    col.text('external_code', { hidden: true }),
  ],
  fields: [
    fld.text('code', { required: true }),
    ...fld.texts('description', 'barcode'),
    fld.ref('location_id', 'locations', 'name', { bulk: true }),
    fld.ref('measure_unit_id', 'measure_units', 'name', { bulk: true }),
    fld.number('quantity'),
    fld.number('retail_price', { bulk: true }),
    fld.text('external_code'),
  ],
  filters: [
    flt.text('code'),
    flt.text('barcode'),
    flt.ref('location_id', 'locations'),
    flt.ref('measure_unit_id', 'measure_units'),
  ],
  children: [child('additional_barcodes', 'item_id', [col.text('code', barcode)])],
});

const additionalBarcodes = resource('additional_barcodes', 'catalog', {
  search: 'code_or_item_code_cont',
  title: (r) => String(r.code),
  columns: [col.text('code', barcode), col.of('item', 'items', 'code')],
  fields: [fld.text('code', { ...barcode, required: true }), itemRef],
  filters: [itemFilter],
});

const locations = resource('locations', 'catalog', {
  search: 'name_or_code_or_description_cont',
  sort: 'name asc',
  title: nameCodeOrId,
  columns: [...col.texts('name', 'code', 'description'), col.of('plant', 'plants')],
  fields: [
    fld.text('name', { required: true }),
    fld.text('code'),
    fld.textarea('description'),
    fld.ref('plant_id', 'plants', 'name', { bulk: true }),
  ],
  filters: [flt.ref('plant_id', 'plants')],
});

const measureUnits = resource('measure_units', 'catalog', {
  search: 'name_or_code_cont',
  title: nameCodeOrId,
  columns: col.texts('name', 'code', 'divisible'),
  // Left empty on a new unit, the server sets it from the code (PZ, CF… whole; KG, M… decimals).
  fields: [fld.text('name', { required: true }), fld.text('code'), fld.yesNo('divisible')],
});

const plants = resource('plants', 'catalog', {
  search: 'name_or_code_cont',
  title: nameCodeOrId,
  columns: col.texts('name', 'code'),
  fields: [fld.text('name', { required: true }), fld.text('code')],
});

/** Lots of an item (the incoming screen creates them when it reads a lot). */
const serials = resource('serials', 'catalog', {
  search: 'code_or_item_code_cont',
  sort: 'id desc',
  title: (r) => String(r.code ?? r.id),
  columns: [
    col.text('code', lot),
    col.of('item', 'items', 'code'),
    col.trace(
      (r) => r.code,
      (r) => r.item_id,
    ),
  ],
  fields: [fld.text('code', { ...lot, required: true }), itemRef],
  filters: [itemFilter],
});

const branches = resource('branches', 'catalog', {
  search: 'code_or_name_cont',
  sort: 'code asc',
  title: nameCodeOrId,
  columns: col.texts('code', 'name'),
  fields: [fld.text('code', { required: true }), fld.text('name')],
});

export const catalogResources = [
  items,
  additionalBarcodes,
  locations,
  measureUnits,
  customers,
  suppliers,
  addresses,
  plants,
  branches,
  serials,
];
