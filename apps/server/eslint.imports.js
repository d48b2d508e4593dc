// @ts-check
/**
 * Import directions of the server (docs/server.md "Code layout"): routes (api) → actions → models →
 * db, with `api/errors` a leaf anyone above db may use, and nothing importing the entry files
 * (app, main, server, cli) or the demo seed. No import circle anywhere (import-x/no-cycle).
 * test/unit/server-imports.test.ts proves the rules fail on a forbidden import.
 */
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

/** A relative import that lands in `src/<dir>` (from any depth below src). */
const into = (dirs, rest = '(/|$)') => `^\\.{1,2}/(\\.\\./)*(${dirs})${rest}`;
const ENTRY = {
  regex: into('app|main|server|cli', '$'),
  message: 'Only entry files import app, main, server or cli.',
};
const SEED = { regex: into('seed'), message: 'Only the entry files and the CLI import the demo seed.' };
/** Anything under api/ except the errors module. */
const API = (who) => ({
  regex: `${into('api', '')}(/(?!errors$)|$)`,
  message: `${who} sit below the routes: only api/errors may be imported from api/.`,
});
const rule = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** @type {import('eslint').Linter.Config[]} */
export const serverImportRules = [
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
      // So that no-cycle parses the TypeScript modules it follows (it skips what it cannot parse).
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/server/src/db/**/*.ts'],
    rules: rule(
      {
        regex: into('api|actions|models|auth|printing|live|seed|users|config'),
        message: 'db/ is the bottom layer: it imports nothing of the server above it.',
      },
      ENTRY,
    ),
  },
  {
    files: ['apps/server/src/printing/**/*.ts'],
    rules: rule(
      { regex: into('actions|models|auth|live'), message: 'printing/ sits below models and actions.' },
      API('Printers'),
      ENTRY,
      SEED,
    ),
  },
  {
    files: ['apps/server/src/models/**/*.ts', 'apps/server/src/auth/**/*.ts'],
    rules: rule(
      { regex: into('actions'), message: 'Models and auth sit below the actions.' },
      API('Models and auth'),
      ENTRY,
      SEED,
    ),
  },
  {
    files: ['apps/server/src/actions/**/*.ts'],
    rules: rule(
      {
        regex: '^\\.(/index)?$|^\\.\\./actions(/index)?$',
        message: 'Actions import ./types, never the list of actions (actions/index.ts).',
      },
      { regex: into('api', '/model-routes$'), message: 'Actions sit below the routes.' },
      ENTRY,
      SEED,
    ),
  },
  {
    files: ['apps/server/src/api/**/*.ts', 'apps/server/src/live/**/*.ts'],
    rules: rule(ENTRY, SEED),
  },
];
