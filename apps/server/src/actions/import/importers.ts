import { itemBarcodes } from './item-barcodes';
import { masterImporter, type MasterField } from './master';
import { projectImporter } from './projects';
import type { Importer } from './types';

const text = (name: string, label: string, required = false): MasterField => ({
  name,
  label,
  required,
  kind: 'text',
});

const partyFields: MasterField[] = [
  text('external_code', 'Codice', true),
  text('name', 'Nome', true),
  text('address', 'Indirizzo'),
  text('postal_code', 'CAP'),
  text('locality', 'Località'),
  text('province', 'Provincia'),
  text('vat_number', 'Partita IVA'),
];

/**
 * The CSV import of each model (docs/import-export.md lists the columns). Master data is keyed by
 * its code: items and locations by `code`, customers and suppliers by `external_code`.
 */
export const importers: Importer[] = [
  masterImporter({
    model: 'items',
    table: 'items',
    key: 'code',
    keyLabel: 'Codice',
    lockVersion: true,
    fields: [
      text('code', 'Codice', true),
      text('description', 'Descrizione'),
      text('barcode', 'Barcode'),
      {
        name: 'additional_barcodes',
        label: 'Barcode aggiuntivi',
        required: false,
        kind: 'list',
        column: null,
      },
      {
        ...text('measure_unit', 'Unità di misura'),
        ref: { table: 'measure_units', by: ['code', 'name'], column: 'measure_unit_id' },
      },
      {
        ...text('location', 'Ubicazione'),
        ref: { table: 'locations', by: ['code', 'name'], column: 'location_id' },
      },
      { name: 'quantity', label: 'Quantità', required: false, kind: 'number', fallback: 0 },
      text('external_code', 'Codice esterno'),
      { name: 'retail_price', label: 'Prezzo al pubblico', required: false, kind: 'number' },
    ],
    extension: itemBarcodes,
  }),
  masterImporter({
    model: 'locations',
    table: 'locations',
    key: 'code',
    keyLabel: 'Codice',
    lockVersion: false,
    fields: [
      text('code', 'Codice', true),
      text('name', 'Nome', true),
      text('description', 'Descrizione'),
      {
        ...text('plant', 'Stabilimento'),
        ref: { table: 'plants', by: ['code', 'name'], column: 'plant_id' },
      },
    ],
  }),
  ...(['customers', 'suppliers'] as const).map((model) =>
    masterImporter({
      model,
      table: model,
      key: 'external_code',
      keyLabel: 'Codice',
      lockVersion: false,
      fields: partyFields,
    }),
  ),
  projectImporter,
];

export const importerOf = (model: string) => importers.find((i) => i.model === model);
