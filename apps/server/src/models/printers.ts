import { PRINTER_PURPOSES } from '../printing/find-printer';
import { printerStatus } from '../printing/status';
import { unprocessable } from '../errors';
import { printerAddressProblem } from '../printing/printer-address';
import { belongsTo, defineModel } from './define';
import type { WriteContext } from './types';

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
    address_by_admin: 'boolean',
  },
  // Who saved the address decides where a connect may go (printing/printer-address.ts); not sent.
  hidden: ['address_by_admin'],
  associations: { plant: belongsTo('plants', 'plant_id') },
  searchableAssociations: ['plant'],
  writable: ['name', 'plant_id', 'host', 'port', 'default', 'description', 'purpose'],
  required: ['name'],
  computed: ['is_online'],
  hooks: {
    async beforeCreate(values, ctx) {
      checkPurpose(values.purpose);
      await checkAddress(values, {}, ctx);
    },
    async beforeUpdate(values, existing, ctx) {
      checkPurpose(values.purpose);
      await checkAddress(values, existing, ctx);
    },
    async decorate(records) {
      await Promise.all(
        records.map(async (printer) => {
          const status = await printerStatus(printer.host, printer.port, Boolean(printer.address_by_admin));
          Object.assign(printer, status);
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

/**
 * A host or port other than a local printer's is refused unless an administrator saves it; who
 * saved it is kept with the printer, for every later connect.
 */
async function checkAddress(
  values: Record<string, unknown>,
  existing: Record<string, unknown>,
  ctx: WriteContext,
) {
  if (!('host' in values) && !('port' in values)) return;
  const host = 'host' in values ? values.host : existing.host;
  if (typeof host !== 'string' || host.trim() === '') return;
  const rawPort = 'port' in values ? values.port : existing.port;
  const port = rawPort === null || rawPort === undefined || rawPort === '' ? null : Number(rawPort);
  // Written by the server itself (the demo, an import without a user) or an administrator: trusted.
  const writer =
    ctx.userId === undefined
      ? { admin: true }
      : await ctx.tx.selectFrom('users').select('admin').where('id', '=', ctx.userId).executeTakeFirst();
  const byAdmin = Boolean(writer?.admin);
  values.address_by_admin = ctx.dialect === 'postgres' ? byAdmin : Number(byAdmin);
  if (writer?.admin) return;
  const problem = await printerAddressProblem(host.trim(), port);
  if (problem) throw unprocessable(problem);
}
