export {
  useReadings,
  deliverLine,
  useLastReading,
  useTakesReadings,
  refuseReading,
  setNavigating,
} from './readings';
export type { ReadingGate } from './gate';
export type { InputReading, ReadingHandler, ReadingOptions, ReadingSource } from './readings';
export { useReaderStatus, getReaderStatus } from './status';
export type { ReaderStatus } from './status';
export { feedback } from './feedback';
export { ReaderProvider } from './reader-provider';
export { DebugArea } from './debug-area';
export { validateSingleTag } from '../shared';
export type { Reading } from '../shared';
export { isEpcLine, wedgeReadingFor } from './wedge';
export { readableCode, visibleText } from './visible-text';
