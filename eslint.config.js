import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { serverImportRules } from './apps/server/eslint.imports.js';

// ---- The web app's import directions (docs/web-app.md, "Layers"): app → features → domain → lib →
// messages → @warehouse/shared. Checked on the resolved path of every import (import-x), so neither
// the way a path is written ('../../features/store/…' from a feature's top folder) nor the depth of
// the importing file lets one through. test/unit/architecture.test.ts lints a forbidden import of each kind.
const web = 'apps/web/src';
const features = readdirSync(new URL(`./${web}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const zone = (target, from, message, except) => ({
  target: `./${web}/${target}`,
  from: [from].flat().map((f) => `./${web}/${f}`),
  message,
  ...(except ? { except } : {}),
});
const webImportRules = [
  {
    files: [`${web}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...['features', 'domain', 'lib'].map((below) =>
              zone(below, 'app', 'Nothing imports app/: move what you need into lib/ (shared ground).'),
            ),
            ...features.map((name) =>
              zone(
                `features/${name}`,
                'features',
                'A feature never imports another feature: move what both need into domain/ or lib/.',
                [`./${name}`],
              ),
            ),
            zone('domain', 'features', 'domain/ sits below the features: it never imports one.'),
            zone(
              'lib',
              ['features', 'domain'],
              'lib/ is the shared ground below features and domain: it imports neither.',
            ),
            zone(
              'messages',
              ['app', 'features', 'domain', 'lib'],
              'messages/ is texts only: it imports nothing of the app but @warehouse/shared.',
            ),
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Text from readers, users and the server is never HTML.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Never render text as HTML.',
        },
      ],
    },
  },
  // Small modules: no file under the web app's features over 200 lines (test/unit/feature-size.test.ts).
  { files: [`${web}/features/**/*.{ts,tsx}`], rules: { 'max-lines': ['error', { max: 200 }] } },
  ...webImportRules,
  ...serverImportRules,
);
