/**
 * Master data: items with their barcodes, locations, measure units, plants, branches, lots;
 * customers, suppliers and addresses in parties.ts.
 */
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
import { traceColumn } from './trace-column';
import { addresses, customers, suppliers } from './parties';

const items: ResourceDescriptor = {
  name: 'items',
  ...modelLabel('items'),
  label: modelLabel('items').many,
  group: 'catalog',
  search: 'code_or_description_or_barcode_or_additional_barcodes_code_cont',
  sort: 'code asc',
  title: (r) => `${String(r.code)} ${String(r.description ?? '')}`.trim(),
  columns: [
    column('code'),
    column('description', { label: modelLabel('items').one }),
    column('barcode'),
    column('additional_barcodes', {
      sortable: false,
      include: 'additional_barcodes',
      render: (r) =>
        ((r.additional_barcodes as { code: string }[] | undefined) ?? []).map((b) => b.code).join(', '),
    }),
    associated('location', 'locations'),
    associated('measure_unit', 'measure_units', 'code', { hidden: true }),
    column('quantity'),
    column('retail_price', { hidden: true }),
    column('external_code', { hidden: true }),
  ],
  fields: [
    field('code', 'text', { required: true }),
    field('description', 'text'),
    field('barcode', 'text'),
    reference('location_id', 'locations', 'name', { bulk: true }),
    reference('measure_unit_id', 'measure_units', 'name', { bulk: true }),
    field('quantity', 'number'),
    field('retail_price', 'number', { bulk: true }),
    field('external_code', 'text'),
  ],
  filters: [
    textFilter('code'),
    textFilter('barcode'),
    referenceFilter('location_id', 'locations'),
    referenceFilter('measure_unit_id', 'measure_units'),
  ],
  children: [
    {
      resource: 'additional_barcodes',
      label: modelLabel('additional_barcodes').many,
      foreignKey: 'item_id',
      columns: [column('code', { label: modelLabel('additional_barcodes').one })],
    },
  ],
};

const additionalBarcodes: ResourceDescriptor = {
  name: 'additional_barcodes',
  label: modelLabel('additional_barcodes').many,
  one: modelLabel('additional_barcodes').one,
  group: 'catalog',
  search: 'code_or_item_code_cont',
  title: (r) => String(r.code),
  columns: [
    column('code', { label: modelLabel('additional_barcodes').one }),
    associated('item', 'items', 'code'),
  ],
  fields: [
    field('code', 'text', { label: modelLabel('additional_barcodes').one, required: true }),
    reference('item_id', 'items', 'code', { required: true }),
  ],
  filters: [referenceFilter('item_id', 'items', 'code')],
};

const locations: ResourceDescriptor = {
  name: 'locations',
  label: modelLabel('locations').many,
  one: modelLabel('locations').one,
  group: 'catalog',
  search: 'name_or_code_or_description_cont',
  sort: 'name asc',
  title: nameCodeOrId,
  columns: [column('name'), column('code'), column('description'), associated('plant', 'plants')],
  fields: [
    field('name', 'text', { required: true }),
    field('code', 'text'),
    field('description', 'textarea'),
    reference('plant_id', 'plants', 'name', { bulk: true }),
  ],
  filters: [referenceFilter('plant_id', 'plants')],
};

const measureUnits: ResourceDescriptor = {
  name: 'measure_units',
  label: modelLabel('measure_units').many,
  one: modelLabel('measure_units').one,
  group: 'catalog',
  search: 'name_or_code_cont',
  title: nameCodeOrId,
  columns: [column('name'), column('code'), column('divisible')],
  // Left empty on a new unit, the server sets it from the code (PZ, CF… whole; KG, M… decimals).
  fields: [field('name', 'text', { required: true }), field('code', 'text'), field('divisible', 'boolean')],
};

const plants: ResourceDescriptor = {
  name: 'plants',
  label: modelLabel('plants').many,
  one: modelLabel('plants').one,
  group: 'catalog',
  search: 'name_or_code_cont',
  title: nameCodeOrId,
  columns: [column('name'), column('code')],
  fields: [field('name', 'text', { required: true }), field('code', 'text')],
};

/** Lots of an item (the incoming screen creates them when it reads a lot). */
const serials: ResourceDescriptor = {
  name: 'serials',
  label: modelLabel('serials').many,
  one: modelLabel('serials').one,
  group: 'catalog',
  search: 'code_or_item_code_cont',
  sort: 'id desc',
  title: (r) => String(r.code ?? r.id),
  columns: [
    column('code', { label: modelLabel('serials').one }),
    associated('item', 'items', 'code'),
    traceColumn(
      (r) => r.code,
      (r) => r.item_id,
    ),
  ],
  fields: [
    field('code', 'text', { label: modelLabel('serials').one, required: true }),
    reference('item_id', 'items', 'code', { required: true }),
  ],
  filters: [referenceFilter('item_id', 'items', 'code')],
};

const branches: ResourceDescriptor = {
  name: 'branches',
  label: modelLabel('branches').many,
  one: modelLabel('branches').one,
  group: 'catalog',
  search: 'code_or_name_cont',
  sort: 'code asc',
  title: nameCodeOrId,
  columns: [column('code'), column('name')],
  fields: [field('code', 'text', { required: true }), field('name', 'text')],
};

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
