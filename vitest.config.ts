import { defineConfig } from 'vitest/config';

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
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/*/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
