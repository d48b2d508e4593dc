import type { DbHandle } from '../../apps/server/src/db/connection';
import { ean13 } from '../../apps/server/src/seed/insert';
import { createUser } from '../../apps/server/src/users';

/** A picking list as the benches' handhelds read it: its picks and the barcode each one scans. */
export interface SeededList {
  projectId: number;
  picks: { id: number; itemId: number; barcode: string }[];
}

export interface PickingListsShape {
  /** Names the bench's data (`operatore1@<tag>.local`, `ART-<TAG>-1`, `Lista <tag> 1`). */
  tag: string;
  /** Two digits that start every item's EAN-13, so two benches' barcodes never meet. */
  barcodePrefix: string;
  lists: number;
  picksPerList: number;
  users: number;
  password: string;
}

/**
 * Operators and picking lists for the reading benches (fleet, writes): `picksPerList * 4` items,
 * each list taking its picks from them at a stride so lists share items, every pick with room for
 * a whole run of readings.
 */
export async function seedPickingLists(
  handle: DbHandle,
  shape: PickingListsShape,
): Promise<{ users: string[]; lists: SeededList[] }> {
  const users = Array.from({ length: shape.users }, (_, i) => `operatore${i + 1}@${shape.tag}.local`);
  for (const email of users)
    await createUser(handle, { email, password: shape.password, roles: ['operatore'] });
  const stamp = new Date().toISOString();
  const stamps = { created_at: stamp, updated_at: stamp };
  const items = await handle.db
    .insertInto('items')
    .values(
      Array.from({ length: shape.picksPerList * 4 }, (_, i) => ({
        code: `ART-${shape.tag.toUpperCase()}-${i + 1}`,
        barcode: ean13(`${shape.barcodePrefix}${String(i + 1).padStart(8, '0')}`),
        ...stamps,
      })),
    )
    .returning(['id', 'barcode'])
    .execute();
  const lists: SeededList[] = [];
  for (let l = 0; l < shape.lists; l++) {
    const project = await handle.db
      .insertInto('projects')
      .values({ name: `Lista ${shape.tag} ${l + 1}`, ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow();
    const chosen = Array.from({ length: shape.picksPerList }, (_, p) => items[(l * 7 + p) % items.length]!);
    const picks = await handle.db
      .insertInto('picks')
      .values(
        chosen.map((item) => ({ project_id: project.id, item_id: item.id, quantity: 1_000_000, ...stamps })),
      )
      .returning(['id', 'item_id'])
      .execute();
    lists.push({
      projectId: Number(project.id),
      picks: picks.map((pick, p) => ({
        id: Number(pick.id),
        itemId: Number(pick.item_id),
        barcode: String(chosen[p]!.barcode),
      })),
    });
  }
  return { users, lists };
}

/** Signs a bench operator in; the session token the server answered with. */
export async function login(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/v2/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ auth: { email, password } }),
  });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  await res.arrayBuffer();
  return res.headers.get('token')!;
}
