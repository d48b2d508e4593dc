import type { Database, Dialect } from '../db/types';
import { inserter } from './insert';
import { ORDER_LABEL_TEMPLATE } from '../actions/order-labels';

/**
 * Order packing demo (/order/management): a supplier order, a customer order with 12 lines (its
 * label shows the "… e altri N articoli" line when all go into one package) and a short picking
 * list, all untouched and without packages. The labels go to the demo's warehouse printer
 * ('Stampante Magazzino', 127.0.0.1:9100: the virtual printer of `npm run printer`).
 */
export async function seedPackingDemo(db: Database, dialect: Dialect): Promise<void> {
  const insert = inserter(db, dialect);
  const id = async (table: string, column: string, value: string) =>
    (await db.selectFrom(table).select('id').where(column, '=', value).executeTakeFirstOrThrow())
      .id as number;
  const year = new Date().getFullYear();
  const today = new Date().toISOString().slice(0, 10);
  const items = await db.selectFrom('items').select(['id', 'location_id']).orderBy('id').execute();
  const plant = (await db.selectFrom('plants').select('id').orderBy('id').executeTakeFirstOrThrow()).id;

  const [incoming, outgoing, picking] = await insert('projects', [
    {
      name: `AC-${year}-0010`,
      description: 'Ordine fornitore imballaggi',
      project_typology_id: await id('project_typologies', 'title', 'AC'),
      supplier_id: await id('suppliers', 'external_code', 'F0001'),
      project_date: today,
      plant_id: plant,
    },
    {
      name: `LP-${year}-0110`,
      description: 'Ordine cliente da imballare',
      project_typology_id: await id('project_typologies', 'title', 'LP'),
      customer_id: await id('customers', 'external_code', 'C0001'),
      address_id: await id('addresses', 'name', 'Magazzino Rossi Lambrate'),
      project_date: today,
      estimated_shipping_date: today,
      plant_id: plant,
    },
    {
      name: `LP-${year}-0111`,
      description: 'Lista di prelievo da imballare',
      project_typology_id: await id('project_typologies', 'title', 'LP'),
      customer_id: await id('customers', 'external_code', 'C0004'),
      project_date: today,
      plant_id: plant,
    },
  ]);
  const pick = (project_id: number | undefined, index: number, quantity: number) => ({
    project_id,
    item_id: items[index]!.id,
    location_id: items[index]!.location_id,
    quantity,
    quantity_remaining: quantity,
  });
  await insert('picks', [
    ...[24, 25, 27, 28].map((i) => pick(incoming, i, 10 + i)),
    ...[0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 13, 19].map((i) => pick(outgoing, i, 1 + (i % 4))),
    ...[11, 17, 21].map((i) => pick(picking, i, 2)),
  ]);

  const template = await db
    .selectFrom('print_templates')
    .select('id')
    .where('name', '=', ORDER_LABEL_TEMPLATE)
    .executeTakeFirst();
  if (!template) await insert('print_templates', [ORDER_LABEL]);
}

const line = (i: number) =>
  `^FO40,${430 + i * 44}^A0N,30,30^FB120,1,0,R^FD{{item_${i}_quantity}}^FS` +
  `^FO180,${430 + i * 44}^A0N,30,30^FB580,1,0,L^FD{{item_${i}_description}}^FS`;

/** An order label for 100×150 mm at 203 dpi, in case no shipped one is installed. */
const ORDER_LABEL = {
  name: ORDER_LABEL_TEMPLATE,
  description: 'Etichetta ordine 100x150 (un collo)',
  body:
    '^XA^CI28^PW812^LL1218' +
    '^FO40,30^A0N,28,28^FD{{current_date}}^FS^FO520,30^A0N,28,28^FDCliente {{customer_external_code}}^FS' +
    '^FO40,80^A0N,44,44^FB730,2,0,L^FD{{customer_name}}^FS' +
    '^FO40,180^A0N,32,32^FB730,1,0,L^FD{{customer_address}}^FS' +
    '^FO40,220^A0N,32,32^FB730,1,0,L^FD{{customer_postal_code}} {{customer_locality}} ({{customer_province}})^FS' +
    '^FO40,280^A0N,40,40^FDCollo {{package_incremental}} di {{project_packages_number}}^FS' +
    '^FO40,340^GB730,2,2^FS' +
    Array.from({ length: 10 }, (_, i) => line(i)).join('') +
    '^FO90,900^BY3^BCN,180,Y,N,N^FD{{package_name}}^FS' +
    '^XZ',
};
