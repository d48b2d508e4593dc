/**
 * The reader-line parser. The reader bridge (and a keyboard-wedge scanner) deliver one text line per
 * reading: `Barcode (<code>) [<type>]` is a barcode with its symbology; any other line is a tag
 * reading whose code is the line itself (the v2 readers send code = type = line, and "a code equal
 * to its type is a tag"). Line breaks inside a reading become `|`, so a tag line with several parts
 * is several tags read at once.
 */

/** Separator of the parts of one reading (the spec's tag separator). */
export const TAG_SEPARATOR = '|';

/** Longer lines are noise (a stuck reader, a pasted file), not a reading. */
export const MAX_READING_LENGTH = 4096;

export type Reading =
  { kind: 'barcode'; code: string; symbology: string } | { kind: 'tag'; code: string; tags: string[] };

export type ReaderParseErrorReason = 'empty' | 'blank' | 'too-long' | 'empty-barcode';

/** A line that cannot be a reading; `message` is a technical detail for logs and the error dialog. */
export class ReaderParseError extends Error {
  override readonly name = 'ReaderParseError';
  constructor(
    readonly reason: ReaderParseErrorReason,
    message: string,
  ) {
    super(message);
  }
}

export type ParseReadingResult = { ok: true; reading: Reading } | { ok: false; error: ReaderParseError };

const BARCODE_START = 'Barcode (';
const BARCODE_TYPE_START = ') [';
// Only controls and white space: what an idle or faulty reader emits, never a code.
const BLANK = /^[\p{Cc}\p{Cf}\s]*$/u;
const TRAILING_LINE_BREAKS = /(?:\r\n|\n|\r)+$/;
const LINE_BREAK = /\r\n|\n|\r/g;

/** Replaces every line break (\r\n, \n or \r) by the tag separator. */
export function joinLineBreaks(text: string): string {
  return text.replace(LINE_BREAK, TAG_SEPARATOR);
}

/** Splits a tag reading into its parts (one per tag read). */
export function splitTags(code: string): string[] {
  return code.split(TAG_SEPARATOR);
}

export function tryParseReading(line: string): ParseReadingResult {
  const fail = (reason: ReaderParseErrorReason, message: string): ParseReadingResult => ({
    ok: false,
    error: new ReaderParseError(reason, message),
  });
  if (line.length > MAX_READING_LENGTH) {
    return fail('too-long', `Reading longer than ${MAX_READING_LENGTH} characters (${line.length})`);
  }
  if (line === '') return fail('empty', 'Empty reading');
  if (BLANK.test(line)) return fail('blank', 'Reading made only of control characters or spaces');

  // The line terminator ends the reading; it is not a break inside it.
  const whole = line.replace(TRAILING_LINE_BREAKS, '');
  const text = joinLineBreaks(whole);

  if (whole.startsWith(BARCODE_START) && whole.endsWith(']')) {
    // The code may hold parentheses and brackets itself: it runs from the first '(' to the last ') ['.
    // A code ending in a line break (a QR whose text ends so) is the code without it.
    const typeStart = whole.lastIndexOf(BARCODE_TYPE_START);
    if (typeStart !== -1) {
      const code = joinLineBreaks(
        whole.slice(BARCODE_START.length, typeStart).replace(TRAILING_LINE_BREAKS, ''),
      );
      const symbology = whole.slice(typeStart + BARCODE_TYPE_START.length, -1);
      if (code === '') return fail('empty-barcode', `Barcode reading without a code (${symbology})`);
      return { ok: true, reading: { kind: 'barcode', code, symbology } };
    }
  }
  return { ok: true, reading: { kind: 'tag', code: text, tags: splitTags(text) } };
}

/** Parses one reader line; throws ReaderParseError when the line cannot be a reading. */
export function parseReading(line: string): Reading {
  const result = tryParseReading(line);
  if (!result.ok) throw result.error;
  return result.reading;
}
