import { configDefaults, defineConfig } from 'vitest/config';

// Files that test PostgreSQL alone (two server processes on one database) run only when it is there.
const exclude = process.env.TEST_DATABASE_URL
  ? configDefaults.exclude
  : [...configDefaults.exclude, '**/*.postgres.test.ts'];

// Three tiers, each a project: `vitest run --project unit|integration|e2e`.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/test/**/*.test.ts', 'apps/*/test/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // The module screens' texts, which the app's module chunks load with themselves.
          setupFiles: ['apps/web/test/unit/setup-messages.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/*/test/integration/**/*.test.ts'],
          exclude,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/*/e2e/**/*.test.ts'],
          exclude,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
