import { PRINTER_PURPOSES } from '../printing/find-printer';
import { printerStatus } from '../printing/status';
import { unprocessable } from '../api/errors';
import { belongsTo, defineModel } from './define';

/**
 * Label printers reached over raw TCP (port 9100 by default). `purpose` says which labels go to
 * it: `warehouse` (order and package labels) or `store` (price labels). Every record carries its
 * live `is_online` and, when false, `offline_reason` (docs/printing.md).
 */
export const printers = defineModel({
  name: 'printers',
  singular: 'printer',
  columns: {
    name: 'string',
    plant_id: 'id',
    host: 'string',
    port: 'integer',
    default: 'boolean',
    description: 'text',
    purpose: 'string',
  },
  associations: { plant: belongsTo('plants', 'plant_id') },
  searchableAssociations: ['plant'],
  writable: ['name', 'plant_id', 'host', 'port', 'default', 'description', 'purpose'],
  required: ['name'],
  hooks: {
    async beforeCreate(values) {
      checkPurpose(values.purpose);
    },
    async beforeUpdate(values) {
      checkPurpose(values.purpose);
    },
    async decorate(records) {
      await Promise.all(
        records.map(async (printer) => {
          Object.assign(printer, await printerStatus(printer.host, printer.port));
        }),
      );
    },
  },
});

function checkPurpose(purpose: unknown) {
  if (purpose === undefined || purpose === null || purpose === '') return;
  if (!(PRINTER_PURPOSES as readonly unknown[]).includes(purpose)) {
    throw unprocessable(`Uso della stampante non valido: ${PRINTER_PURPOSES.join(' o ')}`);
  }
}
