import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import type { CompiledQuery } from 'kysely';
import { join } from 'node:path';
import { ownDatabase, type OwnDatabase } from './support/own-database';
import { createChangeFeed, type ChangeFeed } from '../../src/live/feed';
import { createRecords, type Records } from '../../src/services/records';
import { registry } from '../../src/models/registry';
import type { ChangeEvent } from '../../src/live/changes';

/**
 * SQLite: a transaction's own change events reach the streams as its insert returned them, without
 * the feed reading them back (issue 47), and never at the cost of an event another connection
 * committed (the CLI on the same file): those are read, in id order, once.
 */
describe('the change feed after a commit of this process (SQLite)', () => {
  let own: OwnDatabase;
  let feed: ChangeFeed;
  let records: Records;
  let received: ChangeEvent[];
  let feedReads: number;

  beforeEach(async () => {
    own = await ownDatabase('sqlite');
    feedReads = 0;
    // The feed's own database handle, so only its reads are counted (live/feed.ts `eventsAfter`).
    const db = own.handle.db.withPlugin({
      transformQuery: ({ node }) => node,
      transformResult: ({ result }) => Promise.resolve(result),
    });
    const { executeQuery } = db;
    db.executeQuery = ((query: CompiledQuery) => {
      if (/from "change_events" where "id" > /.test(query.sql)) feedReads++;
      return executeQuery.call(db, query);
    }) as typeof executeQuery;
    feed = createChangeFeed({ ...own.handle, db }, { warn: () => {}, info: () => {} });
    await feed.start();
    received = [];
    feed.subscribe((events) => received.push(...events));
    records = createRecords({
      db: own.handle.db,
      dialect: 'sqlite',
      registry,
      uploadDir: join(own.dataDir, 'uploads'),
      fileUrl: (key) => key,
      onCommit: (events) => feed.committed(events),
    });
  });

  afterEach(async () => {
    await feed.stop();
    await own.drop();
  });

  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  it("hands a write's own events on as stored, without reading them back", async () => {
    const items = registry.get('items')!;
    const first = await records.create(items, { code: 'ART-FEED-1' }, undefined);
    const second = await records.create(items, { code: 'ART-FEED-2' }, undefined);
    await settle();
    expect(received.map((e) => [e.model, e.record_id, e.kind])).toEqual([
      ['items', first.id, 'create'],
      ['items', second.id, 'create'],
    ]);
    expect(received[1]!.id).toBe(received[0]!.id + 1);
    expect(feed.latestId()).toBe(received[1]!.id);
    expect(feedReads).toBe(0);
  });

  it('reads, in id order and once each, the events another connection committed meanwhile', async () => {
    const items = registry.get('items')!;
    const before = await records.create(items, { code: 'ART-FEED-3' }, undefined);
    // The CLI on the same file: its own transaction writes its event.
    const cli = new SQLite(join(own.dataDir, 'warehouse.sqlite'));
    const stamp = new Date().toISOString();
    cli
      .prepare(
        `insert into change_events (model, record_id, kind, project_id, document_id, user_id, created_at, updated_at)
         values ('items', ?, 'update', null, null, null, ?, ?)`,
      )
      .run(before.id, stamp, stamp);
    cli.close();
    const after = await records.create(items, { code: 'ART-FEED-4' }, undefined);
    await settle();
    expect(received.map((e) => [e.record_id, e.kind])).toEqual([
      [before.id, 'create'],
      [before.id, 'update'],
      [after.id, 'create'],
    ]);
    const ids = received.map((e) => e.id);
    expect(ids).toEqual([ids[0], ids[0]! + 1, ids[0]! + 2]);
    expect(feedReads).toBeGreaterThan(0);
  });
});
