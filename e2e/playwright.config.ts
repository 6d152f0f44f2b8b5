import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CLOCK_PORT, clockServerEnv, DEMO_PASSWORD, makeClockDir, PORT, serverEnv } from './server-env.mjs';

export { CLOCK_PORT, DEMO_PASSWORD, PORT };

// The built server on its own port and its own fresh embedded database, driven in Debian's Chromium, and a
// second one on the next port whose clock a test can move (agent-wages.spec.ts).
// Tests run one at a time: some switch site-wide settings (maintenance, blocked ranges) and restore them.
// The shuffled run (shuffled.mjs) starts both servers itself and has every run use them.
const reuse = process.env.E2E_SHARED_SERVER === '1';
// Made once by the main process; the workers, which load this file too, inherit it through the environment.
process.env.GEMILANG_E2E_DATA ??= mkdtempSync(join(tmpdir(), 'gemilang-e2e-'));
const dataDir = process.env.GEMILANG_E2E_DATA;
// The clock server's folder (its database and its clock file), likewise made once.
process.env.GEMILANG_E2E_CLOCK = makeClockDir(process.env.GEMILANG_E2E_CLOCK);
const clockDir = process.env.GEMILANG_E2E_CLOCK;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalTeardown: './global-teardown.ts',
  outputDir: './test-results',
  use: {
    baseURL: `http://localhost:${PORT}`,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1366, height: 800 } }, testIgnore: /phone\.spec\.ts/ },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      testMatch: /phone\.spec\.ts/,
    },
  ],
  webServer: [
    {
      command: 'node ../apps/server/dist/main.js',
      url: `http://localhost:${PORT}/healthz`,
      // The first start makes the demo data; on a shared 2-core machine that can take over a minute.
      timeout: 180_000,
      reuseExistingServer: reuse,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv(dataDir),
    },
    {
      // A second server whose clock the agent wages spec moves a day on (libfaketime, ADR 037); no other
      // spec calls it, so no other spec sees its days jump.
      command: 'node ../apps/server/dist/main.js',
      url: `http://localhost:${CLOCK_PORT}/healthz`,
      timeout: 180_000,
      reuseExistingServer: reuse,
      stdout: 'ignore',
      stderr: 'pipe',
      env: clockServerEnv(clockDir),
    },
  ],
});
