/**
 * A GS1 logistic label read barcode by barcode on a scan screen (packing, picking, inventory,
 * preparation: the scan loop), as receiving reads it (issue 48 point 4): each barcode joins the
 * label's codes read so far (`Gs1LabelCodes`) and is told apart by what it carries itself:
 * - `item`: it carries the GTIN ((01), or (02) of a logistic unit): it finds the line; the label's
 *   lot and date read so far and its count (37) come with it. Each item barcode is a box of its own:
 *   it starts the next label once the one read so far has its item;
 * - `companion`: lot and dates without the GTIN ((15)(10), (3103)(10)…): they complete the open
 *   line's reading, or wait for the item barcode of the same label;
 * - `sscc`: an SSCC (00) alone, a package's label: it selects a package where packages are
 *   selected, elsewhere it is refused;
 * - `other`: not part of a GS1 label (a plain EAN, a package name…): read as before.
 */
import { lotFromGs1, parseGs1, type ReadLot } from '@warehouse/shared';
import { gs1ItemOf } from './gs1-codes';
import { Gs1LabelCodes } from './label-codes';

export type LabelPart =
  | { part: 'item'; lot: ReadLot; count?: number }
  | { part: 'companion'; lot: ReadLot }
  | { part: 'sscc'; sscc: string }
  | { part: 'other' };

const OTHER: LabelPart = { part: 'other' };

/** The SSCC of a barcode carrying nothing else, or null. */
function ssccAlone(code: string): string | null {
  const read = parseGs1(code, { requireCompanions: false });
  return read.ok && read.elements.length === 1 && read.data.sscc ? read.data.sscc : null;
}

export class LabelReadings {
  private readonly codes = new Gs1LabelCodes();
  /** The label read so far has its item barcode. */
  private hasItem = false;

  read(code: string): LabelPart {
    const carriesItem = gs1ItemOf(code) !== null;
    if (carriesItem && this.hasItem) this.codes.reset();
    const step = this.codes.read(code);
    if (step.kind === 'other') {
      this.hasItem = false;
      return OTHER;
    }
    const label = step.barcode;
    this.hasItem = label.gtin !== undefined;
    if (carriesItem)
      return { part: 'item', lot: lotFromGs1(label), ...(label.count ? { count: label.count } : {}) };
    const sscc = ssccAlone(code);
    if (sscc) return { part: 'sscc', sscc };
    const lot = lotFromGs1(label);
    return lot.lot || lot.expiryDate ? { part: 'companion', lot } : OTHER;
  }

  /** The open line was closed or opened by hand: the next barcode starts a label. */
  reset(): void {
    this.codes.reset();
    this.hasItem = false;
  }
}
