export { hasKept, readKept, writeKept, useKeptState, type KeptState } from './kept-state';
