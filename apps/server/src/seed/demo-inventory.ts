import { sql } from 'kysely';
import type { DbHandle } from '../db/connection';
import { inserter } from './insert';

/**
 * Inventory demo data, on top of the three inventories of the main demo: a second list inventory
 * (expected quantities per location, one location part counted), per-location documents of the
 * free inventory, and documents of the mixed inventory (IN) in every state — new with expected
 * stock, partly counted, concluded.
 */
export async function seedInventoryDemo(handle: DbHandle): Promise<void> {
  const { db, dialect } = handle;
  const insert = inserter(db, dialect);
  const today = new Date().toISOString().slice(0, 10);
  const year = new Date().getFullYear();

  const idOf = async (table: string, column: string, value: string) =>
    (await db.selectFrom(table).select('id').where(column, '=', value).executeTakeFirstOrThrow())
      .id as number;
  const location = (name: string) => idOf('locations', 'name', name);
  const items = await db.selectFrom('items').select(['id', 'code', 'quantity']).orderBy('id').execute();
  const item = (code: string) => {
    const found = items.find((i) => i.code === code);
    if (!found) throw new Error(`demo item ${code} missing`);
    return { id: found.id as number, stock: Number(found.quantity) };
  };

  const listTypology = await idOf('project_typologies', 'title', 'Inventario Con Anagrafica');
  const freeProject = await idOf('projects', 'name', `INV-${year}-LIBERO`);
  const mixedProject = await idOf('projects', 'name', `INV-${year}-MISTO`);
  const [listProject] = await insert('projects', [
    {
      name: `INV-${year}-B`,
      description: 'Inventario corsia B',
      project_typology_id: listTypology,
      project_date: today,
    },
  ]);

  const [b0101, b0102, c0101, a0201, spedizione] = await Promise.all(
    ['B01-01', 'B01-02', 'C01-01', 'A02-01', 'SPEDIZIONE'].map(location),
  );
  const doc = (project_id: number, location_id: number, name: string, flags: object = {}) => ({
    project_id,
    location_id,
    name,
    code: name,
    issued_at: today,
    closed: false,
    partial: false,
    ...flags,
  });
  const [listB0101, freeC0101, mixedB0101, mixedC0101, mixedSped] = await insert('documents', [
    doc(listProject!, b0101!, 'B01-01', { partial: true }),
    doc(freeProject, c0101!, 'C01-01', { partial: true }),
    doc(mixedProject, b0101!, 'B01-01', { partial: true }),
    doc(mixedProject, c0101!, 'C01-01', { closed: true }),
    doc(mixedProject, spedizione!, 'SPEDIZIONE'),
  ]);
  const mixedA0201 = (
    await db
      .selectFrom('documents')
      .select('id')
      .where('project_id', '=', mixedProject)
      .where('location_id', '=', a0201!)
      .executeTakeFirstOrThrow()
  ).id as number;

  const pick = (
    project_id: number,
    location_id: number,
    code: string,
    quantity: number,
    document_id?: number,
  ) => ({
    project_id,
    location_id,
    item_id: item(code).id,
    quantity,
    quantity_remaining: quantity,
    document_id: document_id ?? null,
  });
  const stockPick = (document_id: number, location_id: number, code: string) =>
    pick(mixedProject, location_id, code, item(code).stock, document_id);
  const picks = await insert('picks', [
    // List inventory B: what should be on each shelf of aisle B.
    pick(listProject!, b0101!, 'VIN-CHI', 12, listB0101),
    pick(listProject!, b0101!, 'BIR-33', 48, listB0101),
    pick(listProject!, b0101!, 'MAR-ALB', 20, listB0101),
    pick(listProject!, b0101!, 'AMA-ARA', 6, listB0101),
    pick(listProject!, b0102!, 'DET-LAV', 15),
    pick(listProject!, b0102!, 'CAR-IGI', 30),
    pick(listProject!, b0102!, 'SAP-MAR', 25),
    // Mixed inventory: each document's items, expected at their stock.
    stockPick(mixedA0201, a0201!, 'PAS-500'),
    stockPick(mixedA0201, a0201!, 'OLI-1L'),
    stockPick(mixedA0201, a0201!, 'CAF-250'),
    stockPick(mixedB0101!, b0101!, 'BIS-FRO'),
    stockPick(mixedB0101!, b0101!, 'TON-80'),
    stockPick(mixedC0101!, c0101!, 'GUA-NIT'),
    stockPick(mixedSped!, spedizione!, 'SCA-40'),
    stockPick(mixedSped!, spedizione!, 'NAS-ADE'),
  ]);

  const reading = (
    project_id: number,
    document_id: number,
    location_id: number,
    code: string,
    quantity: number,
    pick_id: number | null,
  ) => ({ project_id, document_id, location_id, item_id: item(code).id, quantity, pick_id });
  await insert('project_rows', [
    // B01-01 of list inventory B: the wine complete, the beer part counted.
    reading(listProject!, listB0101!, b0101!, 'VIN-CHI', 12, picks[0]!),
    reading(listProject!, listB0101!, b0101!, 'BIR-33', 24, picks[1]!),
    // C01-01 of the free inventory: two items counted so far.
    reading(freeProject, freeC0101!, c0101!, 'GUA-NIT', 40, null),
    reading(freeProject, freeC0101!, c0101!, 'ETI-TER', 7, null),
    // The mixed inventory: B01-01 part counted, C01-01 concluded.
    reading(mixedProject, mixedB0101!, b0101!, 'BIS-FRO', 10, picks[10]!),
    reading(mixedProject, mixedC0101!, c0101!, 'GUA-NIT', item('GUA-NIT').stock, picks[12]!),
  ]);

  // Inserted directly: count the readings as the server would.
  const projects = [listProject!, freeProject, mixedProject];
  const detected = sql`(select coalesce(sum(r.quantity), 0) from project_rows r where r.pick_id = picks.id)`;
  await db
    .updateTable('picks')
    .set({ quantity_detected: detected, quantity_remaining: sql`quantity - ${detected}` })
    .where('project_id', 'in', projects)
    .execute();
  await db
    .updateTable('documents')
    .set({
      quantity_detected: sql`(select coalesce(sum(r.quantity), 0) from project_rows r where r.document_id = documents.id)`,
    })
    .where('project_id', 'in', projects)
    .execute();
}
