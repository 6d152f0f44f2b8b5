import ipaddr from 'ipaddr.js';
import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A whole number in a range, or its default when unset; one plain message whatever is wrong with it. */
function wholeNumber(min: number, max: number, fallback: number) {
  const error = `must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error }).default(fallback),
  );
}

function oneOf<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return z.enum(values, { error: `must be one of ${values.join(', ')}` }).default(fallback);
}

function text(min: number, max: number) {
  const error = `must be ${min} to ${max} characters`;
  return z.preprocess(emptyToUndefined, z.string().min(min, { error }).max(max, { error }).optional());
}

function isPostgresUrl(value: string): boolean {
  try {
    return ['postgres:', 'postgresql:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** What proxy-addr (Fastify's trustProxy) accepts: an address, a CIDR range, or one of its named ranges. */
function isProxyAddress(value: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true;
  if (ipaddr.isValid(value)) return true;
  try {
    ipaddr.parseCIDR(value);
    return true;
  } catch {
    return false;
  }
}

const ZConfig = z
  .object({
    PORT: wholeNumber(1, 65_535, 8080),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z.string().refine(isPostgresUrl, { error: 'must be a postgres:// or postgresql:// address' }).optional(),
    ),
    NODE_ENV: oneOf(['development', 'production', 'test'], 'development'),
    DEMO_PASSWORD: text(8, 128),
    /** Comma-separated addresses or CIDR ranges of proxies whose X-Forwarded-For is believed. */
    TRUSTED_PROXIES: z.preprocess(
      (v) =>
        typeof v === 'string'
          ? v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : [],
      z.array(
        z.string().refine(isProxyAddress, { error: (issue) => `has "${issue.input}", not an address or CIDR range` }),
      ),
    ),
    LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
    SESSION_TTL_HOURS: wholeNumber(1, 24 * 90, 72),
    /** Requests a minute one client address may make to the API before 429 (a flood ceiling, per process). */
    RATE_LIMIT_PER_MINUTE: wholeNumber(10, 1_000_000, 600),
    /**
     * Payment-password checks (each an scrypt hash, ~164 ms of CPU) one member, and one client address, may
     * cause a minute before payment_password_throttled (ADR 025). Counted in the database, across processes.
     */
    PAYMENT_CHECKS_PER_MEMBER: wholeNumber(1, 1_000_000, 10),
    PAYMENT_CHECKS_PER_ADDRESS: wholeNumber(1, 1_000_000, 120),
    /**
     * Captcha pictures one client address may fetch in an hour, whatever its cookies (each is drawn and
     * rasterised; a new cookie a time must not buy a picture a time), and registrations it may make in an
     * hour. Counted in the database, across processes; raise them where many players share one address.
     */
    CAPTCHAS_PER_ADDRESS_HOURLY: wholeNumber(1, 1_000_000, 60),
    REGISTRATIONS_PER_ADDRESS_HOURLY: wholeNumber(1, 1_000_000, 10),
    /** Where the built player site and back office are; main.ts finds them beside the repository. */
    WEB_DIST: z.preprocess(emptyToUndefined, z.string().optional()),
    ADMIN_DIST: z.preprocess(emptyToUndefined, z.string().optional()),
    /**
     * The bearer token Prometheus sends for /metrics (`Authorization: Bearer …`). Unset: there is no /metrics,
     * since its figures (routes, traffic, memory) are nobody else's business.
     */
    METRICS_TOKEN: text(16, 256),
    /** Background jobs (platform/jobs.ts): on in a running server; tests switch them off and call them. */
    JOBS: oneOf(['on', 'off'], 'on'),
    /**
     * 32 random bytes, base64 (`openssl rand -base64 32`): the key that seals secrets kept in the database,
     * such as each game vendor's signing secret (platform/secrets-at-rest.ts, ADR 045). Required in
     * production; elsewhere unset means a fixed development key. Losing it means issuing vendors new secrets.
     */
    SECRETS_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine((v) => /^[A-Za-z0-9+/]{43}=$/.test(v) && Buffer.from(v, 'base64').length === 32, {
          error: 'must be 32 bytes in base64 (openssl rand -base64 32)',
        })
        .optional(),
    ),
  })
  .superRefine((config, ctx) => {
    // Without it a production database would be sealed under the development key, which is no seal at all.
    if (config.NODE_ENV === 'production' && !config.SECRETS_KEY) {
      ctx.addIssue({ code: 'custom', path: ['SECRETS_KEY'], message: 'must be set in production' });
    }
  });

export type Config = z.infer<typeof ZConfig>;

/** Settings whose value is not repeated in a message: it may hold a password. */
const secret = new Set(['DATABASE_URL', 'DEMO_PASSWORD', 'METRICS_TOKEN', 'SECRETS_KEY']);

/** A configuration that cannot be used, with one plain sentence per problem (main.ts prints them). */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration: ${problems.join('; ')}`);
  }
}

function describe(issue: z.core.$ZodIssue, env: NodeJS.ProcessEnv): string {
  const name = String(issue.path[0] ?? '');
  const value = env[name];
  const shown = value === undefined || secret.has(name) || name === 'TRUSTED_PROXIES' ? '' : ` is "${value}" but`;
  return `${name}${shown} ${issue.message}`;
}

/** The only reader of process.env. Every problem is reported, one per setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const problems = new Map<PropertyKey, string>();
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] ?? '';
      if (!problems.has(name)) problems.set(name, describe(issue, env));
    }
    throw new ConfigError([...problems.values()]);
  }
  return parsed.data;
}

/** Settings for tests: an in-memory database unless DATABASE_URL points at a server. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOBS: 'off' }),
    // Tests send many money calls from one address within a frozen minute; the bound has tests of its own.
    PAYMENT_CHECKS_PER_MEMBER: 1_000_000,
    PAYMENT_CHECKS_PER_ADDRESS: 1_000_000,
    // Likewise many registrations and captchas from the one injected address; their bounds have tests too.
    CAPTCHAS_PER_ADDRESS_HOURLY: 1_000_000,
    REGISTRATIONS_PER_ADDRESS_HOURLY: 1_000_000,
    ...overrides,
  };
}
