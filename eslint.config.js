import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { serverImportRules } from './apps/server/eslint.imports.js';

// ---- The web app's import directions (docs/web-app.md, "Layers"): app → features → domain → lib →
// messages → @warehouse/shared. Relative imports are matched by their text, so each folder depth gets
// its own patterns. test/unit/architecture.test.ts lints a forbidden import of each kind.
const web = 'apps/web/src';
/** A relative import that reaches a top-level folder of src (at any depth). */
const into = (...folders) => `^\\.{1,2}/(?:.*/)?(?:${folders.join('|')})(?:/|$)`;
const layer = (message, regex) => ({ regex, message });
const noApp = layer('Nothing imports app/: move what you need into lib/ (shared ground).', into('app'));
const webImportRules = [
  {
    files: [`${web}/features/*/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noApp,
            layer(
              'A feature never imports another feature: move what both need into domain/ or lib/.',
              '^\\.\\./(?!\\.)',
            ),
          ],
        },
      ],
    },
  },
  {
    files: [`${web}/features/*/*/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noApp,
            layer(
              'A feature never imports another feature: move what both need into domain/ or lib/.',
              '^\\.\\./\\.\\./(?!\\.)',
            ),
          ],
        },
      ],
    },
  },
  {
    files: [`${web}/domain/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noApp,
            layer('domain/ sits below the features: it never imports one.', into('features')),
          ],
        },
      ],
    },
  },
  {
    files: [`${web}/lib/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noApp,
            layer(
              'lib/ is the shared ground below features and domain: it imports neither.',
              into('features', 'domain'),
            ),
          ],
        },
      ],
    },
  },
  {
    files: [`${web}/messages/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            layer(
              'messages/ is texts only: it imports nothing of the app but @warehouse/shared.',
              into('app', 'features', 'domain', 'lib'),
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
  ...webImportRules,
  ...serverImportRules,
);
