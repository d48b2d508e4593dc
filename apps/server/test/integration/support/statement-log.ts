import type { KyselyPlugin, QueryId, RootOperationNode } from 'kysely';
import type { Database } from '../../../src/db/types';

/**
 * The background work of a process, never a request's: the event feed reading what a commit wrote
 * (coalesced over commits, so its count depends on timing), the process's heartbeat and the
 * webhook deliveries' poll.
 */
const BACKGROUND = [
  /from "change_events" where "id" > /,
  /^update "server_instances"/,
  /select d.id from webhook_deliveries d/,
];

/**
 * Records the SQL statements the app runs (every statement whose result comes back through Kysely;
 * a transaction's BEGIN and COMMIT are the driver's and not counted), so a test can pin how many
 * statements a request costs. `attach` wraps the database before the app is built on it.
 */
export function createStatementLog() {
  let recording: string[] | undefined;
  // Every query's text, by its id: a query compiled once and reused (db/reusable-query.ts) keeps it.
  const texts = new WeakMap<QueryId, string>();
  let compile: (node: RootOperationNode, queryId: QueryId) => string = () => '';
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      texts.set(queryId, compile(node, queryId));
      return node;
    },
    transformResult({ result, queryId }) {
      if (recording) recording.push(texts.get(queryId) ?? '(compiled beforehand)');
      return Promise.resolve(result);
    },
  };
  return {
    attach(db: Database): Database {
      compile = (node, queryId) => db.getExecutor().compileQuery(node, queryId).sql;
      return db.withPlugin(plugin);
    },
    /** The statements run while `run` runs, the process's background work left out. */
    async during<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
      recording = [];
      try {
        const result = await run();
        return { result, statements: recording.filter((sql) => !BACKGROUND.some((b) => b.test(sql))) };
      } finally {
        recording = undefined;
      }
    },
  };
}

export type StatementLog = ReturnType<typeof createStatementLog>;
