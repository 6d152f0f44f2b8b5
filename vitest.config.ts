import { defineConfig } from 'vitest/config';

// One runner for every workspace's unit and integration tests; the end-to-end suite runs apart (e2e/).
// With DATABASE_URL set, the server's tests run a second time against that PostgreSQL (docs/architecture.md, Tests).
export default defineConfig({
  test: {
    // Vitest leaves a core free by default; on the 2-core CI machine that halves the run for nothing.
    maxWorkers: 2,
    projects: [
      'packages/contract',
      'packages/games',
      'apps/server',
      'apps/web',
      'apps/admin',
      ...(process.env.DATABASE_URL
        ? [
            {
              extends: './apps/server/vitest.config.ts',
              root: './apps/server',
              test: { name: 'server-postgres', env: { TEST_DB: 'postgres' } },
            },
          ]
        : []),
    ],
  },
});
