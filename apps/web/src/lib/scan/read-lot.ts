/**
 * The lot a reading carries into the line it opens (issue 34), until the scan resolver gives it:
 * a GS1 barcode's (10) and (17)/(15), an incoming label's 'Lotto : '. (A GS1 barcode finds its line
 * by its GTIN in the scan loop, lib/scan/gs1-codes.ts.)
 */
import { lotFromBarcode, type ReadLot } from '@warehouse/shared';

export type { ReadLot };

/** A tag carries its code (the server finds its lot); a barcode the lot it says. */
export const readLotOf = (code: string, kind: 'barcode' | 'tag' = 'barcode'): ReadLot =>
  kind === 'tag' ? { tag: code } : lotFromBarcode(code);

/** Two readings of one line: the lot stays only when both carry the same (a mix keeps none). */
export function sameLotOrNone(shown: ReadLot, read: ReadLot): ReadLot {
  return shown.lot === read.lot && shown.tag === read.tag ? shown : {};
}

/** The lot the readings of one line agree on: the first's when every one carries the same, else none. */
export function agreedLot(lots: readonly ReadLot[]): ReadLot {
  const [first, ...rest] = lots;
  return first ? rest.reduce(sameLotOrNone, first) : {};
}
