// The API benchmark: autocannon against the built server on PostgreSQL (health check, the authenticated
// balance read and member info) beside pgbench's select-only run on the same PostgreSQL, in one run.
// Prints requests/s, p50/p99 latency, the ratio to pgbench, and the database statements each call cost.
//   npm run bench -- api        (needs a built tree, `pgbench`, and PostgreSQL at DATABASE_URL)
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { admin, baseUrl, urlFor, waitForServer } from './bench-kit.mjs';

const root = resolve(import.meta.dirname, '..');
const CONNECTIONS = Number(process.env.BENCH_CLIENTS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = 8193;
/** The built server to measure; another build (say, of the commit before a change) can be named here. */
const SERVER = resolve(root, process.env.BENCH_SERVER ?? 'apps/server/dist/main.js');
/** Issue 9's budget for the balance read: this many requests/s, or this share of pgbench -S. */
const BUDGET_RPS = 4000;
const BUDGET_RATIO = 0.15;

/** pgbench -i -s 8 on a scratch database, then select-only with prepared statements, as many clients. */
export function pgbenchSelectOnly() {
  const database = 'gemilang_bench_pgbench_s';
  return (async () => {
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${database}`);
    try {
      const url = urlFor(database);
      execFileSync('pgbench', ['-i', '-s', '8', '-q', url], { stdio: 'ignore' });
      const args = ['-S', '-c', String(CONNECTIONS), '-j', '2', '-T', String(SECONDS), '-M', 'prepared', url];
      const out = execFileSync('pgbench', args, { encoding: 'utf8' });
      const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
      const latency = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1]);
      if (!Number.isFinite(tps)) throw new Error(`pgbench said: ${out}`);
      return { tps, latency };
    } finally {
      await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    }
  })();
}

/** A session for the demo member, made as a sign-in makes it (only the token's hash is stored). */
async function demoSession(db) {
  const { rows } = await db.query("SELECT id, merchant_id FROM members WHERE username = 'demo'");
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO member_sessions (merchant_id, member_id, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + interval '1 hour')`,
    [rows[0].merchant_id, rows[0].id, createHash('sha256').update(token).digest()],
  );
  return token;
}

/** Statements the database finished for this database so far (every autocommit statement is one). */
async function statements(db, database) {
  // A backend publishes its counts when it goes idle, at most once a second, and otherwise within ten
  // seconds of its last statement (PostgreSQL 15+); wait that out so none are missed.
  await new Promise((r) => setTimeout(r, 11_000));
  const { rows } = await db.query('SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = $1', [
    database,
  ]);
  return Number(rows[0].n);
}

function hammer(path, token) {
  return new Promise((resolvePromise, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${PORT}${path}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { host: 'localhost', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      },
      (error, result) => (error ? reject(error) : resolvePromise(result)),
    );
  });
}

export async function apiBench() {
  console.log(`api: autocannon ${CONNECTIONS} connections, ${SECONDS} s each, PostgreSQL at ${new URL(baseUrl).host}`);
  console.log(`server: ${SERVER}`);
  const pgbench = await pgbenchSelectOnly();
  console.log(
    `pgbench -S (scale 8, ${CONNECTIONS} clients, prepared): ${pgbench.tps.toFixed(0)} transactions/s, ` +
      `average latency ${pgbench.latency} ms`,
  );

  const database = 'gemilang_bench_api';
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${database}`);
  const server = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATABASE_URL: urlFor(database),
      DEMO_PASSWORD: 'bench-pass-2026',
      // The server's default level, so each call's request log is part of what is measured.
      LOG_LEVEL: 'info',
      // One client address sends the whole load; the per-address flood ceiling would measure itself.
      RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const db = new pg.Client({ connectionString: urlFor(database) });
  try {
    await waitForServer(server, PORT);
    await db.connect();
    const token = await demoSession(db);
    const calls = [
      ['/healthz', null],
      ['/wps/v2/wallets/balance', token],
      ['/wps/member/info', token],
    ];
    const rows = [];
    for (const [path, bearer] of calls) {
      const before = await statements(db, database);
      const result = await hammer(path, bearer);
      const after = await statements(db, database);
      const answered = result.requests.total;
      const refused = result.non2xx + result.errors + result.timeouts;
      rows.push({
        call: `GET ${path}`,
        'requests/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'vs pgbench -S': Number((result.requests.average / pgbench.tps).toFixed(3)),
        'statements/call': Number(((after - before) / Math.max(answered, 1)).toFixed(2)),
        'not 2xx': refused,
      });
    }
    console.table(rows);
    const balance = rows[1];
    const met = balance['requests/s'] >= BUDGET_RPS || balance['vs pgbench -S'] >= BUDGET_RATIO;
    console.log(
      `balance read budget (>= ${BUDGET_RPS} requests/s or >= ${BUDGET_RATIO} of pgbench -S): ${met ? 'MET' : 'NOT MET'}`,
    );
    if (rows.some((r) => r['not 2xx'] > 0)) {
      console.log('some calls were not answered 2xx: the figures do not measure the call');
      process.exitCode = 1;
    }
  } finally {
    await db.end().catch(() => {});
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}
