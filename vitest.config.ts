import { defineConfig } from 'vitest/config';

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

// One runner for every suite (design.md §5). Projects: shared + server on SQLite, server again on
// PostgreSQL (skipped with a reason unless TEST_DATABASE_URL is set), the web app in happy-dom, and
// end-to-end flows in the system Chromium against the built app.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          env: { SATCHEL_TEST_DB: 'sqlite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-pg',
          root: './apps/server',
          // Without a database the project runs one file that reports the skip (or fails under CI).
          include: hasPostgres
            ? ['src/**/*.test.ts', 'test/**/*.test.ts']
            : ['test/postgres-missing.check.ts'],
          environment: 'node',
          env: { SATCHEL_TEST_DB: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['./global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
