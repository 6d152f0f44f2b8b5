// The wallet benchmark: pgbench's TPC-B-like workload and the platform's own transfer call over HTTP
// (transfer to upline, with its payment-password check), against the same local PostgreSQL in one run.
// Prints both rates, their ratio, and proves afterwards that no money was lost, doubled or made negative.
//   npm run bench -- wallet        (needs a built tree, `pgbench`, and PostgreSQL at DATABASE_URL)
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { baseUrl, urlFor, waitForServer } from './bench-kit.mjs';

const root = resolve(import.meta.dirname, '..');
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PORT = 8192;
const PASSWORD = 'bench-pass-2026';
/** Each transfer moves MYR 1.00 (the brand's smallest transfer to an upline). */
const TRANSFER_MINOR = 100n;

async function recreate(database) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
}

async function drop(database) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
}

/** pgbench -i -s 1, then the TPC-B-like script with the same number of clients as the HTTP run. */
async function pgbenchRate() {
  const database = 'gemilang_bench_pgbench';
  await recreate(database);
  try {
    const url = urlFor(database);
    execFileSync('pgbench', ['-i', '-s', '1', '-q', url], { stdio: 'ignore' });
    const out = execFileSync('pgbench', ['-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), url], {
      encoding: 'utf8',
    });
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
    if (!Number.isFinite(tps)) throw new Error(`pgbench said: ${out}`);
    return tps;
  } finally {
    await drop(database);
  }
}

async function call(method, path, { token, body } = {}) {
  const res = await fetch(`http://127.0.0.1:${PORT}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.json();
}

/**
 * Members under the demo agent, each with a session and a payment password, funded through the back
 * office's adjustment call (so the ledger holds every cent they start with).
 */
async function prepareMembers(db) {
  const { rows: upline } = await db.query(
    "SELECT id, merchant_id, password_hash FROM members WHERE username = 'demoagent'",
  );
  const agent = upline[0];
  const signIn = await call('POST', '/admin/api/session', { body: { username: 'admin', password: PASSWORD } });
  const adminToken = signIn.value.token;
  const members = [];
  for (let i = 0; i < CLIENTS; i++) {
    const username = `bench${i}`;
    const { rows } = await db.query(
      `INSERT INTO members (merchant_id, username, type, upline_id, ancestor_path, password_hash,
                            payment_password_hash, payee_name)
       VALUES ($1, $2, 0, $3, $4, $5, $5, 'Bench Player') RETURNING id`,
      [agent.merchant_id, username, agent.id, `/${agent.id}/`, agent.password_hash],
    );
    const token = randomBytes(32).toString('base64url');
    await db.query(
      `INSERT INTO member_sessions (merchant_id, member_id, token_hash, expires_at)
       VALUES ($1, $2, $3, now() + interval '1 hour')`,
      [agent.merchant_id, rows[0].id, createHash('sha256').update(token).digest()],
    );
    const funded = await call('POST', '/admin/api/adjustments', {
      token: adminToken,
      body: { username, amount: '1000.00', reason: 'Benchmark funds', idempotencyKey: randomUUID() },
    });
    if (!funded.success) throw new Error(`funding failed: ${JSON.stringify(funded)}`);
    members.push({ username, token });
  }
  return { members, merchantId: agent.merchant_id, uplineId: agent.id };
}

async function transferRate(members) {
  const until = performance.now() + SECONDS * 1000;
  let ok = 0;
  const refused = new Map();
  await Promise.all(
    members.map(async ({ token }) => {
      while (performance.now() < until) {
        const reply = await call('POST', '/wps/cashier/transfer-upline', {
          token,
          body: { amount: '1.00', paymentPassword: PASSWORD, idempotencyKey: randomUUID() },
        });
        if (reply.success) ok += 1;
        else refused.set(reply.code, (refused.get(reply.code) ?? 0) + 1);
      }
    }),
  );
  return { ok, tps: ok / SECONDS, refused };
}

/** The ledger after the run: every ledger check (docs/architecture.md, Money), and the upline received exactly what was sent. */
async function audit(db, merchantId, uplineId, ok) {
  const { rows } = await db.query(
    `SELECT
       (SELECT coalesce(sum(amount), 0) FROM ledger_postings WHERE merchant_id = $1)::text AS postings_total,
       (SELECT count(*) FROM ledger_accounts a WHERE a.merchant_id = $1 AND a.balance <>
          (SELECT coalesce(sum(p.amount), 0) FROM ledger_postings p WHERE p.account_id = a.id))::int AS drifted,
       (SELECT count(*) FROM ledger_accounts WHERE merchant_id = $1 AND NOT may_go_negative AND balance < 0)::int
         AS negative,
       (SELECT count(*) FROM ledger_entries WHERE merchant_id = $1 AND kind = 'transfer_upline')::int AS transfers,
       (SELECT balance FROM ledger_accounts WHERE merchant_id = $1 AND member_id = $2)::text AS upline_balance`,
    [merchantId, uplineId],
  );
  const r = rows[0];
  const clean = r.postings_total === '0' && r.drifted === 0 && r.negative === 0 && r.transfers === ok;
  return { ...r, clean, uplineReceived: BigInt(r.upline_balance ?? '0') === BigInt(ok) * TRANSFER_MINOR };
}

export async function walletBench() {
  console.log(`wallet: ${CLIENTS} clients, ${SECONDS} s each, PostgreSQL at ${new URL(baseUrl).host}`);
  const pgbench = await pgbenchRate();
  console.log(`pgbench TPC-B-like (scale 1): ${pgbench.toFixed(0)} transactions/s`);

  const database = 'gemilang_bench_wallet';
  await recreate(database);
  const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATABASE_URL: urlFor(database),
      DEMO_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
      // One client address sends the whole load; the per-address flood ceiling would measure itself, and
      // so would the bound on payment-password checks (ADR 025): this measures the ceiling the bound guards.
      RATE_LIMIT_PER_MINUTE: '1000000',
      PAYMENT_CHECKS_PER_MEMBER: '1000000',
      PAYMENT_CHECKS_PER_ADDRESS: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const db = new pg.Client({ connectionString: urlFor(database) });
  try {
    await waitForServer(server, PORT);
    await db.connect();
    const { members, merchantId, uplineId } = await prepareMembers(db);
    const run = await transferRate(members);
    const ratio = run.tps / pgbench;
    console.log(`platform transfer to upline over HTTP: ${run.tps.toFixed(0)} transfers/s (${run.ok} in ${SECONDS} s)`);
    if (run.refused.size > 0) console.log(`  refused: ${JSON.stringify(Object.fromEntries(run.refused))}`);
    console.log(`ratio platform / pgbench: ${ratio.toFixed(2)}`);
    const check = await audit(db, merchantId, uplineId, run.ok);
    console.log(
      `ledger after the run: postings total ${check.postings_total}, drifted balances ${check.drifted}, ` +
        `negative wallets ${check.negative}, transfer entries ${check.transfers} for ${run.ok} answered ok, ` +
        `upline received ${check.upline_balance} minor units: ${check.clean && check.uplineReceived ? 'CLEAN' : 'MISMATCH'}`,
    );
    if (!check.clean || !check.uplineReceived) process.exitCode = 1;
  } finally {
    await db.end().catch(() => {});
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await drop(database);
  }
}
