import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from './support/harness';
import { login, sharedDatabase, type SharedDatabase } from './support/processes';
import { postJson, startReceiver, type Receiver } from './support/webhook-receiver';

/**
 * Issue 43: a process killed (SIGKILL) while it delivers an event loses nothing: once it is known
 * dead (its heartbeat stops), the process started after it delivers the same event, with the same
 * webhook-id (at least once).
 */
describe.each(dialects)('webhook delivery of a process killed mid-delivery on %s', (dialect) => {
  let shared: SharedDatabase;
  let receiver: Receiver;

  beforeAll(async () => {
    process.env.WEBHOOK_POLL_MS = '50';
    shared = await sharedDatabase(dialect);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await shared?.close();
    await receiver?.close();
  });

  it('is delivered after the restart, with the same webhook-id', { timeout: 120_000 }, async () => {
    const first = await shared.start();
    const token = await login(first.url, shared.email, shared.password);
    await postJson(first.url, token, 'webhooks', {
      webhook: { url: receiver.url, events: ['item.changed'] },
    });
    // The receiver takes the request and never answers: the process is stuck delivering.
    let reached = () => {};
    const stuck = new Promise<void>((resolve) => (reached = resolve));
    const held = new Promise<never>(() => {});
    receiver.hold = async () => {
      reached();
      await held;
    };
    await postJson(first.url, token, 'items', { item: { code: 'CRASH-1' } });
    await stuck;
    first.child.kill('SIGKILL');
    await first.exited;
    receiver.hold = undefined;

    const second = await shared.start();
    const [again] = (await receiver.until((all) => all.length === 1, 60_000)).filter((r) => r.status === 200);
    expect(JSON.parse(again!.body)).toMatchObject({
      type: 'item.changed',
      data: { item: { code: 'CRASH-1' } },
    });
    const [delivery] = await shared.handle.db.selectFrom('webhook_deliveries').selectAll().execute();
    await expect
      .poll(
        async () => (await shared.handle.db.selectFrom('webhook_deliveries').select('status').execute())[0],
      )
      .toEqual({ status: 'delivered' });
    const [event] = await shared.handle.db.selectFrom('webhook_events').select('msg_id').execute();
    expect(again!.headers['webhook-id']).toBe(event!.msg_id);
    expect(delivery).toBeDefined();
    await second.stop();
  });
});
