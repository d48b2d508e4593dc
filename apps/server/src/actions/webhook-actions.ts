import { z } from 'zod';
import { notFound } from '../errors';
import { recordEvent } from '../services/webhook-outbox';
import { newSecret } from '../webhooks/signing';
import { defineCommand, type CommandContext } from './command';

/** During a rotation the old secret keeps signing (beside the new one) this long. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

async function loadWebhook(ctx: CommandContext<unknown>) {
  let query = ctx.tx.selectFrom('webhooks').selectAll().where('id', '=', ctx.id!);
  if (ctx.services.dialect === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(`Record non trovato: webhook ${ctx.id}`);
  return row;
}

const show = (ctx: CommandContext<unknown>) => ctx.services.records.show(ctx.model, ctx.id!, ctx.tx);

/**
 * `POST /webhooks/{id}?do=rotate_secret`: a new secret, answered once (`secret`); for a day both
 * the new and the old one sign every attempt, so the receiver can switch without losing an event.
 */
export const rotateWebhookSecret = defineCommand({
  model: 'webhooks',
  name: 'rotate_secret',
  on: 'member',
  permission: 'update',
  body: z.object({}).passthrough(),
  invalidBody: 'Richiesta non valida',
  async run(ctx) {
    const row = await loadWebhook(ctx);
    const secret = newSecret();
    const stamp = new Date();
    await ctx.services.records.updateAs(
      ctx.tx,
      ctx.model,
      ctx.id!,
      {
        secret,
        previous_secret: row.secret,
        previous_secret_until: new Date(stamp.getTime() + ROTATION_OVERLAP_MS).toISOString(),
      },
      ctx.userId,
    );
    return secret;
  },
  async answer(ctx, secret) {
    return { webhook: await show(ctx), secret };
  },
});

/** `POST /webhooks/{id}?do=send_test`: a `webhook.test` event to this endpoint only ('Invia evento di prova'). */
export const sendTestEvent = defineCommand({
  model: 'webhooks',
  name: 'send_test',
  on: 'member',
  permission: 'update',
  body: z.object({}).passthrough(),
  invalidBody: 'Richiesta non valida',
  async run(ctx) {
    const row = await loadWebhook(ctx);
    recordEvent(
      ctx.tx,
      'webhook.test',
      { data: { webhook: { id: row.id, url: row.url } }, webhookId: Number(row.id) },
      ctx.userId,
    );
  },
  async answer(ctx) {
    return { webhook: await show(ctx) };
  },
});

/**
 * `POST /webhooks/{id}?do=redeliver` `{delivery_id?}`: 'Invia di nuovo'. The failed delivery named,
 * or every failed delivery of the endpoint, is pending again at once with a fresh retry schedule;
 * it keeps its event and so its `webhook-id`. Answers how many were put back.
 */
export const redeliverWebhook = defineCommand({
  model: 'webhooks',
  name: 'redeliver',
  on: 'member',
  permission: 'update',
  body: z.object({ delivery_id: z.number().int().positive().optional() }),
  invalidBody: 'Indicare la consegna da inviare di nuovo (delivery_id) o nessuna per tutte quelle fallite',
  async run(ctx) {
    await loadWebhook(ctx);
    let query = ctx.tx
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('webhook_id', '=', ctx.id!)
      .where('status', '=', 'failed')
      .orderBy('id');
    if (ctx.body.delivery_id !== undefined) query = query.where('id', '=', ctx.body.delivery_id);
    const failed = await query.execute();
    const deliveries = ctx.services.registry.get('webhook_deliveries')!;
    const stamp = new Date().toISOString();
    for (const delivery of failed) {
      // Pending again at once with a fresh retry schedule, unclaimed.
      await ctx.services.records.updateAs(
        ctx.tx,
        deliveries,
        delivery.id as number,
        { status: 'pending', attempts: 0, next_attempt_at: stamp, claimed_by: null, claimed_until: null },
        ctx.userId,
      );
    }
    return failed.length;
  },
  async answer(ctx, redelivered) {
    return { webhook: await show(ctx), redelivered };
  },
});
