import { defineConfig } from 'vitest/config';

// One runner for every workspace's unit and integration tests; the end-to-end suite runs apart (e2e/).
// The server's tests run once: against the PostgreSQL that DATABASE_URL names when it is set (CI, where the races
// run too), else on the embedded PGlite (ADR 063; docs/architecture.md, Tests). `npm run test:pglite` runs them
// on PGlite whatever the environment says.
const serverProject = process.env.DATABASE_URL
  ? {
      extends: './apps/server/vitest.config.ts',
      root: './apps/server',
      test: { name: 'server-postgres', env: { TEST_DB: 'postgres' } },
    }
  : 'apps/server';

export default defineConfig({
  test: {
    // Vitest leaves a core free by default; on the 2-core CI machine that halves the run for nothing.
    maxWorkers: 2,
    projects: ['packages/contract', 'packages/games', serverProject, 'apps/web', 'apps/admin'],
  },
});
