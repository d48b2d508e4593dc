import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, type Harness } from './support/harness';

/**
 * Issue 12: derived totals stay right under concurrent writers. 20 writers send their requests over
 * real sockets at once (on PostgreSQL each request runs on its own pool connection) — creates,
 * quantity updates, deletes, moves between projects, bulk updates and pick quantity changes — on
 * the same 3 picks per project and the same 2 documents, for several rounds; afterwards every pick's
 * detected and remaining quantities and every document's detected quantity equal the sums of their
 * readings.
 */
const WRITERS = 20;
const OPS_PER_WRITER = 12;
const ROUNDS = 3;

/** A small deterministic generator, so that a failing round can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state % n;
  };
}

describe.each(dialects)('derived totals under 20 concurrent writers on %s', (dialect) => {
  let h: Harness;
  let base: string;
  let token: string;

  beforeAll(async () => {
    h = await createHarness(dialect);
    base = await h.app.listen({ host: '127.0.0.1', port: 0 });
    token = h.tokens.admin;
  });
  afterAll(async () => {
    await h?.close();
  });

  async function call(method: string, path: string, body?: unknown) {
    const res = await fetch(`${base}/api/v2/${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : null };
  }

  async function checkTotals(projectIds: number[], documentIds: number[]) {
    const { db } = h.handle;
    const rows = await db
      .selectFrom('project_rows')
      .select(['pick_id', 'document_id', 'quantity'])
      .where('project_id', 'in', projectIds)
      .execute();
    const sum = (key: 'pick_id' | 'document_id', id: number) =>
      rows.filter((r) => r[key] === id).reduce((total, r) => total + Number(r.quantity), 0);
    const picks = await db
      .selectFrom('picks')
      .select(['id', 'quantity', 'quantity_detected', 'quantity_remaining'])
      .where('project_id', 'in', projectIds)
      .execute();
    for (const pick of picks) {
      const expected = sum('pick_id', pick.id);
      expect(Number(pick.quantity_detected), `pick ${pick.id} detected`).toBeCloseTo(expected, 6);
      expect(Number(pick.quantity_remaining), `pick ${pick.id} remaining`).toBeCloseTo(
        Number(pick.quantity) - expected,
        6,
      );
    }
    const documents = await db
      .selectFrom('documents')
      .select(['id', 'quantity_detected'])
      .where('id', 'in', documentIds)
      .execute();
    for (const doc of documents) {
      expect(Number(doc.quantity_detected), `document ${doc.id}`).toBeCloseTo(sum('document_id', doc.id), 6);
    }
    return rows.length;
  }

  it('every total equals the sum of its readings after each round', { timeout: 300_000 }, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const items: number[] = [];
      for (let i = 0; i < 3; i++) items.push((await create(h, 'items', { code: `CONC-${round}-${i}` })).id);
      const projects: number[] = [];
      const picks: { id: number; project: number; item: number }[] = [];
      for (let p = 0; p < 2; p++) {
        const project = (await create(h, 'projects', { name: `Concorrenza ${round}-${p}` })).id;
        projects.push(project);
        for (const item of items) {
          const pick = await create(h, 'picks', { project_id: project, item_id: item, quantity: 50 });
          picks.push({ id: pick.id, project, item });
        }
      }
      const documents: number[] = [];
      for (let d = 0; d < 2; d++)
        documents.push((await create(h, 'documents', { name: `Doc ${round}-${d}` })).id);

      // Readings every writer can touch: the ones created so far by anyone.
      const readings: number[] = [];
      const failures: string[] = [];

      async function writer(w: number) {
        const next = random(round * 1000 + w + 1);
        for (let op = 0; op < OPS_PER_WRITER; op++) {
          const kind = readings.length < 3 ? 0 : next(6);
          const reading = readings[next(Math.max(readings.length, 1))];
          const pick = picks[next(picks.length)]!;
          let res: { status: number; json: { id?: number } | null };
          if (kind === 0) {
            res = await call('POST', 'project_rows', {
              project_row: {
                project_id: pick.project,
                item_id: pick.item,
                document_id: documents[next(2)],
                quantity: 1 + next(5),
              },
            });
            if (res.status === 201) readings.push(res.json!.id!);
          } else if (kind === 1) {
            res = await call('PUT', `project_rows/${reading}`, { project_row: { quantity: next(7) + 0.5 } });
          } else if (kind === 2) {
            res = await call('DELETE', `project_rows/${reading}`);
          } else if (kind === 3) {
            // Move to the other project: the reading's pick becomes that project's pick of the item.
            res = await call('PUT', `project_rows/${reading}`, {
              project_row: { project_id: projects[next(2)], document_id: documents[next(2)] },
            });
          } else if (kind === 4) {
            const some = [readings[next(readings.length)], readings[next(readings.length)]];
            res = await call('PUT', `projects/${pick.project}?do=bulk_update_rows`, {
              project_rows: [...new Set(some)].map((id) => ({ id, quantity: 1 + next(4) })),
            });
          } else {
            res = await call('PUT', `picks/${pick.id}`, { pick: { quantity: 40 + next(20) } });
          }
          // 404: another writer deleted that reading first. Anything else is a failure.
          if (res.status >= 300 && res.status !== 404)
            failures.push(`${kind}: ${res.status} ${JSON.stringify(res.json)}`);
        }
      }

      await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
      expect(failures).toEqual([]);
      const left = await checkTotals(projects, documents);
      expect(left).toBeGreaterThan(0);
    }
  });
});
