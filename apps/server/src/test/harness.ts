import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { encryptBody, type Language, type TPublicKey } from '@gemilang/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type Config, testConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/connection';
import { seedDemo } from '../demo/seed-demo';
import type { Deps } from '../platform/context';
import { devOutbox } from '../platform/outbound/dev-outbox';
import { startEventBus } from '../platform/realtime';
import { databaseUrlFor } from './database-url';

export const DEMO_PASSWORD = 'demo-pass-2026';

/** A clock tests can move: code expiry, throttles and maintenance windows without sleeping. */
export class TestClock {
  private offsetMs = 0;
  now = () => new Date(Date.now() + this.offsetMs);
  advance(ms: number) {
    this.offsetMs += ms;
  }
}

async function freshDatabase(): Promise<{ handle: DatabaseHandle; url?: string; drop: () => Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.DATABASE_URL as string;
    const name = `gemilang_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    const databaseUrl = databaseUrlFor(url, name);
    const handle = await openDatabase({ databaseUrl, poolSize: 20 });
    return {
      handle,
      url: databaseUrl,
      drop: async () => {
        // pg-pool's end() resolves before its clients have closed; a FORCE drop would then kill them
        // mid-goodbye and the FATAL surfaces as an uncaught error. Wait (briefly) for them to leave.
        for (let i = 0; i < 50; i++) {
          const { rows } = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [
            name,
          ]);
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const handle = await openDatabase({ dataDir: 'memory://', loadDataDir: template });
  return { handle, drop: async () => {} };
}

export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  clock: TestClock;
  kind: DatabaseHandle['kind'];
  /** The test database's address on PostgreSQL (another process's view of it); absent on PGlite. */
  databaseUrl?: string;
  close(): Promise<void>;
  /** Sends a request to the demo brand (host localhost) unless another host is given. */
  call(
    options: InjectOptions & { token?: string; language?: Language; host?: string },
  ): Promise<LightMyRequestResponse>;
  /** Encrypts a payload with the server's public key, as the browser does for encrypted calls. */
  encrypt(payload: unknown): Promise<unknown>;
}

export interface TestAppOptions {
  /** Settings on top of the test defaults, e.g. `{ TRUSTED_PROXIES: ['127.0.0.1'] }`. */
  config?: Partial<Config>;
}

/** A fresh database with the demo data (password DEMO_PASSWORD) and an app on it, for app.inject. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { handle, url: databaseUrl, drop } = await freshDatabase();
  const config = testConfig({ DEMO_PASSWORD, ...options.config });
  const log = pino({ level: 'silent' });
  const clock = new TestClock();
  const events = await startEventBus(handle, { databaseUrl, log });
  const deps: Deps = { config, db: handle.db, outbound: devOutbox(handle.db, log), events, now: clock.now };
  await seedDemo(deps, log);
  const app = await buildApp(deps, { logger: false });
  await app.ready();
  const call: TestApp['call'] = (options) => {
    const { token, language, host, headers, ...rest } = options;
    return app.inject({
      ...rest,
      headers: {
        host: host ?? 'localhost',
        ...(language ? { language } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    } as InjectOptions);
  };
  let publicKey: TPublicKey | null = null;
  return {
    app,
    deps,
    clock,
    kind: handle.kind,
    databaseUrl,
    call,
    encrypt: async (payload) => {
      if (!publicKey) {
        const res = await call({ method: 'GET', url: '/wps/system/publicKey' });
        publicKey = res.json().value as TPublicKey;
      }
      return encryptBody(publicKey, payload);
    },
    close: async () => {
      await app.close();
      await events.close();
      await handle.close();
      await drop();
    },
  };
}

/**
 * Another server process's app on the same PostgreSQL database as `t` (its own pool, event listener and
 * caches), for what must hold on every process. PostgreSQL only: the embedded database has one process.
 */
export async function createSecondApp(t: TestApp): Promise<Pick<TestApp, 'app' | 'call' | 'close' | 'deps'>> {
  if (!t.databaseUrl) throw new Error('a second process needs PostgreSQL');
  const handle = await openDatabase({ databaseUrl: t.databaseUrl, poolSize: 5 });
  const log = pino({ level: 'silent' });
  const events = await startEventBus(handle, { databaseUrl: t.databaseUrl, log });
  const deps: Deps = { ...t.deps, db: handle.db, outbound: devOutbox(handle.db, log), events };
  const app = await buildApp(deps, { logger: false });
  await app.ready();
  return {
    app,
    deps,
    call: (options) => {
      const { token, language, host, headers, ...rest } = options;
      return app.inject({
        ...rest,
        headers: {
          host: host ?? 'localhost',
          ...(language ? { language } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      } as InjectOptions);
    },
    close: async () => {
      await app.close();
      await events.close();
      await handle.close();
    },
  };
}
