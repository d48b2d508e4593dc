/**
 * The lot a reading carries into the line it opens (issue 34), until the scan resolver gives it:
 * a GS1 barcode's (10) and (17)/(15), an incoming label's 'Lotto : '. A GS1 barcode finds its line
 * by the GTIN it carries when the code itself finds none.
 */
import { gtinForms, lotFromBarcode, parseGs1, type ReadLot } from '@warehouse/shared';

export type { ReadLot };

export const readLotOf = (code: string): ReadLot => lotFromBarcode(code);

/** The line a GS1 barcode's GTIN (AI 01 or 02) finds, in any of the GTIN's lengths. */
export function lineByGtin<L>(code: string, findLine: (code: string) => L | undefined): L | undefined {
  const gs1 = parseGs1(code);
  const gtin = gs1.ok ? (gs1.data.gtin ?? gs1.data.contentGtin) : undefined;
  if (!gtin) return undefined;
  for (const form of gtinForms(gtin)) {
    const line = findLine(form);
    if (line) return line;
  }
  return undefined;
}

/** Two readings of one line: the lot stays only when both carry the same (a mix keeps none). */
export function sameLotOrNone(shown: ReadLot, read: ReadLot): ReadLot {
  return shown.lot === read.lot ? shown : {};
}
