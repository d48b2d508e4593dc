import { LOT_MAX_LENGTH } from '@warehouse/shared';
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
