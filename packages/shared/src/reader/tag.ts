import { readerMessages } from '../reader-messages';
import { splitTags, type Reading } from './parse';

export type SingleTagResult =
  { ok: true; tag: string } | { ok: false; reason: 'multipleTags' | 'partialTag'; message: string };

/**
 * Screens that expect one tag at a time accept a reading only when it holds exactly one complete
 * tag. An empty part (an empty reading, 'A||B', a trailing '|') means the reader caught a tag only
 * in part, which is checked first: retrying fixes it, while moving closer would not. A barcode is
 * always one code (its text may contain '|' by design), so it passes as it is.
 */
export function validateSingleTag(reading: Reading | string): SingleTagResult {
  if (typeof reading !== 'string' && reading.kind === 'barcode') return { ok: true, tag: reading.code };
  const parts = typeof reading === 'string' ? splitTags(reading) : reading.tags;
  if (parts.some((part) => part === '')) {
    return { ok: false, reason: 'partialTag', message: readerMessages.partialTag };
  }
  if (parts.length > 1) return { ok: false, reason: 'multipleTags', message: readerMessages.multipleTags };
  return { ok: true, tag: parts[0] as string };
}
