import { z } from 'zod';
import type { Row } from '../db/types';
import { notFound } from '../errors';
import { defineCommand } from './command';
import { lotOfSent } from '../models/reading-lots';
import { rowsLockedForUpdate } from '../models/derived';
import { reusableQuery } from '../db/reusable-query';

// The pick a reading goes to, read by every reading: compiled once (db/reusable-query.ts).
const readPick = reusableQuery((db, id: number) => db.selectFrom('picks').selectAll().where('id', '=', id));
const readPickLocked = reusableQuery((db, id: number) =>
  db.selectFrom('picks').selectAll().where('id', '=', id).forUpdate(),
);

const body = z.object({
  quantity: z.number().finite().min(0),
  /**
   * The screen sending it: what it requires of the reading (shared readingModuleRefusal, run by the
   * reading model's create; an unknown one is refused there, 422 naming the field).
   */
  module: z.string().max(32).optional(),
  location_id: z.number().int().positive().nullable().optional(),
  package_id: z.number().int().positive().nullable().optional(),
  /** Package preparation: the reference item the reading counts toward, and its name. */
  document_id: z.number().int().positive().nullable().optional(),
  external_reference: z.string().max(255).nullable().optional(),
  /**
   * Sent by the clients of the last round (the 'Già inserita' the operator saw): taken and ignored.
   * A reading is an addition: another operator's reading of the same pick meanwhile never makes it
   * wrong, so it is stored whatever the pick's figure is now (issue 41).
   */
  seen_detected: z.number().finite().optional(),
  /** The lot and use-by the scanned barcode carried (checked by the reading model's lot rules). */
  lot: z.string().max(255).optional(),
  expiry_date: z.string().max(32).optional(),
  /** The RFID tag read (no lot sent): the reading gets the lot of the tag's readings (reading-lots). */
  tag: z.string().max(255).optional(),
  /** Incoming packing: the item moves to the location chosen in the row (its lock_version as read). */
  item_location: z
    .object({ location_id: z.number().int().positive(), lock_version: z.number().int().min(0) })
    .optional(),
});

/**
 * `POST /picks/{id}?do=add_reading`: one scanned quantity against a pick (picking, order packing,
 * package preparation), with what goes with it — the package it went into, the item's new location,
 * the lot read — in one transaction (the pick's `closed` follows its totals, models/derived), so
 * nothing is left half written. A reading adds: it is stored whatever other operators read into the
 * same pick meanwhile (over the expected quantity too, as the specification allows); only a
 * container that can no longer take it (the order concluded, the package closed, the document
 * closed) refuses it, naming who closed it. The reading goes through the `project_rows` model, so its
 * hooks (package of the order, list still open, rule checks) apply as for a plain create. Sent by
 * the app's outbox exactly once per Idempotency-Key. Answers the reading, the pick with its totals
 * recomputed and its lock_version, and the item when it moved: the screen needs no GET afterwards.
 * The pick as the client's `a` asks (the field selection of the list it goes into: a picking list
 * reads no readings), else with its default shape (every reading of it); the item as that pick's
 * `item` in it (its default when the selection has none).
 */
export const addReading = defineCommand({
  model: 'picks',
  name: 'add_reading',
  on: 'member',
  permission: 'update',
  body,
  invalidBody: 'Indicare la quantità letta (un numero non negativo)',
  presentation: true,
  async run(ctx) {
    const { tx, services, userId } = ctx;
    const read = services.dialect === 'postgres' ? readPickLocked : readPick;
    const [pick] = (await read(tx, ctx.id!)).rows as Row[];
    if (!pick) throw notFound(`Record non trovato: pick ${ctx.id!}`);
    if (services.dialect === 'postgres') rowsLockedForUpdate(tx, 'picks', [pick.id as number]);
    let item: Row | undefined;
    if (ctx.body.item_location) {
      item = await services.records.update(
        services.registry.get('items')!,
        pick.item_id as number,
        ctx.body.item_location,
        userId,
        [],
        tx,
      );
    }
    const values = {
      project_id: pick.project_id,
      pick_id: pick.id,
      item_id: pick.item_id,
      location_id: ctx.body.location_id ?? pick.location_id ?? null,
      package_id: ctx.body.package_id ?? null,
      document_id: ctx.body.document_id ?? null,
      external_reference: ctx.body.external_reference ?? null,
      ...(await lotOfSent(tx, ctx.body)),
      quantity: ctx.body.quantity,
    };
    const reading = await services.records.create(
      services.registry.get('project_rows')!,
      { ...values, module: ctx.body.module },
      userId,
      [],
      tx,
    );
    return { pickId: pick.id as number, reading, item };
  },
  async answer(ctx, { pickId, reading, item }) {
    const { records, registry } = ctx.services;
    const { shape, tx } = ctx;
    return {
      // As the create presented it: settling the totals changes the pick, never the reading.
      project_row: reading,
      pick: await records.show(registry.get('picks')!, pickId, tx, shape),
      ...(item
        ? { item: await records.show(registry.get('items')!, item.id as number, tx, shape?.include.item) }
        : {}),
    };
  },
});
