/**
 * Demo printers: the warehouse printer (order and package labels) and the store printer (price
 * labels) of the demo plant. `npm start` runs the virtual Zebra printer beside the demo and points
 * both at it, so every label the demo prints can be seen (docs/printing.md). The label templates
 * themselves are installed by migration 005.
 */
import type { Database } from '../db/types';
import type { PrinterAddress } from '../printing/connection';
import type { inserter } from './insert';

export const DEMO_PRINTERS = {
  warehouse: 'Stampante Magazzino',
  store: 'Stampante Negozio',
} as const;

const LOCAL = { host: '127.0.0.1', port: 9100 };

export async function seedDemoPrinting(
  insert: ReturnType<typeof inserter>,
  plant: number,
  printer: PrinterAddress = LOCAL,
): Promise<void> {
  await insert('printers', [
    {
      name: DEMO_PRINTERS.warehouse,
      purpose: 'warehouse',
      plant_id: plant,
      host: printer.host,
      port: printer.port,
      default: true,
      description: 'Etichette ordine e collo (ZPL)',
    },
    {
      name: DEMO_PRINTERS.store,
      purpose: 'store',
      plant_id: plant,
      host: printer.host,
      port: printer.port,
      default: true,
      description: 'Cartellini prezzo (ZPL)',
    },
  ]);
}

/**
 * On a later start the virtual printer may have had to take another port: the demo printers
 * (by name, on a loopback host) follow it. Printers anywhere else are never touched.
 */
export async function pointDemoPrintersAt(db: Database, printer: PrinterAddress): Promise<void> {
  await db
    .updateTable('printers')
    .set({ host: printer.host, port: printer.port })
    .where('name', 'in', Object.values(DEMO_PRINTERS))
    .where('host', 'in', ['127.0.0.1', 'localhost', '::1'])
    .execute();
}
