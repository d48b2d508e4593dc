// @ts-check
/**
 * Import directions of the server (docs/server.md, "Layers"), top to bottom. A layer imports only
 * the layers below it, checked on the resolved path of every import (import-x/no-restricted-paths),
 * so neither the spelling of a path nor the depth of the importing file lets one through.
 * apps/server/test/unit/server-imports.test.ts lints a forbidden import of each kind, checks that
 * every file of src/ belongs to a layer and that the source has no import circle.
 */
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const src = 'apps/server/src';

/** Paths relative to src/: a folder holds everything under it. */
export const serverLayers = [
  {
    name: 'the entry files',
    paths: ['app.ts', 'main.ts', 'server.ts', 'cli.ts', 'printer-cli.ts', 'testing.ts'],
  },
  {
    name: 'the start-up tools (seed/, backup/, https/, users.ts)',
    paths: ['seed', 'backup', 'https', 'users.ts'],
  },
  { name: 'the routes (http/)', paths: ['http'] },
  { name: 'the commands (actions/)', paths: ['actions'] },
  { name: 'the services (services/)', paths: ['services'] },
  { name: 'the models (models/)', paths: ['models'] },
  // Below the models: the models hash passwords and end sessions; auth/ knows no model.
  { name: 'auth/', paths: ['auth'] },
  { name: 'live/, printing/ and webhooks/', paths: ['live', 'printing', 'webhooks'] },
  { name: 'db/', paths: ['db'] },
  {
    name: 'the leaves (config.ts, errors.ts, data-dir.ts, log-line.ts, version.ts)',
    paths: ['config.ts', 'errors.ts', 'data-dir.ts', 'log-line.ts', 'version.ts'],
  },
];

const at = (paths) => paths.map((path) => `./${src}/${path}`);

const layerZones = serverLayers.slice(1).map((layer, index) => {
  const above = serverLayers.slice(0, index + 1);
  return {
    target: at(layer.paths),
    from: at(above.flatMap((upper) => upper.paths)),
    message: `Imports run down: ${layer.name} may not import ${above.map((upper) => upper.name).join(', ')}.`,
  };
});

/** @type {import('eslint').Linter.Config[]} */
export const serverImportRules = [
  {
    files: [`${src}/**/*.ts`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
      // So that no-cycle parses the TypeScript modules it follows (it skips what it cannot parse).
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      // Skips `import type`; test/unit/server-imports.test.ts finds circles through those too.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layerZones,
            {
              target: `./${src}/actions`,
              from: `./${src}/actions/index.ts`,
              message: 'Actions import ./types and ./command, never the list of actions (actions/index.ts).',
            },
          ],
        },
      ],
    },
  },
];
