import { LOT_MAX_LENGTH, lotOfReadings, lotPayload } from '@warehouse/shared';
import type { Row, Tx } from '../db/types';
import { unprocessable } from '../errors';
import { recordChange, tracksChanges } from '../live/changes';

/**
 * A reading's lot (`project_rows.lot`, issue 34) and its lot record (`serial_id`) kept in step, so
 * the trace finds a lot by one indexed column whichever way the screen gave it: the incoming screen
 * sends the lot record, the other modules the lot text read from the barcode (then its record is
 * found, or made, for that item). Both given and different is refused: the reading would say two
 * things.
 */
export async function settleReadingLot(tx: Tx, values: Row, existing?: Row): Promise<void> {
  if ('lot' in values) values.lot = cleanLot(values.lot);
  const serialGiven = 'serial_id' in values && values.serial_id != null;
  const lotGiven = typeof values.lot === 'string';
  if (serialGiven) {
    const serial = await tx
      .selectFrom('serials')
      .select(['code'])
      .where('id', '=', values.serial_id as number)
      .executeTakeFirst();
    if (!serial) return; // the foreign key refuses it with its own message
    if (!lotGiven) values.lot = serial.code;
    else if (values.lot !== serial.code) {
      throw unprocessable(`Il lotto ${String(values.lot)} non è il lotto ${String(serial.code)} indicato`);
    }
    return;
  }
  if ('serial_id' in values && !('lot' in values)) values.lot = null;
  if (!lotGiven) return;
  const itemId = 'item_id' in values ? values.item_id : existing?.item_id;
  if (typeof itemId === 'number') values.serial_id = await serialFor(tx, itemId, values.lot as string);
}

function cleanLot(value: unknown): string | null {
  if (value == null) return null;
  if (typeof value !== 'string') throw unprocessable('Il lotto deve essere un testo');
  const lot = value.trim();
  if (lot.length > LOT_MAX_LENGTH)
    throw unprocessable(`Lotto troppo lungo: al massimo ${LOT_MAX_LENGTH} caratteri`);
  return lot === '' ? null : lot;
}

/** The item's lot record for this code, made when missing (two writers at once find the same one). */
async function serialFor(tx: Tx, itemId: number, code: string): Promise<number> {
  const find = () =>
    tx
      .selectFrom('serials')
      .select('id')
      .where('item_id', '=', itemId)
      .where('code', '=', code)
      .executeTakeFirst();
  const found = await find();
  if (found) return Number(found.id);
  const now = new Date().toISOString();
  const made = await tx
    .insertInto('serials')
    .values({ item_id: itemId, code, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['item_id', 'code']).doNothing())
    .returning(['id', 'item_id', 'code'])
    .executeTakeFirst();
  if (made) {
    if (tracksChanges(tx)) recordChange(tx, 'serials', 'create', made);
    return Number(made.id);
  }
  return Number((await find())!.id);
}

/** The lot fields a scan module sends with a reading: a lot read from a barcode, or the tag read. */
export interface SentLot {
  lot?: string | null;
  expiry_date?: string | null;
  /** The RFID tag read (a reading's `code`): its lot is the one its readings agree on. */
  tag?: string | null;
}

/**
 * The lot a new reading gets (issue 34): the lot its barcode carried, else the lot of the tag read —
 * found here, from the tag's readings (the incoming reading its tracks hang on), so every module
 * (packing, picking, preparation, inventory) gets it the same way and the handheld needs no look-up.
 * Readings of the tag naming different lots give none rather than a wrong one (`lotOfReadings`).
 */
export async function lotOfSent(tx: Tx, sent: SentLot): Promise<{ lot?: string; expiry_date?: string }> {
  const lot = sent.lot?.trim();
  if (lot) return { lot, ...(sent.expiry_date ? { expiry_date: sent.expiry_date } : {}) };
  const tag = sent.tag?.trim();
  if (!tag) return {};
  const readings = await tx
    .selectFrom('project_rows')
    .select(['lot', 'expiry_date'])
    .where('code', '=', tag)
    .where('lot', 'is not', null)
    .limit(100)
    .execute();
  return lotPayload(lotOfReadings(readings as { lot: string | null; expiry_date: string | null }[]));
}
