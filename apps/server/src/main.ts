import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrate } from './db/migrate';
import { seedDemo } from './demo/seed-demo';
import { sealLegacyPairSeeds } from './modules/games/in-house/pair-seed';
import { sealLegacyVendorSecrets } from './modules/games/vendor-secret';
import { sealLegacyDrawSeeds } from './modules/lottery/draw-seed';
import { warnAboutDeployment } from './platform/deployment-warnings';
import { builtInOutbound } from './platform/outbound/built-in-outbound';
import { openProcessLog } from './platform/process-log';
import { startEventBus } from './platform/realtime';

/** The repository root, found from here whether this runs from src/ (tsx) or dist/ (built). */
function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(resolve(dir, 'apps')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

async function main() {
  const config = loadConfig();
  // The test runner's setting makes password hashes cheap (platform/passwords.ts): never for a running server.
  if (config.NODE_ENV === 'test') {
    throw new ConfigError(['NODE_ENV is "test", which only the test runner may use: use development or production']);
  }
  const processLog = openProcessLog(config.LOG_LEVEL);
  const log = processLog.log;
  warnAboutDeployment(config, log);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onAfterCommitError: (err, sql) => log.warn({ err, sql }, 'a statement held back until commit failed after it'),
  });
  const ran = await migrate(database);
  if (ran.length > 0) log.info({ migrations: ran }, 'database migrated');
  // Vendor secrets written before they were sealed are sealed now, before any call can read them (ADR 045).
  const sealed = await sealLegacyVendorSecrets(database.db, config);
  if (sealed > 0) log.info({ vendors: sealed }, 'vendor secrets sealed');
  // So are the lottery's and the house games' server seeds: a seed in clear is a result known ahead (ADR 049).
  const draws = await sealLegacyDrawSeeds(database.db, config);
  const pairs = await sealLegacyPairSeeds(database.db, config);
  if (draws + pairs > 0) log.info({ draws, pairs }, 'server seeds sealed');
  const events = await startEventBus(database, { databaseUrl: config.DATABASE_URL, log });
  const deps = {
    config,
    db: database.db,
    outbound: builtInOutbound(config, database.db, log),
    events,
    now: () => new Date(),
  };
  if (config.NODE_ENV !== 'production') await seedDemo(deps, log);

  const root = repoRoot();
  const app = await buildApp(deps, {
    logger: log,
    webDist: config.WEB_DIST ?? resolve(root, 'apps/web/dist'),
    adminDist: config.ADMIN_DIST ?? resolve(root, 'apps/admin/dist'),
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  log.info(`Gemilang is serving on http://localhost:${config.PORT} (${database.kind})`);

  // A stop (SIGTERM from a supervisor, Ctrl-C) lets requests in flight finish, closes the event bus and the
  // database, writes the last log lines and exits. Whatever hangs (a connection that will not close, a
  // database that does not answer, a log reader that has gone), the process is gone within 10 s, so a
  // supervisor that waits for it never finds the port still held.
  let closing = false;
  const exitWithin = 10_000;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    setTimeout(() => {
      void processLog.flushBeforeExit(500).then(() => process.exit(1));
    }, exitWithin - 1_000);
    log.info({ signal }, 'closing');
    await app.close();
    await events.close();
    await database.close();
    await processLog.flushBeforeExit(2_000);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/** Failures an operator fixes outside the code: said in one line, since a stack would only hide it. */
const startUpFailures = new Set([
  'EADDRINUSE',
  'EACCES',
  'EADDRNOTAVAIL',
  'ECONNREFUSED',
  'ENOTFOUND',
  '28P01',
  '3D000',
]);

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    for (const problem of error.problems) console.error(`Gemilang cannot start: ${problem}`);
  } else if (error instanceof Error && startUpFailures.has(String((error as { code?: unknown }).code))) {
    console.error(`Gemilang cannot start: ${error.message || (error as { code?: string }).code}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
