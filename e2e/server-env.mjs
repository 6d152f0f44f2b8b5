// The end-to-end server's settings, shared by the Playwright config (which starts it for a normal run) and
// the shuffled run (which starts it once for many runs).
export const PORT = Number(process.env.E2E_PORT ?? 8099);
export const DEMO_PASSWORD = 'e2e-demo-pass-2026';

/** The built server on its own port and its own embedded database in `dataDir`. */
export function serverEnv(dataDir) {
  return {
    PORT: String(PORT),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO_PASSWORD,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    // Tests that fail a sign-in on purpose come from their own address (X-Forwarded-For), so the
    // captcha they cause is not demanded of the other tests.
    TRUSTED_PROXIES: '127.0.0.1',
  };
}
