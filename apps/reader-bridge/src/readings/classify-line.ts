import { parseAimPrefix } from './aim-symbology';

/** What one source line holds: a barcode with its symbology, or one or more tag codes. */
export type SourceReading =
  { kind: 'barcode'; code: string; symbology: string } | { kind: 'tags'; tags: string[] };

export const TAG_SEPARATOR = '|';
const BARCODE_START = 'Barcode (';
const BARCODE_TYPE_START = ') [';

/**
 * Decides how a source line is sent on:
 * - a line already in the app's `Barcode (<code>) [<symbology>]` form passes through as a barcode;
 * - a line starting with an AIM symbology identifier (`]E0…`) is a barcode of that symbology;
 * - any other line is tag codes, several when the reader joined them with `|`.
 */
export function classifyLine(line: string): SourceReading | null {
  const formatted = parseFormattedBarcode(line);
  // null: the barcode form with no code in it, which the app would refuse.
  if (formatted !== undefined) return formatted;
  const aim = parseAimPrefix(line);
  if (aim) return { kind: 'barcode', ...aim };
  const tags = line
    .split(TAG_SEPARATOR)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
  return tags.length > 0 ? { kind: 'tags', tags } : null;
}

// Same reading of the form as the app: the code runs from the first '(' to the last ') ['.
function parseFormattedBarcode(line: string): SourceReading | null | undefined {
  if (!line.startsWith(BARCODE_START) || !line.endsWith(']')) return undefined;
  const typeStart = line.lastIndexOf(BARCODE_TYPE_START);
  if (typeStart < BARCODE_START.length) return undefined;
  const code = line.slice(BARCODE_START.length, typeStart);
  if (code === '') return null;
  return { kind: 'barcode', code, symbology: line.slice(typeStart + BARCODE_TYPE_START.length, -1) };
}
