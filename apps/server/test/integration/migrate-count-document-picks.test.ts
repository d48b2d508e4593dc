import { afterAll, describe, expect, it } from 'vitest';
import * as link from '../../src/db/migrations/042_count_document_picks';
import { dialects } from './support/harness';
import { ownDatabase, type OwnDatabase } from './support/own-database';

/** Migration 042 on a database where list counts left their picks without their location's document. */
describe.each(dialects)('migration 042 on a populated %s database', (dialect) => {
  let older: OwnDatabase | undefined;
  afterAll(() => older?.drop());

  it("links a list inventory's picks to their location's count document, and nothing else", async () => {
    older = await ownDatabase(dialect, '041_attachment_uploader');
    const { db } = older.handle;
    const now = new Date().toISOString();
    const stamps = { created_at: now, updated_at: now };
    const yes = dialect === 'postgres' ? true : 1;
    const no = dialect === 'postgres' ? false : 0;
    const insert = async (table: string, values: Record<string, unknown>) =>
      Number(
        (
          await db
            .insertInto(table)
            .values({ ...values, ...stamps })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    const listType = await insert('project_typologies', { title: 'Inventario', inventory: yes, free: no });
    const mixedType = await insert('project_typologies', { title: 'IN', inventory: yes, free: no });
    const list = await insert('projects', { name: 'INV-042', project_typology_id: listType });
    const mixed = await insert('projects', { name: 'IN-042', project_typology_id: mixedType });
    const order = await insert('projects', { name: 'AC-042' });
    const [shelf, other, empty] = [
      await insert('locations', { name: 'A-042', code: 'A-042' }),
      await insert('locations', { name: 'B-042', code: 'B-042' }),
      await insert('locations', { name: 'C-042', code: 'C-042' }),
    ];
    const item = await insert('items', { code: 'IT-042' });
    const document = (project: number, location: number) =>
      insert('documents', { project_id: project, location_id: location, name: 'doc' });
    const counted = await document(list, shelf);
    const otherDocument = await document(list, other);
    const mixedDocument = await document(mixed, shelf);
    await document(order, shelf);
    const pick = (project: number, location: number | null, documentId: number | null = null) =>
      insert('picks', {
        project_id: project,
        location_id: location,
        document_id: documentId,
        item_id: item,
        quantity: 1,
        quantity_detected: 0,
        quantity_remaining: 1,
        closed: no,
      });
    const atShelf = await pick(list, shelf);
    const atOther = await pick(list, other);
    const notCounted = await pick(list, empty);
    const noLocation = await pick(list, null);
    const alreadyLinked = await pick(list, shelf, otherDocument);
    const mixedPick = await pick(mixed, shelf);
    const orderPick = await pick(order, shelf);

    await link.up(db, older.handle.dialect);

    const rows = await db.selectFrom('picks').select(['id', 'document_id']).orderBy('id').execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.document_id]))).toEqual({
      [atShelf]: counted,
      [atOther]: otherDocument,
      [notCounted]: null,
      [noLocation]: null,
      [alreadyLinked]: otherDocument,
      [mixedPick]: null,
      [orderPick]: null,
    });
    expect(mixedDocument).toBeGreaterThan(0);
  });
});
