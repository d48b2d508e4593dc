/**
 * Issue 43 in the back office: an ERP receiver that refuses every event leaves its delivery failed
 * once the retries are spent; the administrator finds it among the endpoint's deliveries, filtered
 * by status, and 'Invia di nuovo' delivers it once the receiver is back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PASSWORD } from './support/app';
import { launchBrowser } from './support/browser';
import { openAdmin, shownList } from './support/admin';
import { startTestServer, type TestServer } from './support/server';
import { startReceiver, type Receiver } from '../../server/test/integration/support/webhook-receiver';

describe('back office: webhook deliveries', () => {
  let server: TestServer;
  let browser: Browser;
  let receiver: Receiver;
  let adminToken: string;

  beforeAll(async () => {
    [server, browser, receiver] = await Promise.all([
      startTestServer({ webhookSchedule: [50] }),
      launchBrowser(),
      startReceiver(),
    ]);
    ({ atoken: adminToken } = await server.createUser({
      email: 'admin@example.com',
      password: PASSWORD,
      admin: true,
    }));
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close(), receiver?.close()]);
  });

  it("lists the failed delivery and 'Invia di nuovo' delivers it", async () => {
    receiver.answer = () => ({ status: 500 });
    const admin = await openAdmin(browser, server, adminToken, '/admin/webhooks/new');
    const { page } = admin;
    await page.getByTestId('field-url').fill(receiver.url);
    await page.getByTestId('field-events').fill('order.concluded, item.changed');
    await page.getByTestId('save').click();
    // The secret, shown this once beside the new endpoint.
    await expect(page.getByTestId('webhook-secret').textContent()).resolves.toMatch(/^whsec_/);
    const webhookId = Number(/\/admin\/webhooks\/(\d+)/.exec(page.url())![1]);

    await page.getByTestId('webhook-test').click();
    await page.getByText('Evento di prova accodato').waitFor();
    // One attempt and one retry, both refused: failed.
    await receiver.until((all) => all.length === 2);
    await page.goto(
      `${server.url}/admin/webhook_deliveries?q[webhook_id_eq]=${webhookId}&q[status_eq]=failed`,
    );
    await page.getByTestId('admin-list').getByText('Fallita').waitFor();
    const { rows } = await shownList(page);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual(expect.arrayContaining(['webhook.test', 'Fallita', '2', '500']));

    receiver.answer = () => ({ status: 200 });
    await page.getByTestId('admin-list').getByText('webhook.test').click();
    await page.getByTestId('webhook-redeliver').click();
    await page.getByText('1 consegna di nuovo in coda').waitFor();
    await receiver.until((all) => all.some((r) => r.status === 200));
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    await page.goto(`${server.url}/admin/webhook_deliveries?q[webhook_id_eq]=${webhookId}`);
    await page.getByTestId('admin-list').getByText('Consegnata').waitFor();
    await admin.context.close();
  });
});
