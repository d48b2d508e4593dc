/**
 * The one place the web app imports `@warehouse/shared` from. The shared package is written in parallel;
 * until its index exports these names, they are taken from its sub-paths (same functions).
 */
export {
  parseReading,
  tryParseReading,
  ReaderParseError,
  TAG_SEPARATOR,
} from '@warehouse/shared/reader/parse';
export type { Reading, ParseReadingResult } from '@warehouse/shared/reader/parse';
export { validateSingleTag } from '@warehouse/shared/reader/tag';
export type { SingleTagResult } from '@warehouse/shared/reader/tag';
export { messages as sharedMessages } from '@warehouse/shared/messages';
export { isEnabled } from './rules';
