/**
 * The benchmark's data set, written straight through Kysely into a fresh
 * database (multi-row inserts in one transaction, explicit ids): items with
 * EAN-13 barcodes and additional barcodes, projects with picks, and readings
 * (project rows) spread over the picks, whose detected quantities are then
 * recomputed as the server would keep them.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { connect } from '../../apps/server/src/db/connection';
import { migrate } from '../../apps/server/src/db/migrate';
import { ean13 } from '../../apps/server/src/seed/insert';
import { createUser } from '../../apps/server/src/users';
import type { Row, Tx } from '../../apps/server/src/db/types';

export interface SeedSizes {
  items: number;
  additionalBarcodes: number;
  projects: number;
  /** Picks of the project the picks scenario reads. */
  targetPicks: number;
  /** Picks of every other project. */
  picksPerProject: number;
  projectRows: number;
  locations: number;
}

export const DEFAULT_SIZES: SeedSizes = {
  items: 100_000,
  additionalBarcodes: 100_000,
  projects: 2_000,
  targetPicks: 200,
  picksPerProject: 50,
  projectRows: 200_000,
  locations: 40,
};

export interface SeededData {
  /** Barcodes of every item, for random lookups. */
  barcodes: string[];
  /** The project with `targetPicks` picks. */
  targetProjectId: number;
  /** Readings of the target project's picks. */
  targetProjectRows: number;
  picks: number;
  user: { email: string; password: string };
  counts: Record<string, number>;
}

/** A small deterministic PRNG (mulberry32), so every run seeds the same data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function insertAll(tx: Tx, table: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  // SQLite allows 32,766 bound parameters a statement; PostgreSQL 65,535.
  const perBatch = Math.max(1, Math.floor(30_000 / Object.keys(rows[0]!).length));
  for (let start = 0; start < rows.length; start += perBatch) {
    await tx
      .insertInto(table)
      .values(rows.slice(start, start + perBatch))
      .execute();
  }
}

export async function seed(dataDir: string, sizes: SeedSizes = DEFAULT_SIZES): Promise<SeededData> {
  const handle = connect({ dataDir });
  try {
    await migrate(handle.db, handle.dialect);
    const random = prng(20_240_601);
    const int = (n: number) => Math.floor(random() * n);
    const stamp = new Date().toISOString();
    const stamps = { created_at: stamp, updated_at: stamp };

    // Unique EAN-13 codes under an Italian GS1 prefix, for items and additional barcodes alike.
    const used = new Set<string>();
    const nextBarcode = () => {
      for (;;) {
        const code = ean13(`80${String(int(10_000_000_000)).padStart(10, '0')}`);
        if (!used.has(code)) {
          used.add(code);
          return code;
        }
      }
    };

    const barcodes: string[] = [];
    let targetProjectRows = 0;
    let pickCount = 0;
    await handle.db.transaction().execute(async (tx) => {
      await insertAll(tx, 'measure_units', [{ id: 1, name: 'Pezzi', code: 'PZ', ...stamps }]);
      await insertAll(
        tx,
        'locations',
        Array.from({ length: sizes.locations }, (_, i) => ({
          id: i + 1,
          name: `Scaffale ${String.fromCharCode(65 + (i % 26))}${Math.floor(i / 26) + 1}`,
          code: `L${String(i + 1).padStart(3, '0')}`,
          ...stamps,
        })),
      );
      const location = () => 1 + int(sizes.locations);

      const items: Row[] = [];
      for (let id = 1; id <= sizes.items; id++) {
        const barcode = nextBarcode();
        barcodes.push(barcode);
        items.push({
          id,
          code: `ART${String(id).padStart(6, '0')}`,
          barcode,
          description: `Articolo di prova ${id}`,
          measure_unit_id: 1,
          location_id: location(),
          quantity: int(500),
          locked_quantity: 0,
          retail_price: Math.round(random() * 10_000) / 100,
          ...stamps,
        });
      }
      await insertAll(tx, 'items', items);
      await insertAll(
        tx,
        'additional_barcodes',
        Array.from({ length: sizes.additionalBarcodes }, (_, i) => ({
          id: i + 1,
          item_id: 1 + int(sizes.items),
          code: nextBarcode(),
          ...stamps,
        })),
      );

      await insertAll(tx, 'project_typologies', [{ id: 1, title: 'Picking', picking: 1, ...stamps }]);
      await insertAll(
        tx,
        'projects',
        Array.from({ length: sizes.projects }, (_, i) => ({
          id: i + 1,
          name: `Ordine ${String(i + 1).padStart(5, '0')}`,
          project_typology_id: 1,
          external_code: `ORD-${i + 1}`,
          project_date: stamp.slice(0, 10),
          ...stamps,
        })),
      );

      // Project 1 has `targetPicks` lines, every other project `picksPerProject`; distinct items per project.
      const picks: Row[] = [];
      const pickItem: number[] = [0];
      const pickProject: number[] = [0];
      for (let project = 1; project <= sizes.projects; project++) {
        const lines = project === 1 ? sizes.targetPicks : sizes.picksPerProject;
        const start = int(sizes.items);
        for (let line = 0; line < lines; line++) {
          const id = picks.length + 1;
          const itemId = 1 + ((start + line * 37) % sizes.items);
          const quantity = 1 + int(5);
          picks.push({
            id,
            project_id: project,
            item_id: itemId,
            location_id: location(),
            quantity,
            quantity_detected: 0,
            quantity_remaining: quantity,
            ...stamps,
          });
          pickItem.push(itemId);
          pickProject.push(project);
        }
      }
      pickCount = picks.length;
      await insertAll(tx, 'picks', picks);

      // Readings of one piece each, spread uniformly over the picks.
      const rows: Row[] = [];
      for (let id = 1; id <= sizes.projectRows; id++) {
        const pick = 1 + int(picks.length);
        if (pickProject[pick] === 1) targetProjectRows++;
        rows.push({
          id,
          project_id: pickProject[pick],
          pick_id: pick,
          item_id: pickItem[pick],
          location_id: location(),
          quantity: 1,
          code: barcodes[pickItem[pick]! - 1],
          ...stamps,
        });
      }
      await insertAll(tx, 'project_rows', rows);

      const detected = sql`(select coalesce(sum(r.quantity), 0) from project_rows r where r.pick_id = picks.id)`;
      await tx
        .updateTable('picks')
        .set({ quantity_detected: detected, quantity_remaining: sql`picks.quantity - ${detected}` })
        .execute();
    });

    const user = { email: 'bench@example.com', password: randomBytes(18).toString('base64url') };
    await createUser(handle, { ...user, name: 'Benchmark', roles: ['operatore'] });

    const counts: Record<string, number> = {};
    for (const table of ['items', 'additional_barcodes', 'projects', 'picks', 'project_rows']) {
      const row = await handle.db
        .selectFrom(table)
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow();
      counts[table] = Number(row.n);
    }
    return { barcodes, targetProjectId: 1, targetProjectRows, picks: pickCount, user, counts };
  } finally {
    await handle.close();
  }
}
