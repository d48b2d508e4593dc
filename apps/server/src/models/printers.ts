import { isPrinterOnline } from '../printing/socket';
import { belongsTo, defineModel } from './define';

/** Label printers reached over raw TCP (port 9100 by default). */
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
  },
  associations: { plant: belongsTo('plants', 'plant_id') },
  searchableAssociations: ['plant'],
  writable: ['name', 'plant_id', 'host', 'port', 'default', 'description'],
  required: ['name'],
  computed: ['is_online'],
  hooks: {
    async decorate(records) {
      await Promise.all(
        records.map(async (printer) => {
          printer.is_online = await isPrinterOnline(printer.host, printer.port);
        }),
      );
    },
  },
});
