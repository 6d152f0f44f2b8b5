import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const ZConfig = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DEMO_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8).max(128).optional()),
  /** Comma-separated addresses or CIDR ranges of proxies whose X-Forwarded-For is believed. */
  TRUSTED_PROXIES: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    z.array(z.string()),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(72),
  /** Requests a minute one client address may make to the API before 429 (a flood ceiling, per process). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(10).max(1_000_000).default(600),
  /** Where the built player site and back office are; main.ts finds them beside the repository. */
  WEB_DIST: z.preprocess(emptyToUndefined, z.string().optional()),
  ADMIN_DIST: z.preprocess(emptyToUndefined, z.string().optional()),
  /**
   * The bearer token Prometheus sends for /metrics (`Authorization: Bearer …`). Unset: there is no /metrics,
   * since its figures (routes, traffic, memory) are nobody else's business.
   */
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16).max(256).optional()),
  /** Background jobs (platform/jobs.ts): on in a running server; tests switch them off and call them. */
  JOBS: z.enum(['on', 'off']).default('on'),
});

export type Config = z.infer<typeof ZConfig>;

/** The only reader of process.env (DESIGN §2). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Settings for tests: an in-memory database unless DATABASE_URL points at a server. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOBS: 'off' }), ...overrides };
}
