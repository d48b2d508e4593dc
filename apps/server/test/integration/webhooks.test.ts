import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { create, createHarness, dialects, show, type Harness } from './support/harness';
import { command, fixtures } from './support/lists';
import { importCsv } from './import/support';
import { startReceiver, type Receiver, type Received } from './support/webhook-receiver';

/** Issue 43: signed webhooks, each event produced by its real action, retried, replayed. */
describe.each(dialects)('webhooks on %s', (dialect) => {
  let h: Harness;
  let receiver: Receiver;
  let f: ReturnType<typeof fixtures>;

  beforeAll(async () => {
    // Retries after 100, 200 and 300 ms instead of 5 s … 24 h: the same schedule, shorter.
    h = await createHarness(dialect, {
      webhookDelivery: { schedule: [100, 200, 300], timeoutMs: 2000, claimMs: 5000, pollMs: 50 },
    });
    f = fixtures(h);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await h?.close();
    await receiver?.close();
  });
  afterEach(async () => {
    receiver.answer = () => ({ status: 200 });
    // Each test's endpoints go: later events are not sent to them.
    await h.handle.db.deleteFrom('webhooks').execute();
    receiver.received.length = 0;
  });

  const newWebhook = async (events: string[], token = h.tokens.admin, url = receiver.url) =>
    h.request({ method: 'POST', url: '/api/v2/webhooks', token, payload: { webhook: { url, events } } });
  const subscribe = async (events: string[]) => {
    const res = await newWebhook(events);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; secret: string; lock_version: number };
  };
  const ofType = (type: string) => (r: Received) => JSON.parse(r.body).type === type;
  const delivered = async (type: string, n = 1) =>
    (await receiver.until((all) => all.filter(ofType(type)).filter((r) => r.status === 200).length >= n))
      .filter(ofType(type))
      .map((r) => ({ ...r, json: JSON.parse(r.body) }));

  describe('endpoints', () => {
    it('are made by an administrator only; the secret is answered once', async () => {
      const hook = await subscribe(['*']);
      expect(hook.secret).toMatch(/^whsec_/);
      const again = await show(h, 'webhooks', hook.id);
      expect(again.secret).toBeUndefined();
      expect(JSON.stringify(again)).not.toContain(hook.secret.slice(6));
      expect(again).toMatchObject({ url: receiver.url, events: ['*'], active: true, failing: false });
      const listed = await h.request({ method: 'GET', url: '/api/v2/webhooks', token: h.tokens.admin });
      expect(listed.body).not.toContain(hook.secret.slice(6));
      for (const token of [h.tokens.supervisor, h.tokens.operator]) {
        expect((await newWebhook(['*'], token)).statusCode).toBe(403);
        const read = await h.request({ method: 'GET', url: '/api/v2/webhooks', token });
        expect(read.statusCode).toBe(403);
        expect(read.json().error).toBe('Solo un amministratore può accedere a: Webhook');
        const deliveries = await h.request({ method: 'GET', url: '/api/v2/webhook_deliveries', token });
        expect(deliveries.statusCode).toBe(403);
      }
    });

    it('refuse link-local and metadata addresses, plain http outside the local network, unknown events', async () => {
      const refused = async (url: string, events = ['*']) => {
        const res = await newWebhook(events, h.tokens.admin, url);
        expect(res.statusCode, url).toBe(422);
        expect(res.json().id).toBe('invalid_input');
        return res.json();
      };
      expect((await refused('http://169.254.169.254/latest/meta-data')).field).toBe('url');
      await refused('https://169.254.169.254/');
      await refused('https://[fe80::1]/hook');
      await refused('http://8.8.8.8/hook');
      await refused('ftp://127.0.0.1/hook');
      await refused('not a url');
      expect((await refused(receiver.url, ['order.shipped'])).field).toBe('events');
      await refused(receiver.url, []);
      // Plain http to loopback is the local receiver's case: allowed.
      expect((await newWebhook(['*'])).statusCode).toBe(201);
    });
  });

  describe('events by their real actions, signed', () => {
    it('item.changed for an item written through the API and through a CSV import, verified with standardwebhooks', async () => {
      const hook = await subscribe(['item.changed']);
      const item = await create(h, 'items', { code: 'WH-1', description: 'Vite' });
      const [first] = await delivered('item.changed');
      const verified = new Webhook(hook.secret).verify(first!.body, {
        'webhook-id': String(first!.headers['webhook-id']),
        'webhook-timestamp': String(first!.headers['webhook-timestamp']),
        'webhook-signature': String(first!.headers['webhook-signature']),
      }) as Record<string, unknown>;
      expect(verified).toMatchObject({
        type: 'item.changed',
        id: first!.headers['webhook-id'],
        actor: { id: h.users.admin },
        data: { item: { id: item.id, code: 'WH-1', description: 'Vite' } },
      });
      expect(first!.headers['content-type']).toBe('application/json');

      const csv = 'code;description\r\nWH-2;Dado\r\nWH-1;Vite zincata\r\n';
      expect((await importCsv(h, 'items', csv)).statusCode).toBe(200);
      const all = await delivered('item.changed', 3);
      const codes = all.slice(1).map((r) => [r.json.data.item.code, r.json.data.item.description]);
      expect(codes.sort()).toEqual([
        ['WH-1', 'Vite zincata'],
        ['WH-2', 'Dado'],
      ]);
    });

    it('package.closed and package.shipped (one event for the whole truck load)', async () => {
      await subscribe(['package.closed', 'package.shipped']);
      const project = await create(h, 'projects', { name: 'WH-CAMION' });
      const open = await create(h, 'packages', { project_id: project.id, name: 'PK-W1', closed: false });
      const other = await create(h, 'packages', { project_id: project.id, name: 'PK-W2', closed: true });
      const closing = await command(h, `packages/${open.id}?do=close_package`, {
        package: {
          width: 300,
          depth: 200,
          height: 100,
          weight: 2.5,
          lock_version: open.lock_version,
          closed: true,
        },
      });
      expect(closing.statusCode, closing.body).toBe(200);
      const [closed] = await delivered('package.closed');
      expect(closed!.json.data.package).toMatchObject({ id: open.id, closed: true, width: 300 });

      const refs = [
        { id: open.id, lock_version: closing.json().package.lock_version },
        { id: other.id, lock_version: other.lock_version },
      ];
      const loading = await command(
        h,
        'packages?do=load_packages',
        { packages: refs },
        { token: h.tokens.supervisor },
      );
      expect(loading.statusCode, loading.body).toBe(200);
      const [shipped] = await delivered('package.shipped');
      expect(
        shipped!.json.data.packages.map((p: { id: number; shipped: boolean }) => [p.id, p.shipped]),
      ).toEqual([
        [open.id, true],
        [other.id, true],
      ]);
      expect(shipped!.json.actor).toMatchObject({ id: h.users.supervisor });
    });

    it('order.concluded by Concludi of a picking list, with its picks; goods.received by an incoming save', async () => {
      await subscribe(['order.concluded', 'goods.received']);
      const list = await f.pickingList([[2, 2]]);
      const res = await command(h, 'projects?do=conclude_picking', {
        lists: [{ id: list.id, lock_version: list.lock_version }],
      });
      expect(res.statusCode, res.body).toBe(200);
      const [concluded] = await delivered('order.concluded');
      expect(concluded!.json.data.project).toMatchObject({ id: list.id, partial: false });
      expect(concluded!.json.data.lines.map((l: { id: number }) => l.id)).toEqual(list.picks);

      const order = await f.list('AC', [[10, 0]]);
      const location = await create(h, 'locations', { name: 'RICEVIMENTO-WH' });
      const received = await command(
        h,
        `projects/${order.id}?do=receive_goods`,
        { location_id: location.id, item_id: order.items[0], lot: 'L-WH', quantity: 4, tag: 'E280-WH-1' },
        { token: h.tokens.operator },
      );
      expect(received.statusCode, received.body).toBe(200);
      const [goods] = await delivered('goods.received');
      expect(goods!.json.data.project_row).toMatchObject({
        project_id: order.id,
        lot: 'L-WH',
        quantity: 4,
        code: 'E280-WH-1',
        location_id: location.id,
      });
    });

    it('inventory.document_closed and inventory.concluded when its last document closes', async () => {
      await subscribe(['inventory.document_closed', 'inventory.concluded']);
      const typology = await create(h, 'project_typologies', {
        title: 'Inventario Con Anagrafica',
        inventory: true,
      });
      const project = await create(h, 'projects', { name: 'INV-WH', project_typology_id: typology.id });
      const location = await create(h, 'locations', { name: 'L-WH', code: 'L-WH' });
      const item = await create(h, 'items', { code: 'INV-WH-A', quantity: 3 });
      await create(h, 'picks', {
        project_id: project.id,
        location_id: location.id,
        item_id: item.id,
        quantity: 3,
      });
      const counted = await command(
        h,
        `projects/${project.id}?do=inventory_count`,
        { location_id: location.id, item_id: item.id, quantity: 3 },
        { token: h.tokens.operator },
      );
      expect(counted.statusCode, counted.body).toBe(200);
      const res = await command(
        h,
        `projects/${project.id}?do=inventory_conclude`,
        { location_id: location.id, lock_version: counted.json().document.lock_version },
        { token: h.tokens.operator },
      );
      expect(res.statusCode, res.body).toBe(200);
      const [doc] = await delivered('inventory.document_closed');
      expect(doc!.json.data.document).toMatchObject({ id: counted.json().document.id, closed: true });
      expect(doc!.json.data.lines).toEqual([expect.objectContaining({ item_id: item.id, quantity: 3 })]);
      const [whole] = await delivered('inventory.concluded');
      expect(whole!.json.data.project).toMatchObject({ id: project.id });
    });

    it('a command that rolls back sends nothing', async () => {
      const hook = await subscribe(['package.shipped', 'item.changed']);
      const project = await create(h, 'projects', { name: 'WH-ROLLBACK' });
      const pkg = await create(h, 'packages', { project_id: project.id, name: 'PK-RB', closed: true });
      const stale = await command(
        h,
        'packages?do=load_packages',
        { packages: [{ id: pkg.id, lock_version: pkg.lock_version + 7 }] },
        { token: h.tokens.supervisor },
      );
      expect(stale.statusCode).toBe(409);
      // A later event is delivered, and it is the only one: nothing was recorded for the rollback.
      await create(h, 'items', { code: 'WH-AFTER' });
      await delivered('item.changed');
      expect(receiver.received.map((r) => JSON.parse(r.body).type)).toEqual(['item.changed']);
      const outbox = await h.handle.db
        .selectFrom('webhook_deliveries')
        .select('event_name')
        .where('webhook_id', '=', hook.id)
        .execute();
      expect(outbox).toEqual([{ event_name: 'item.changed' }]);
    });
  });

  describe('delivery', () => {
    it('a receiver down for a while gets the event once it is back, once, with the same webhook-id, in order', async () => {
      const hook = await subscribe(['item.changed']);
      let down = 2;
      receiver.answer = () => (down-- > 0 ? { status: 503 } : { status: 200 });
      const first = await create(h, 'items', { code: 'WH-DOWN-1' });
      const second = await create(h, 'items', { code: 'WH-DOWN-2' });
      const all = await delivered('item.changed', 2);
      const ok = all.filter((r) => r.status === 200);
      expect(ok.map((r) => r.json.data.item.id)).toEqual([first.id, second.id]);
      // The first event was tried three times under one id; the second waited for it (order).
      const ids = all.map((r) => r.headers['webhook-id']);
      expect(ids.slice(0, 3)).toEqual([ids[0], ids[0], ids[0]]);
      expect(new Set(ids).size).toBe(2);
      const deliveries = async () =>
        (
          await h.request({
            method: 'GET',
            url: `/api/v2/webhook_deliveries?q[webhook_id_eq]=${hook.id}&q[s]=id asc`,
            token: h.tokens.admin,
          })
        )
          .json()
          .map((d: Record<string, unknown>) => [d.status, d.attempts, d.last_status]);
      await expect.poll(deliveries).toEqual([
        ['delivered', 3, 200],
        ['delivered', 1, 200],
      ]);
    });

    it('retries spent: the delivery stays failed, the endpoint failing; Invia di nuovo delivers it', async () => {
      const hook = await subscribe(['item.changed']);
      receiver.answer = () => ({ status: 500 });
      await create(h, 'items', { code: 'WH-FAIL' });
      // One attempt and three retries.
      await receiver.until((all) => all.length >= 4);
      const failed = async () =>
        (
          await h.request({
            method: 'GET',
            url: `/api/v2/webhook_deliveries?q[webhook_id_eq]=${hook.id}&q[status_eq]=failed`,
            token: h.tokens.admin,
          })
        ).json() as { id: number; attempts: number; last_answer: string }[];
      await expect.poll(failed).toHaveLength(1);
      expect((await failed())[0]).toMatchObject({ attempts: 4, last_answer: 'non ora' });
      expect((await show(h, 'webhooks', hook.id)).failing).toBe(true);
      expect(receiver.received).toHaveLength(4);

      receiver.answer = () => ({ status: 204 });
      const res = await command(h, `webhooks/${hook.id}?do=redeliver`, {});
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().redelivered).toBe(1);
      await receiver.until((all) => all.some((r) => r.status === 204));
      expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
      await expect.poll(async () => (await show(h, 'webhooks', hook.id)).failing).toBe(false);
    });

    it('410 Gone disables the endpoint; Retry-After is honoured', async () => {
      const hook = await subscribe(['item.changed']);
      receiver.answer = () => ({ status: 410 });
      await create(h, 'items', { code: 'WH-GONE' });
      await receiver.until((all) => all.length === 1);
      await expect.poll(async () => (await show(h, 'webhooks', hook.id)).active).toBe(false);
      await create(h, 'items', { code: 'WH-GONE-2' });
      const other = await subscribe(['item.changed']);
      receiver.answer = () => ({ status: 429, headers: { 'retry-after': '3600' } });
      await create(h, 'items', { code: 'WH-LATER' });
      await receiver.until((all) => all.length === 2);
      const tried = async () =>
        (
          await h.handle.db
            .selectFrom('webhook_deliveries')
            .selectAll()
            .where('webhook_id', '=', other.id)
            .execute()
        )[0]!;
      await expect.poll(async () => (await tried()).attempts).toBe(1);
      const pending = await tried();
      const wait = new Date(pending!.next_attempt_at as string).getTime() - Date.now();
      // An hour, not the schedule's 100 ms.
      expect(wait).toBeGreaterThan(3500_000);
      expect(pending).toMatchObject({ status: 'pending', attempts: 1, last_status: 429 });
    });

    it('the test button sends webhook.test to that endpoint only; a rotation signs with both secrets', async () => {
      const hook = await subscribe(['order.concluded']);
      const rotated = await command(h, `webhooks/${hook.id}?do=rotate_secret`, {});
      expect(rotated.statusCode, rotated.body).toBe(200);
      const next = rotated.json().secret as string;
      expect(next).toMatch(/^whsec_/);
      expect(next).not.toBe(hook.secret);
      const res = await command(h, `webhooks/${hook.id}?do=send_test`, {});
      expect(res.statusCode, res.body).toBe(200);
      const [test] = await delivered('webhook.test');
      expect(test!.json.data.webhook).toEqual({ id: hook.id, url: receiver.url });
      const headers = {
        'webhook-id': String(test!.headers['webhook-id']),
        'webhook-timestamp': String(test!.headers['webhook-timestamp']),
        'webhook-signature': String(test!.headers['webhook-signature']),
      };
      expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
      expect(() => new Webhook(next).verify(test!.body, headers)).not.toThrow();
      expect(() => new Webhook(hook.secret).verify(test!.body, headers)).not.toThrow();
    });
  });
});
