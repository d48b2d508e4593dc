import { TAG_SEPARATOR } from './classify-line';

/** The app refuses longer readings, so the bridge never sends one. */
export const MAX_READING_CHARS = 4096;

const LINE_BREAKS = /\r\n|\n|\r/g;

/** A line break would end the reading early in the app: it becomes the separator instead. */
export function withoutLineBreaks(text: string): string {
  return text.replace(LINE_BREAKS, TAG_SEPARATOR);
}

export function formatBarcode(code: string, symbology: string): string {
  // `]` would end the symbology early, and the app takes the last ') [' as the start of it.
  const name = withoutLineBreaks(symbology).replace(/[[\]()]/g, '');
  return `Barcode (${withoutLineBreaks(code)}) [${name}]`;
}

export function formatTags(tags: readonly string[]): string {
  return tags.map(withoutLineBreaks).join(TAG_SEPARATOR);
}
