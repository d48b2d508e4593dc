/**
 * AIM symbology identifiers (ISO/IEC 15424): scanners can be configured to start every code with
 * `]` + a letter naming the symbology + a modifier digit, e.g. `]E0` for EAN-13. That prefix is the
 * only way a plain line from a serial or TCP scanner can say which symbology it read.
 */
const BY_LETTER: Record<string, string> = {
  A: 'CODE39',
  C: 'CODE128',
  d: 'DATAMATRIX',
  E: 'EAN13',
  e: 'GS1-DATABAR',
  F: 'CODABAR',
  G: 'CODE93',
  H: 'CODE11',
  I: 'ITF',
  L: 'PDF417',
  M: 'MSI',
  Q: 'QRCODE',
  U: 'MAXICODE',
  z: 'AZTEC',
};

// Where the modifier changes the name the app should see.
const BY_PREFIX: Record<string, string> = {
  C1: 'GS1-128',
  d2: 'GS1-DATAMATRIX',
  E4: 'EAN8',
  Q3: 'GS1-QRCODE',
};

const AIM_PREFIX = /^\]([A-Za-z])([0-9A-Za-z])/;

/** Splits `]E08001234567890` into EAN13 and `8001234567890`; null when the line has no AIM prefix. */
export function parseAimPrefix(line: string): { symbology: string; code: string } | null {
  const match = AIM_PREFIX.exec(line);
  if (!match) return null;
  const [prefix, letter, modifier] = match as unknown as [string, string, string];
  const code = line.slice(prefix.length);
  if (code === '') return null;
  // An unknown letter still names a symbology: keep the identifier rather than lose it.
  const symbology = BY_PREFIX[letter + modifier] ?? BY_LETTER[letter] ?? `AIM-${letter}${modifier}`;
  return { symbology, code };
}
