import { create, type Harness, show } from './harness';

/** Expected and already detected quantity of one pick of a list. */
export type PickSpec = [expected: number, detected: number];

export interface ListFixture {
  id: number;
  lock_version: number;
  picks: number[];
  items: number[];
}

let counter = 0;

/** Builders of lists (typology LP or AN) with picks and readings, through the API. */
export function fixtures(h: Harness) {
  const typologies = new Map<string, number>();

  async function typology(title: string): Promise<number> {
    if (!typologies.has(title)) typologies.set(title, (await create(h, 'project_typologies', { title })).id);
    return typologies.get(title)!;
  }

  /**
   * A project of the typology with one pick per spec, each read up to its detected quantity. The
   * flags are written last: a finished list takes no readings (write rules).
   */
  async function list(
    title: string,
    specs: PickSpec[],
    flags: Record<string, unknown> = {},
  ): Promise<ListFixture> {
    counter++;
    const project = await create(h, 'projects', {
      name: `${title}-${counter}`,
      project_typology_id: await typology(title),
    });
    const picks: number[] = [];
    const items: number[] = [];
    for (const [i, [expected, detected]] of specs.entries()) {
      const item = await create(h, 'items', { code: `ART-${counter}-${i}` });
      const pick = await create(h, 'picks', { project_id: project.id, item_id: item.id, quantity: expected });
      if (detected > 0) {
        // Picking's readings (an LP order's reading says its module).
        await create(h, 'project_rows', {
          module: 'picking',
          project_id: project.id,
          pick_id: pick.id,
          item_id: item.id,
          quantity: detected,
        });
      }
      picks.push(pick.id);
      items.push(item.id);
    }
    if (Object.keys(flags).length > 0) {
      const res = await h.request({
        method: 'PUT',
        url: `/api/v2/projects/${project.id}`,
        token: h.tokens.admin,
        payload: { project: flags },
      });
      if (res.statusCode !== 200) throw new Error(`flags of ${title}-${counter}: ${res.body}`);
    }
    const stored = await show(h, 'projects', project.id);
    return { id: project.id, lock_version: stored.lock_version, picks, items };
  }

  return {
    pickingList: (specs: PickSpec[], flags?: Record<string, unknown>) => list('LP', specs, flags),
    supply: (specs: PickSpec[], flags?: Record<string, unknown>) => list('AN', specs, flags),
    list,
  };
}

/**
 * What the picking list reads of a pick, as the app asks it (apps/web/src/domain/pick-fields.ts
 * PICKS_LIST_FIELDS, in the query string the app's client makes of it): the `a` the picking
 * screen's `add_reading` sends too.
 */
export const PICKS_LIST_A =
  'a[only]=id,project_id,document_id,item_id,location_id,quantity,quantity_detected,quantity_remaining,closed,lock_version' +
  '&a[include][item][only]=id,code,barcode,description,location_id,measure_unit_id,quantity,locked_quantity' +
  '&a[include][item][include][measure_unit][only]=id,name&a[include][item][include][location][only]=id,name' +
  '&a[include][item][include][locations][only]=id,name&a[include][item][include][additional_barcodes][only]=id,code' +
  '&a[include][location][only]=id,name';

/** Sends a command as `token` (the admin by default), with an Idempotency-Key when given. */
export function command(
  h: Harness,
  url: string,
  body: unknown,
  options: { token?: string; key?: string } = {},
) {
  return h.request({
    method: 'POST',
    url: `/api/v2/${url}`,
    token: options.token ?? h.tokens.admin,
    payload: body as object,
    ...(options.key ? { headers: { 'idempotency-key': options.key } } : {}),
  });
}

export const flagsOf = async (h: Harness, id: number) => {
  const p = await show(h, 'projects', id);
  return { store: p.store, partial: p.partial, suspended: p.suspended, prepared: p.prepared };
};

/** How many readings a project has. */
export async function readingsOf(h: Harness, projectId: number): Promise<number> {
  const rows = await h.handle.db
    .selectFrom('project_rows')
    .select('id')
    .where('project_id', '=', projectId)
    .execute();
  return rows.length;
}
