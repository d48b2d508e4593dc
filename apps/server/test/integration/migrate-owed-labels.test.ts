import { afterAll, describe, expect, it } from 'vitest';
import * as claims from '../../src/db/migrations/025_owed_label_claims';
import { dialects } from './support/harness';
import { ownDatabase, type OwnDatabase } from './support/own-database';

/** Migration 025 on a database whose owed labels 024 marked as being printed (an upgrade). */
describe.each(dialects)('migration 025 on a populated %s database', (dialect) => {
  let older: OwnDatabase | undefined;
  afterAll(() => older?.drop());

  it("carries a label marked 'printing' over as taken when it was marked; reasons stay reasons", async () => {
    older = await ownDatabase(dialect, '024_owed_labels');
    const { db } = older.handle;
    const now = new Date().toISOString();
    const project = Number(
      (
        await db
          .insertInto('projects')
          .values({ name: 'LP-025', created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
    const marked = '2026-11-27T10:00:00.000Z';
    const label = async (reason: string | null, updatedAt: string) =>
      Number(
        (
          await db
            .insertInto('owed_labels')
            .values({
              project_id: project,
              template: 'etichetta_ordine',
              fields: '{"package_name":"PK-1"}',
              reason,
              created_at: now,
              updated_at: updatedAt,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    const printing = await label('printing', marked);
    const paperOut = await label('paper_out', now);
    const plain = await label(null, now);

    await claims.up(db, older.handle.dialect);

    const rows = await db
      .selectFrom('owed_labels')
      .select(['id', 'reason', 'taken_at', 'taken_by'])
      .orderBy('id')
      .execute();
    const at = (v: unknown) => (v === null ? null : new Date(v as string).toISOString());
    expect(rows.map((r) => [r.id, r.reason, at(r.taken_at), r.taken_by])).toEqual([
      [printing, null, marked, null],
      [paperOut, 'paper_out', null, null],
      [plain, null, null, null],
    ]);
  });
});
