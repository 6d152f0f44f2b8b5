// The end-to-end server's settings, shared by the Playwright config (which starts it for a normal run) and
// the shuffled run (which starts it once for many runs).
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PORT = Number(process.env.E2E_PORT ?? 8099);
/** The second server, whose clock a spec moves (agent-wages.spec.ts): the next port unless told. */
export const CLOCK_PORT = Number(process.env.E2E_CLOCK_PORT ?? PORT + 1);
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
    // The whole suite registers members and fetches captchas from this one address within the hour.
    CAPTCHAS_PER_ADDRESS_HOURLY: '100000',
    REGISTRATIONS_PER_ADDRESS_HOURLY: '100000',
  };
}

/** Debian's libfaketime (package faketime), for this machine's architecture. */
const LIBFAKETIME =
  process.env.LIBFAKETIME ??
  `/usr/lib/${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu/faketime/libfaketime.so.1`;

/**
 * A folder for the clock server: its database in `db/` and its clock in `clock`, an offset of libfaketime's
 * ("+0" at first; the spec writes "+86400" to be a day later). Made once, kept for every run that uses it.
 */
export function makeClockDir(existing) {
  const dir = existing ?? mkdtempSync(join(tmpdir(), 'gemilang-e2e-clock-'));
  mkdirSync(join(dir, 'db'), { recursive: true });
  if (!existsSync(join(dir, 'clock'))) writeFileSync(join(dir, 'clock'), '+0\n');
  return dir;
}

/**
 * The same server on CLOCK_PORT with its own database, under libfaketime (ADR 037): every wall-clock read of
 * the process (JavaScript's Date, and so the in-process PGlite's now()) is the real time plus the offset in
 * `<dir>/clock`, read again at every call (NO_CACHE), so a test moves it by rewriting the file. The monotonic
 * clock, which Node's timers run on, is left real: the jobs' timers fire as usual after a jump.
 */
export function clockServerEnv(dir) {
  if (!existsSync(LIBFAKETIME)) throw new Error(`${LIBFAKETIME} is missing: apt-get install faketime`);
  return {
    ...serverEnv(join(dir, 'db')),
    PORT: String(CLOCK_PORT),
    LD_PRELOAD: LIBFAKETIME,
    FAKETIME_TIMESTAMP_FILE: join(dir, 'clock'),
    FAKETIME_NO_CACHE: '1',
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
  };
}
