import { sql } from 'kysely';
import { z } from 'zod';
import { projectKindOf } from '@warehouse/shared';
import type { Row } from '../db/types';
import { ApiError, notFound } from '../errors';
import { lastWriter } from '../live/last-writer';
import {
  confirmationRequired,
  defineCommand,
  lockVersions,
  versionRef,
  type CommandContext,
} from './command';
import { recordEvent } from '../services/webhook-outbox';

const body = z.object({
  location_id: z.number().int().positive(),
  item_id: z.number().int().positive(),
  /** The item's description as the screen shows it; the item's own when left out or empty. */
  description: z.string().max(255).optional(),
  lot: z.string().trim().min(1).max(255),
  /** The use-by (else best-before) the box label gave with the lot. */
  expiry_date: z.string().max(32).optional(),
  /** The supplier's SSCC (AI 00) read on the box's logistic label: kept on the reading (issue 44). */
  sscc: z.string().trim().max(18).optional(),
  /** The weight: any number, so the shared quantity rule refuses it in its own words (invalid_quantity). */
  quantity: z.number(),
  tag: z.string().trim().min(1).max(255),
  /** The reading the tag is on, as the operator confirmed moving it ('Confermi l'assegnazione…'). */
  reassign: versionRef.optional(),
});
type Body = z.output<typeof body>;
type Ctx = CommandContext<Body>;

/** The order: an incoming one (AC); a closed one is refused by the readings' write rules. */
async function loadOrder(ctx: Ctx): Promise<Row> {
  const order = (await ctx.tx
    .selectFrom('projects')
    .leftJoin('project_typologies', 'project_typologies.id', 'projects.project_typology_id')
    .select(['projects.id', 'projects.name', 'project_typologies.title', 'project_typologies.inventory'])
    .where('projects.id', '=', ctx.id!)
    .executeTakeFirst()) as Row | undefined;
  if (!order) throw notFound(`Record non trovato: project ${ctx.id!}`);
  const kind = projectKindOf({ title: order.title as string | null, inventory: Boolean(order.inventory) });
  if (kind !== 'incoming') {
    throw new ApiError(422, `${String(order.name)} non è un ordine fornitore`, 'invalid_input');
  }
  return order;
}

/**
 * The reading the tag is on, if any. On PostgreSQL two receipts of the same new tag wait for each
 * other (a lock on the tag until commit), so the second finds the first's reading and asks.
 */
async function readingOfTag(ctx: Ctx): Promise<Row[]> {
  if (ctx.services.dialect === 'postgres') {
    await sql`select pg_advisory_xact_lock(hashtext(${`receive_goods:${ctx.body.tag}`}))`.execute(ctx.tx);
  }
  return (await ctx.tx
    .selectFrom('project_rows')
    .selectAll()
    .where('code', '=', ctx.body.tag)
    .orderBy('id')
    .execute()) as Row[];
}

/** 409 `confirmation_required`: the tag is on `row`; the question names where and who wrote it last. */
async function tagInUse(ctx: Ctx, row: Row): Promise<ApiError> {
  const { records, registry } = ctx.services;
  const reading = await records.show(registry.get('project_rows')!, row.id as number, ctx.tx);
  const project = row.project_id
    ? await ctx.tx
        .selectFrom('projects')
        .select(['id', 'name'])
        .where('id', '=', row.project_id as number)
        .executeTakeFirst()
    : undefined;
  const location = (reading.location as { name?: string } | null)?.name;
  const where = [project ? `nell'ordine ${String(project.name)}` : null, location && `ubicazione ${location}`]
    .filter(Boolean)
    .join(', ');
  const writer = await lastWriter(ctx.tx, {
    model: 'project_rows',
    id: row.id as number,
    projectId: row.project_id as number | null,
  });
  return confirmationRequired(
    'reassignTag',
    `TAG ${ctx.body.tag} già inserito${where ? ` ${where}` : ''}: confermare l'assegnazione a questo ordine`,
    { project_rows: [reading], project: project ?? null },
    writer,
  );
}

/**
 * `POST /projects/{id}?do=receive_goods`: incoming's Save (goods-flow §4) as one command. In one
 * transaction: the lot found or made for the item (the reading's lot rule, models/reading-lots), the
 * reading created — or, when the tag is already on a reading, moved here only when `reassign` names
 * that reading at its stored lock_version (else 409 `confirmation_required` naming it, or
 * `stale_record` naming who changed it) — and the track of where the box was seen. The reading
 * goes through the `project_rows` model, so every write rule (quantity, closed order, links) applies;
 * a refusal anywhere leaves nothing behind, not even the lot. Answers the reading and its track.
 */
export const receiveGoods = defineCommand({
  model: 'projects',
  name: 'receive_goods',
  on: 'member',
  permission: 'update',
  body,
  invalidBody: 'Indicare ubicazione, articolo, lotto, peso e TAG RFID',
  async run(ctx) {
    const { tx, services, userId, body: sent } = ctx;
    const order = await loadOrder(ctx);
    const rows = services.registry.get('project_rows')!;
    const tagged = await readingOfTag(ctx);
    const item = await tx
      .selectFrom('items')
      .select('description')
      .where('id', '=', sent.item_id)
      .executeTakeFirst();
    const values = {
      project_id: order.id,
      location_id: sent.location_id,
      item_id: sent.item_id,
      description: sent.description || ((item?.description as string | null) ?? null),
      lot: sent.lot,
      expiry_date: sent.expiry_date ?? null,
      ...(sent.sscc ? { sscc: sent.sscc } : {}),
      quantity: sent.quantity,
      code: sent.tag,
    };
    let reading: Row;
    const target = tagged.find((row) => row.id === sent.reassign?.id);
    if (tagged.length === 0) {
      reading = await services.records.create(rows, values, userId, [], tx);
    } else if (!target || !sent.reassign) {
      throw await tagInUse(ctx, tagged[0]!);
    } else {
      await lockVersions(ctx, rows, [sent.reassign]);
      const update = { ...values, lock_version: sent.reassign.lock_version };
      reading = await services.records.update(rows, target.id as number, update, userId, [], tx);
    }
    recordEvent(tx, 'goods.received', { ids: [reading.id as number] }, userId);
    const track = await services.records.create(
      services.registry.get('tracks')!,
      {
        project_row_id: reading.id,
        location_id: sent.location_id,
        last_seen_at: new Date().toISOString(),
      },
      userId,
      [],
      tx,
    );
    return { readingId: reading.id as number, trackId: track.id as number, reassigned: target !== undefined };
  },
  async answer(ctx, { readingId, trackId, reassigned }) {
    const { records, registry } = ctx.services;
    return {
      project_row: await records.show(registry.get('project_rows')!, readingId, ctx.tx),
      track: await records.show(registry.get('tracks')!, trackId, ctx.tx),
      reassigned,
    };
  },
});
