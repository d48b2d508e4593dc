/**
 * What the web app takes from `@warehouse/shared` (the one import point, so the bundle's dependency
 * on it is easy to see): the reader-line parser, the single-tag check, the texts shared with the
 * rules, and the small rules the shell needs.
 */
export {
  parseReading,
  tryParseReading,
  ReaderParseError,
  TAG_SEPARATOR,
  validateSingleTag,
  messages as sharedMessages,
  isEnabled,
  isSupervisor,
  isAdminOrSupervisor,
  checkLabelCount,
  MAX_LABEL_COPIES,
} from '@warehouse/shared';
export type { Reading, ParseReadingResult, SingleTagResult } from '@warehouse/shared';
