import { defineConfig } from 'vitest/config';

// Integration tests open a database each; PGlite takes a second or two to load, PostgreSQL far less.
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    globalSetup: ['./src/test/global-setup.ts'],
    env: { TEST_DB: 'pglite' },
    // Every file builds its own app on its own database; sharing the loaded modules between files saves
    // importing the whole server once per file (most of the run's time on a 2-core machine).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
