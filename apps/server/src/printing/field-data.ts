/**
 * Turning a value into ZPL field data that prints as text and can never become a command.
 *
 * Every placeholder field in our templates is preceded by `^FH` (hexadecimal escapes, escape
 * character `_`), so the three characters with a meaning inside field data are written as hex
 * escapes and print as themselves: `^` → `_5E`, `~` → `_7E`, `_` → `_5F`. Nothing the user typed
 * is dropped: `a^b` prints `a^b`. What a label cannot show is replaced, visibly: control characters
 * (line breaks, tabs, NUL) become a space, characters outside the printer fonts' range (emoji and
 * other astral-plane symbols) become `?`; zero-width joiners and variation selectors go.
 */

/** No label shows more than this of one value; longer values are cut before escaping. */
export const MAX_VALUE_LENGTH = 500;

const ESCAPES: Record<string, string> = { '^': '_5E', '~': '_7E', _: '_5F' };

/** The printable form of a value: one line, no control characters, no emoji. */
export function printableText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
      // Zero-width joiners and variation selectors only glue emoji together.
      // eslint-disable-next-line no-misleading-character-class
      .replace(/[\u200d\ufe00-\ufe0f]/g, '')
      .replace(/[\u{10000}-\u{10ffff}]/gu, '?')
  );
}

/** Cuts a text to `max` characters (code points), ending with '...' when something was cut. */
export function cut(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars
    .slice(0, Math.max(0, max - 3))
    .join('')
    .trimEnd()}...`;
}

/** Field data for a `^FH^FD…^FS` field. */
export function escapeFieldData(value: string): string {
  return cut(printableText(value), MAX_VALUE_LENGTH).replace(/[\^~_]/g, (c) => ESCAPES[c]!);
}
