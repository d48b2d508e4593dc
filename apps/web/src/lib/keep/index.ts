export {
  hasKept,
  readKept,
  writeKept,
  writeKeptCopy,
  useKeptState,
  KEPT_COPIES_MAX,
  KEPT_COPY_MAX_AGE_MS,
  type KeptState,
} from './kept-state';
export { useKeptCopy, KEPT_COPY_REFRESH_MS } from './use-kept-copy';
export { readKeptBlob, writeKeptBlob } from './kept-blob';
