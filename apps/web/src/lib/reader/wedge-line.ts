/**
 * What a keyboard-wedge line is: a barcode reading, with its symbology when the scanner sends an AIM
 * symbology identifier (`]E0`, `]C1`, `]d2`, `]Q3`…) before the code. The identifier is taken off the
 * code, so an item's barcode is found as it is stored; GS1 content is recognised by the resolver from
 * the code itself (parseGs1). Without an identifier the symbology is `KEYBOARD`.
 */
import type { Reading } from '../shared';

const AIM_ID = /^\]([A-Za-z])([0-9A-Za-z])/;

/** AIM identifiers (ISO/IEC 15424) by exact id, then by symbology letter. */
const BY_ID: Record<string, string> = {
  E4: 'EAN8',
  C1: 'GS1-128',
  d2: 'GS1-DATAMATRIX',
  Q3: 'GS1-QR',
  e0: 'GS1-DATABAR',
};
const BY_LETTER: Record<string, string> = {
  E: 'EAN13',
  C: 'CODE128',
  d: 'DATAMATRIX',
  Q: 'QRCODE',
  A: 'CODE39',
  I: 'ITF',
  e: 'GS1-DATABAR',
};

export const KEYBOARD_SYMBOLOGY = 'KEYBOARD';

/** The code and symbology of a line that may start with an AIM symbology identifier. */
export function splitAimIdentifier(line: string): { code: string; symbology: string } {
  const id = AIM_ID.exec(line);
  if (!id) return { code: line, symbology: KEYBOARD_SYMBOLOGY };
  const [whole, letter, modifier] = id as unknown as [string, string, string];
  const symbology = BY_ID[letter + modifier] ?? BY_LETTER[letter];
  return symbology
    ? { code: line.slice(whole.length), symbology }
    : { code: line, symbology: KEYBOARD_SYMBOLOGY };
}

/**
 * A wedge line as a reading: a barcode (see docs/web-app.md, "Wedge lines are barcodes"), or null
 * for a line in the bridge's own format (`Barcode (…) […]`), which the reader parser reads.
 */
export function wedgeReading(line: string): Reading | null {
  if (line.startsWith('Barcode (')) return null;
  const { code, symbology } = splitAimIdentifier(line);
  if (code.trim() === '') return null;
  return { kind: 'barcode', code, symbology };
}
