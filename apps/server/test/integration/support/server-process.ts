/**
 * A real server process for tests that kill it or run several: `startServer` over the database
 * named by the environment, on PORT (127.0.0.1). Prints `listening <url>` once ready; stops when
 * its stdin ends (the test run that started it is gone).
 *
 *   DATA_DIR, SECRET, PORT        as for the server
 *   DATABASE_URL, TEST_SCHEMA     PostgreSQL, in that schema (SQLite in DATA_DIR otherwise)
 *   KILL_AT=before-commit|after-commit
 *     SIGKILLs this very process in the middle of the first write that carries an Idempotency-Key:
 *     just before its transaction commits, or just after (before the answer is sent).
 */
import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { loadConfig } from '../../../src/config';
import { connect } from '../../../src/db/connection';
import { startServer } from '../../../src/server';
import type { Database } from '../../../src/db/types';

/**
 * Kills this process around the commit of the first write whose transaction stores an
 * Idempotency-Key's answer: `before-commit` as that answer is written (in the transaction), else
 * `after-commit` as soon as that transaction has committed, before its answer is sent. (The answer's
 * statement is compiled once and reused, db/reusable-query.ts: its first compile is the first write.)
 */
function killAroundCommit(db: Database): Database {
  const killAt = process.env.KILL_AT === 'before-commit' ? 1 : process.env.KILL_AT === 'after-commit' ? 2 : 0;
  let answerWritten = false;
  const isClaimAnswer = (node: RootOperationNode) => {
    if (node.kind !== 'UpdateQueryNode') return false;
    const text = JSON.stringify(node);
    return text.includes('"idempotency_keys"') && text.includes('"response"');
  };
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      if (killAt > 0 && !answerWritten && isClaimAnswer(node)) {
        answerWritten = true;
        if (killAt === 1) process.kill(process.pid, 'SIGKILL');
      }
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  const watched = db.withPlugin(plugin);
  const transaction = watched.transaction.bind(watched);
  watched.transaction = () => {
    const builder = transaction();
    const execute = builder.execute.bind(builder);
    builder.execute = async (run) => {
      const result = await execute(run);
      if (killAt === 2 && answerWritten) process.kill(process.pid, 'SIGKILL');
      return result;
    };
    return builder;
  };
  return watched;
}

async function main() {
  const config = loadConfig({
    HOST: '127.0.0.1',
    PORT: process.env.PORT ?? '0',
    DATA_DIR: process.env.DATA_DIR,
    SECRET: process.env.SECRET,
    DATABASE_URL: process.env.DATABASE_URL,
    LOG_LEVEL: 'warn',
    WAREHOUSE_DEMO: 'off',
    LOGIN_MAX_FAILURES: '1000',
    // Webhook delivery timing a test shortens (retries in ms rather than minutes).
    WEBHOOK_RETRY_SCHEDULE_MS: process.env.WEBHOOK_RETRY_SCHEDULE_MS,
    WEBHOOK_POLL_MS: process.env.WEBHOOK_POLL_MS,
  });
  const handle = connect({ ...config, schema: process.env.TEST_SCHEMA });
  const server = await startServer(config, { ...handle, db: killAroundCommit(handle.db) });
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', stop);
  // The test that started this process holds its stdin: when that test run goes (ended, killed,
  // crashed) the pipe ends and this server goes with it, never left listening on its own.
  process.stdin.on('end', stop).resume();
  console.log(`listening ${server.url}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
