import type { Database, Dialect } from '../db/types';
import { inserter } from './insert';

/**
 * Demo packages for 'GESTIONE COLLI' and 'CARICO CAMION': on the first picking list two open
 * packages to close (beside the two the main demo gives it); on the second three closed packages
 * waiting for the truck and one already shipped, which neither screen finds any more.
 */
export async function seedPackagesDemo(
  db: Database,
  dialect: Dialect,
  [open, closed]: [openProject: number, closedProject: number],
): Promise<void> {
  const insert = inserter(db, dialect);
  const year = new Date().getFullYear();
  const name = (n: number) => `COLLO-${year}-${String(100 + n).padStart(6, '0')}`;
  const closedValues = (i: number) => ({
    closed: true,
    shipped: false,
    width: 800,
    depth: 600 + 100 * i,
    height: 400 + 50 * i,
    weight: 12.5 + 3 * i,
  });
  await insert('packages', [
    { project_id: open, name: name(1), incremental: 3, closed: false, shipped: false },
    { project_id: open, name: name(2), incremental: 4, closed: false, shipped: false },
    ...[0, 1, 2].map((i) => ({
      project_id: closed,
      name: name(3 + i),
      incremental: 1 + i,
      ...closedValues(i),
    })),
    {
      project_id: closed,
      name: name(6),
      incremental: 4,
      ...closedValues(3),
      shipped: true,
      shipping_date: new Date(Date.now() - 86_400_000).toISOString(),
    },
  ]);
}
