import type pg from 'pg';

/** Statement texts given a name, per process; past it a new text runs unnamed as before. */
const MAX_NAMED = 2_000;

/**
 * PostgreSQL parses and plans the statement of every execution Kysely sends (the unnamed statement
 * of the extended protocol): for a reading's twenty small statements that was most of the
 * database's own CPU, about 8 ms a reading against 4–5 ms named (issue 47, docs/server.md). Here
 * each parameterised text is prepared once per connection under a name (`pg` sends Parse only the
 * first time a connection sees the name) and run by that name after. Names are per text, shared by
 * the process's connections; a text made per request (an IN list of every length) stops getting
 * names past MAX_NAMED texts.
 *
 * A prepared statement outlives a schema change made meanwhile by another process (a rolling
 * upgrade's migration): PostgreSQL re-plans it by itself, except when its result's columns changed
 * (`select *` of a table that gained one), which fails with 'cached plan must not change result
 * type'. The connection then prepares every statement again under new names; the statement that
 * met it is run again at once outside a transaction, and inside one the transaction fails as the
 * database being away for a moment (503, db/unavailable.ts): sent again, the request runs.
 */
export function namePreparedStatements(pool: pg.Pool): { start(): void } {
  // Off until the app starts (after the migrations): statements a migration run prepared could have
  // their result changed by the next migration of the same run.
  let started = false;
  const names = new Map<string, number>();
  const nameOf = (text: string): number | undefined => {
    let id = names.get(text);
    if (id === undefined && names.size < MAX_NAMED) names.set(text, (id = names.size));
    return id;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult>;
    // This connection's names are `wh<text>_<epoch>`: a new epoch prepares everything afresh.
    let epoch = 0;
    let inTransaction = false;
    const run = async (text: string, values: unknown[]): Promise<pg.QueryResult> => {
      const id = started ? nameOf(text) : undefined;
      if (id === undefined) return query(text, values);
      try {
        return await query({ name: `wh${id}_${epoch}`, text, values });
      } catch (err) {
        if (!isStalePlan(err)) throw err;
        epoch++;
        if (inTransaction) throw err;
        return query({ name: `wh${id}_${epoch}`, text, values });
      }
    };
    (client as unknown as { query: unknown }).query = (
      text: unknown,
      values: unknown,
      ...rest: unknown[]
    ) => {
      // Kysely's form only (text and its parameters); anything else goes through untouched.
      if (typeof text !== 'string' || !Array.isArray(values) || rest.length > 0)
        return query(text, values, ...rest);
      if (values.length === 0) {
        if (/^(begin|start transaction)\b/i.test(text)) inTransaction = true;
        else if (/^(commit|rollback)$/i.test(text)) inTransaction = false;
        return query(text, values);
      }
      return run(text, values);
    };
  });
  return {
    start() {
      started = true;
    },
  };
}

/** SQLSTATE 0A000 with this message: a prepared statement whose result columns changed under it. */
export function isStalePlan(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  return e?.code === '0A000' && /cached plan must not change result type/i.test(String(e.message));
}
