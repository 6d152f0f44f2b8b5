import { defineConfig } from 'vitest/config';

// Integration tests open a database each; PGlite takes a second or two to load, PostgreSQL far less.
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    globalSetup: ['./src/test/global-setup.ts'],
    env: { TEST_DB: 'pglite' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
