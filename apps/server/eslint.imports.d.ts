import type { Linter } from 'eslint';

/** The server's layers, top to bottom, as paths under apps/server/src (see eslint.imports.js). */
export const serverLayers: { name: string; paths: string[] }[];
export const serverImportRules: Linter.Config[];
