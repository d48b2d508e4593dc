/**
 * The lot a reading carries into the line it opens (issue 34), until the scan resolver gives it:
 * a GS1 barcode's (10) and (17)/(15), an incoming label's 'Lotto : '. (A GS1 barcode finds its line
 * by its GTIN in the scan loop, lib/scan/gs1-codes.ts.)
 */
import { lotFromBarcode, type ReadLot } from '@warehouse/shared';

export type { ReadLot };

export const readLotOf = (code: string): ReadLot => lotFromBarcode(code);

/** Two readings of one line: the lot stays only when both carry the same (a mix keeps none). */
export function sameLotOrNone(shown: ReadLot, read: ReadLot): ReadLot {
  return shown.lot === read.lot ? shown : {};
}
