import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from './support/harness';
import { login, sharedDatabase, type ServerProcess, type SharedDatabase } from './support/processes';
import { postJson, startReceiver, type Receiver } from './support/webhook-receiver';

/**
 * Issue 43: two server processes on one PostgreSQL both deliver webhooks; their row claims make
 * each event reach the receiver exactly once, and each endpoint's events arrive in order.
 */
describe.each(dialects.filter((d) => d === 'postgres'))('webhooks from two processes on %s', (dialect) => {
  let shared: SharedDatabase;
  let receiver: Receiver;
  let first: ServerProcess;
  let second: ServerProcess;

  beforeAll(async () => {
    process.env.WEBHOOK_POLL_MS = '20';
    shared = await sharedDatabase(dialect);
    receiver = await startReceiver();
    first = await shared.start();
    second = await shared.start();
  }, 120_000);
  afterAll(async () => {
    await shared?.close();
    await receiver?.close();
  });

  it('delivers each event once, in event order per endpoint', { timeout: 120_000 }, async () => {
    const token = await login(first.url, shared.email, shared.password);
    for (const path of ['/a', '/b'])
      await postJson(first.url, token, 'webhooks', {
        webhook: { url: receiver.url + path, events: ['item.changed'] },
      });
    // Items written on both processes at once: both are woken by their own commits and poll.
    const N = 20;
    await Promise.all(
      Array.from({ length: N }, (_, i) =>
        postJson(i % 2 ? first.url : second.url, token, 'items', { item: { code: `TWO-${i}` } }),
      ),
    );
    await receiver.until((all) => all.length >= 2 * N, 60_000);
    // Nothing more comes: a second delivery of an event would arrive meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(receiver.received).toHaveLength(2 * N);
    const events = await shared.handle.db
      .selectFrom('webhook_events')
      .select(['msg_id'])
      .orderBy('id')
      .execute();
    const order = events.map((e) => e.msg_id);
    for (const path of ['/a', '/b']) {
      const ids = receiver.received
        .filter((r) => String(r.headers['x-path']).endsWith(path))
        .map((r) => String(r.headers['webhook-id']));
      expect(new Set(ids).size).toBe(N);
      expect(ids).toEqual(order);
    }
  });
});
