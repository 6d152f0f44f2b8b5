// The seamless-wallet benchmark (ADR 030): debit+credit pairs per second and each call's p50/p95 over HTTP,
// as a vendor's servers send them (signed, one request id each), with BENCH_CLIENTS clients on the built
// server on PostgreSQL, beside pgbench's select-only run on the same PostgreSQL, in one run.
//   npm run bench -- seamless   (needs a built tree, `pgbench`, and PostgreSQL at DATABASE_URL)
// The budget (vendor-wallet.md): p95 under 40 ms.
import { spawn } from 'node:child_process';
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import pg from 'pg';
import { pgbenchSelectOnly } from './api.mjs';
import { admin, baseUrl, urlFor, waitForServer } from './bench-kit.mjs';

const root = resolve(import.meta.dirname, '..');
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// Another bench or server may hold a port; BENCH_PORT picks another.
const PORT = Number(process.env.BENCH_PORT ?? 8297);
const SERVER = resolve(root, process.env.BENCH_SERVER ?? 'apps/server/dist/main.js');
const BUDGET_P95_MS = 40;

/**
 * A launch token for one member of the demo brand, made as launchGame makes it (only its hash is stored),
 * bound to a member session of its own, as every launch is (ADR 048: it opens play while that session lives).
 */
async function seat(db, memberId, merchantId) {
  const token = randomBytes(32).toString('base64url');
  const session = await db.query(
    `INSERT INTO member_sessions (merchant_id, member_id, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + interval '1 hour') RETURNING id`,
    [merchantId, memberId, randomBytes(32)],
  );
  await db.query(
    `INSERT INTO game_launch_tokens (merchant_id, member_id, vendor_id, game_id, session_id, token_hash, expires_at)
     SELECT $1, $2, g.vendor_id, g.id, $4, $3, now() + interval '1 hour'
       FROM games g JOIN game_vendors v ON v.id = g.vendor_id
      WHERE g.merchant_id = $1 AND v.code = 'GEMILANG' AND g.code = 'GM_SLOT_JUNGLE'`,
    [merchantId, memberId, createHash('sha256').update(token).digest('hex'), session.rows[0].id],
  );
  return token;
}

/**
 * A member of the brand with `minor` units in the wallet, funded by a house entry written as the ledger
 * writes one (the bench database is dropped after, so no adjustment row explains it).
 */
async function fundedMember(db, merchantId, minor) {
  const username = `bench${randomBytes(4).toString('hex')}`;
  const { rows } = await db.query(
    "INSERT INTO members (merchant_id, username, password_hash) VALUES ($1, $2, 'x') RETURNING id",
    [merchantId, username],
  );
  const memberId = rows[0].id;
  await db.query(
    `WITH wallet AS (INSERT INTO ledger_accounts (merchant_id, kind, member_id, may_go_negative, balance)
                     VALUES ($1, 'member_wallet', $2, false, $3) RETURNING id),
          house AS (UPDATE ledger_accounts SET balance = balance - $3
                     WHERE merchant_id = $1 AND kind = 'house' AND member_id IS NULL RETURNING id),
          entry AS (INSERT INTO ledger_entries (merchant_id, kind, idempotency_key, member_id)
                    VALUES ($1, 'adjustment', $4, $2) RETURNING id)
     INSERT INTO ledger_postings (entry_id, merchant_id, account_id, amount, balance_after)
     SELECT entry.id, $1, wallet.id, $3, $3 FROM entry, wallet
     UNION ALL SELECT entry.id, $1, house.id, -$3::bigint, 0 FROM entry, house`,
    [merchantId, memberId, minor, `bench-${username}`],
  );
  return memberId;
}

function percentile(sorted, p) {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export async function seamlessBench() {
  console.log(`seamless: ${CLIENTS} clients, ${SECONDS} s, PostgreSQL at ${new URL(baseUrl).host}`);
  const pgbench = await pgbenchSelectOnly();
  console.log(`pgbench -S (scale 8, ${CLIENTS} clients, prepared): ${pgbench.tps.toFixed(0)} transactions/s`);

  const database = 'gemilang_bench_seamless';
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${database}`);
  const server = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATABASE_URL: urlFor(database),
      DEMO_PASSWORD: 'bench-pass-2026',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const db = new pg.Client({ connectionString: urlFor(database) });
  try {
    await waitForServer(server, PORT);
    await db.connect();
    const { rows } = await db.query("SELECT id, merchant_id FROM members WHERE username = 'demo'");
    const { id: memberId, merchant_id: merchantId } = rows[0];
    // The vendor's secret is stored sealed (ADR 045): the bench plays the vendor with a clear secret of its
    // own, written as a secret from before sealing would be, which the server seals on its first use.
    const secret = randomBytes(32).toString('hex');
    await db.query("UPDATE game_vendors SET secret = $1 WHERE merchant_id = $2 AND code = 'GEMILANG'", [
      secret,
      merchantId,
    ]);
    // BENCH_ONE_MEMBER=1: every client plays as the demo member (one balance, as a member with games in
    // several tabs would; the member lock serialises them). Otherwise one member per client, as a vendor's
    // servers call for many players.
    const oneMember = process.env.BENCH_ONE_MEMBER === '1';
    const players = [];
    for (let i = 0; i < CLIENTS; i++) {
      const id = oneMember ? memberId : await fundedMember(db, merchantId, 10_000_000);
      players.push({ id, token: await seat(db, id, merchantId) });
    }
    console.log(oneMember ? 'all clients play as one member' : `one member per client (${CLIENTS})`);
    const call = async (action, body) => {
      const raw = JSON.stringify({ requestId: randomUUID(), ...body });
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${PORT}/seamless/GEMILANG/${action}`, {
        method: 'POST',
        headers: {
          host: 'localhost',
          'content-type': 'application/json',
          'x-gemilang-signature': createHmac('sha256', secret).update(raw).digest('hex'),
        },
        body: raw,
      });
      await res.text();
      return { ok: res.status === 200, ms: performance.now() - started };
    };
    const latency = { debit: [], credit: [], 'end-round': [] };
    let pairs = 0;
    let failed = 0;
    const deadline = performance.now() + SECONDS * 1000;
    await Promise.all(
      players.map(async ({ id, token }) => {
        while (performance.now() < deadline) {
          const round = randomUUID();
          const base = { playerId: `${id}`, roundId: round };
          const d = await call('debit', {
            ...base,
            token,
            gameCode: 'GM_SLOT_JUNGLE',
            transactionId: `${round}-d`,
            amount: '1.00',
          });
          const c = await call('credit', { ...base, transactionId: `${round}-c`, amount: '1.00' });
          const e = await call('end-round', base);
          latency.debit.push(d.ms);
          latency.credit.push(c.ms);
          latency['end-round'].push(e.ms);
          if (d.ok && c.ok && e.ok) pairs++;
          else failed++;
        }
      }),
    );
    const table = Object.entries(latency).map(([action, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return {
        call: action,
        'calls/s': Math.round(list.length / SECONDS),
        'p50 ms': Number(percentile(sorted, 50).toFixed(1)),
        'p95 ms': Number(percentile(sorted, 95).toFixed(1)),
        'p99 ms': Number(percentile(sorted, 99).toFixed(1)),
      };
    });
    console.table(table);
    console.log(
      `debit+credit pairs (each with its end round): ${Math.round(pairs / SECONDS)}/s, ${failed} not answered 200`,
    );
    const debitP95 = table[0]['p95 ms'];
    console.log(
      `debit p95 budget (< ${BUDGET_P95_MS} ms): ${debitP95 < BUDGET_P95_MS ? 'MET' : 'NOT MET'} (${debitP95} ms)`,
    );
    if (failed > 0) process.exitCode = 1;
  } finally {
    await db.end().catch(() => {});
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}
