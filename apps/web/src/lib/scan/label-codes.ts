/**
 * A GS1 logistic label read barcode by barcode (issue 37 point 8): real labels carry the SSCC (00) in
 * one barcode, (02)+(37)+(15) in another, weight and lot (3103)+(10) in a third. Each barcode joins
 * the codes read so far for the label and `parseGs1Label` checks the companion rules across them: a
 * label not read whole yet is kept (`missing` says which AI still needs its companion), an SSCC alone
 * is a whole label. A barcode that repeats one of the label's AIs with another value, or excludes one
 * of them, starts the next label (the next box). What is not GS1 (the spec's format, a bare GTIN, a
 * broken element string) is read on its own, as before, and ends the label.
 */
import {
  gs1Ai,
  incomingFromGs1,
  parseGs1,
  parseGs1Label,
  type Gs1Error,
  type Gs1Options,
  type IncomingBarcode,
} from '@warehouse/shared';

export type LabelStep =
  /** Not a barcode of a GS1 label: the screen reads it on its own. */
  | { kind: 'other' }
  | {
      kind: 'label';
      /** The label's barcodes read so far, this one last. */
      codes: readonly string[];
      /** What the label says so far. */
      barcode: IncomingBarcode;
      /** The companion still to read (null once the label is whole). */
      missing: Gs1Error | null;
    };

/** A bare GTIN is an item's own barcode, not a part of a logistic label. */
const BARE_GTIN = /^(?:\d{8}|\d{12,14})$/;

const startsNewLabel = (error: Gs1Error) => error.code === 'duplicate-ai' || error.code === 'conflicting-ai';

export class Gs1LabelCodes {
  private codes: string[] = [];

  constructor(private readonly options: Gs1Options = {}) {}

  read(code: string): LabelStep {
    const alone = parseGs1(code, { ...this.options, requireCompanions: false });
    if (BARE_GTIN.test(code.trim()) || !alone.ok) {
      this.codes = [];
      return { kind: 'other' };
    }
    let codes = [...this.codes, code];
    let label = parseGs1Label(codes, this.options);
    if (!label.ok && this.codes.length > 0 && startsNewLabel(label.error)) {
      codes = [code];
      label = parseGs1Label(codes, this.options);
    }
    if (label.ok) {
      this.codes = codes;
      return { kind: 'label', codes, barcode: incomingFromGs1(label.data), missing: null };
    }
    const partial =
      label.error.code === 'missing-companion'
        ? parseGs1Label(codes, { ...this.options, requireCompanions: false })
        : label;
    if (!partial.ok) {
      // Refused on its own (its AIs exclude each other): read alone, for the reason it is refused.
      this.codes = [];
      return { kind: 'other' };
    }
    this.codes = codes;
    return { kind: 'label', codes, barcode: incomingFromGs1(partial.data), missing: label.error };
  }

  /** A new box (the form was saved or cleared): the next barcode starts a label. */
  reset(): void {
    this.codes = [];
  }
}

/** What the label still needs, in AIs ('(00)+(02) o (00)+(8026)'): the first two ways at most. */
export function neededBeside(missing: Gs1Error): string {
  const req = missing.ai ? (gs1Ai(missing.ai)?.req ?? []) : [];
  const ways = req.slice(0, 2).map((group) => group.map((ai) => `(${ai})`).join('+'));
  return `${ways.join(' o ')}${req.length > 2 ? ' …' : ''}`;
}
