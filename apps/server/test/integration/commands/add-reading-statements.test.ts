/**
 * What one reading costs the database (issue 47 point 4): the statements `add_reading` runs, pinned,
 * so a check or a re-read added to the write path shows here as a failing count with the list of
 * statements, not months later as a slower fleet. docs/server.md "Where a reading's write goes"
 * says what each is for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, type Harness } from '../support/harness';
import { createStatementLog } from '../support/statement-log';
import { command, fixtures, PICKS_LIST_A } from './support';

// PostgreSQL reads the session's user on every request; SQLite keeps it while no write touched what
// the session check reads (migration 043: a reading does not). PostgreSQL locks the pick when the
// command reads it, and the totals' lock phase leaves it out (models/derived.ts `rowsLockedForUpdate`).
// The answer's pick takes two statements whatever it holds: the pick with its location and readings,
// its item with its unit, locations and barcodes (embedded, services/embedded.ts). Was 17/18 here,
// 22/23 with the item's unit, location, locations and barcodes and the pick's location to read
// (a query each); 13/14 for those too now.
const STATEMENTS = { sqlite: 13, postgres: 14 };
const RETRY_STATEMENTS = { sqlite: 2, postgres: 3 };

describe.each(dialects)('the statements of one reading on %s', (dialect) => {
  let h: Harness;
  let f: ReturnType<typeof fixtures>;
  let location = 0;
  const log = createStatementLog();

  beforeAll(async () => {
    h = await createHarness(dialect, {}, {}, log);
    f = fixtures(h);
    location = (await create(h, 'locations', { name: 'A-01' })).id;
  });
  afterAll(async () => {
    await h?.close();
  });

  const read = (pick: number, key: string, query = '') =>
    command(
      h,
      `picks/${pick}?do=add_reading${query}`,
      { quantity: 1, location_id: location, module: 'picking' },
      { key, token: h.tokens.operator },
    );

  it('a reading with its Idempotency-Key runs a fixed set of statements, and its retry two or three', async () => {
    const list = await f.pickingList([[5, 0]]);
    const pick = list.picks[0]!;
    await read(pick, 'warm-up'); // the session cached, the statements prepared
    const first = await log.during(() => read(pick, 'pinned'));
    expect(first.result.statusCode, first.result.body).toBe(200);
    expect(first.statements, first.statements.join('\n')).toHaveLength(STATEMENTS[dialect]);
    // The retry (its answer lost on the way) is answered from the stored answer: nothing written.
    const retry = await log.during(() => read(pick, 'pinned'));
    expect(retry.result.body).toBe(first.result.body);
    expect(retry.statements, retry.statements.join('\n')).toHaveLength(RETRY_STATEMENTS[dialect]);
  });

  it("a reading sent with its list's fields (`a`) runs no more, answers no readings, and its retry two or three", async () => {
    // As the picking screen sends it: the same two statements present the pick, without its readings
    // (what the list never reads is neither built as JSON nor serialised nor compressed).
    const list = await f.pickingList([[5, 0]]);
    const pick = list.picks[0]!;
    const lean = `&${PICKS_LIST_A}`;
    await read(pick, 'lean-warm-up', lean);
    const first = await log.during(() => read(pick, 'lean-pinned', lean));
    expect(first.result.statusCode, first.result.body).toBe(200);
    expect(first.result.json().pick).not.toHaveProperty('project_rows');
    expect(first.statements, first.statements.join('\n')).toHaveLength(STATEMENTS[dialect]);
    const retry = await log.during(() => read(pick, 'lean-pinned', lean));
    expect(retry.result.body).toBe(first.result.body);
    expect(retry.statements, retry.statements.join('\n')).toHaveLength(RETRY_STATEMENTS[dialect]);
  });
});
