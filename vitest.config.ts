import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// Files that test PostgreSQL alone (two server processes on one database) run only when it is there.
const exclude = process.env.TEST_DATABASE_URL
  ? configDefaults.exclude
  : [...configDefaults.exclude, '**/*.postgres.test.ts'];

// Vitest's default leaves a core free: one worker on two cores, the other mostly idle while files
// wait on a database, a socket or their imports. Two workers there: in CI, unit 135 → 94 s,
// integration 947 → 668 s (docs/decisions.md, "CI time"). End-to-end files stay one at a time: a
// browser and a server already take both cores.
const WORKERS = Math.max(2, availableParallelism() - 1);

// Three tiers, each a project: `vitest run --project unit|integration|e2e`.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          maxWorkers: WORKERS,
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
          maxWorkers: WORKERS,
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
