import { formatBarcode } from '../readings/format-reading';

/**
 * Codes for the simulator. Tags look like 96-bit EPCs (24 hex digits, SGTIN-96 header `30`): a
 * 12-digit item part from a small catalogue and a 12-digit serial. Serials come from the clock (see
 * the simulator), so every run reads new tags and a tag's serial tells when it was due.
 */
const TAG_ITEMS = [
  '30340257A4C0',
  '30340257A4C1',
  '3034F1C3B2D0',
  '3034F1C3B2D1',
  '303401D2E7F0',
  '303401D2E7F1',
];
const SERIAL_DIGITS = 12;
const SERIAL_MODULUS = 16 ** SERIAL_DIGITS;

export function simulatedTag(serial: number): string {
  const item = TAG_ITEMS[serial % TAG_ITEMS.length]!;
  const digits = (serial % SERIAL_MODULUS).toString(16).toUpperCase().padStart(SERIAL_DIGITS, '0');
  return item + digits;
}

/** The serial of a simulated tag, or undefined when the code is not one. */
export function simulatedTagSerial(tag: string): number | undefined {
  return /^30[0-9A-F]{22}$/.test(tag) ? parseInt(tag.slice(-SERIAL_DIGITS), 16) : undefined;
}

/** A barcode line as a scanner configured for this format would send it: mostly EAN-13, some others. */
export function simulatedBarcode(serial: number, random: () => number = Math.random): string {
  const digits = (count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
  switch (serial % 10) {
    case 6:
      return formatBarcode(withCheckDigit('800' + digits(4)), 'EAN8');
    case 7:
    case 8:
      return formatBarcode(`PAL${digits(7)}`, 'CODE128');
    case 9:
      return formatBarcode(`https://warehouse.example/item/${digits(6)}`, 'QRCODE');
    default:
      // 800–839 are Italian GS1 prefixes.
      return formatBarcode(withCheckDigit('80' + digits(10)), 'EAN13');
  }
}

/** Appends the GS1 check digit (EAN-8, EAN-13, UPC): weights 3,1,3… from the right. */
export function withCheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return body + ((10 - (sum % 10)) % 10);
}
