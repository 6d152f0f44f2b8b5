import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeUpload } from '../../platform/uploads';
import { bundleServer, SERVER_DIR } from '../../test/built-server';
import { createTestApp, type TestApp } from '../../test/harness';
import { signIn } from '../admin/admin-test-kit';
import { PNG } from '../deposits/deposit-test-kit';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { memberBalance } from '../wallet/ledger';
import { PAY_PASSWORD, type Withdrawer, withdrawer } from '../withdrawals/withdrawal-test-kit';

/**
 * Crash recovery, on PostgreSQL (PGlite is one process's memory: there is no other process to crash and
 * restart against it). A real server process (the source bundled once by esbuild as `npm run build` does,
 * into a folder of its own under dist/, because starting through tsx takes many seconds on a busy
 * machine and there are four starts) serves
 * members and an operator making money moves at once over HTTP: deposits approved, withdrawals requested
 * and paid, transfers to the upline, adjustments, each with its idempotency key. It is killed with SIGKILL
 * at several points mid-run and started again on the same database; every request that went unanswered is
 * sent again with its key. Then nothing acknowledged is lost, nothing is applied twice, every balance is
 * what the moves add up to, and the books reconcile in full.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
// Ports 8151-8159 are this test's (8150 is the e2e run's); a worker number keeps two runs apart.
const PORT = 8151 + (Number(process.env.VITEST_POOL_ID ?? 1) % 9);
/**
 * Four members at once (24 requests, and the operator's beside them) are enough for requests to be in
 * flight at each kill; more only add password hashing and round trips (eight took minutes on a busy
 * machine, ADR 019).
 */
const MEMBERS = 4;
/** After this many answers in all, the server is killed (three crashes, four starts): early, middle, late. */
const KILL_AFTER = [4, 11, 18];

let t: TestApp;
let server: ChildProcess | null = null;
let up: Promise<void> = Promise.resolve();
let admin: string;

let bundle = '';

async function buildServer(): Promise<void> {
  bundle = await bundleServer('crash-test');
}

/** Refuses to start when another program holds the port: its answers would be taken for this server's. */
function expectPortFree(): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`port ${PORT} is taken by another program: stop it first`)));
    probe.listen(PORT, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

async function startServer(): Promise<void> {
  await expectPortFree();
  const child = spawn(process.execPath, [bundle], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: t.databaseUrl,
      NODE_ENV: 'development',
      // No demo password: the demo brand is already there, and re-hashing it on each of four starts is
      // seconds of a busy machine's time the test does not need (the operator's session is in the database).
      DEMO_PASSWORD: '',
      JOBS: 'off',
      LOG_LEVEL: 'error',
      RATE_LIMIT_PER_MINUTE: '1000000',
      // Every member moves money many times a minute from one address; the bound has its own test.
      PAYMENT_CHECKS_PER_MEMBER: '1000000',
      PAYMENT_CHECKS_PER_ADDRESS: '1000000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  server = child;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    const alive = await fetch(`http://127.0.0.1:${PORT}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (alive) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start: ${stderr}`);
}

function killServer(): Promise<void> {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

beforeAll(async () => {
  if (!onPostgres) return;
  [t] = await Promise.all([createTestApp(), buildServer()]);
  admin = await signIn(t);
  // The server listens on 127.0.0.1 and is called by that address: the demo brand answers there too.
  const demo = await t.deps.db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  await t.deps.db
    .insertInto('domains')
    .values({ host: '127.0.0.1', merchant_id: demo.id })
    .onConflict((oc) => oc.column('host').doNothing())
    .execute();
}, 60_000);
afterAll(async () => {
  if (!onPostgres) return;
  await killServer();
  await t.close();
  rmSync(dirname(bundle), { recursive: true, force: true });
});

interface Tally {
  answered: number;
  /** Requests whose connection died with the server: sent again once it was back. */
  unanswered: number;
  killed: number;
}

describe('a server killed mid-run', () => {
  it.skipIf(!onPostgres)(
    'loses nothing it acknowledged and applies nothing twice: unanswered requests retried with their keys, books reconcile',
    async () => {
      const upline = await withdrawer(t);
      const members: Withdrawer[] = await Promise.all(
        Array.from({ length: MEMBERS }, () => withdrawer(t, { balance: 50_000n, uplineId: upline.id })),
      );
      const { id: method } = await t.deps.db
        .selectFrom('deposit_methods')
        .select('id')
        .where('merchant_id', '=', members[0]?.merchantId ?? 0)
        .where('kind', '=', 'bank_transfer')
        .executeTakeFirstOrThrow();

      const tally: Tally = { answered: 0, unanswered: 0, killed: 0 };
      let restarting: Promise<void> | null = null;
      up = startServer();
      await up;

      /**
       * Sends a request until the server answers it (the same body and key each time). When the answer
       * count passes the next kill point, the server is killed and started again.
       */
      async function call(method: 'POST', url: string, token: string, payload: object) {
        for (;;) {
          await up;
          let res: Response;
          try {
            res = await fetch(`http://127.0.0.1:${PORT}${url}`, {
              method,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, language: 'en' },
              body: JSON.stringify(payload),
            });
          } catch (error) {
            if (process.env.CRASH_DEBUG) console.error('unanswered', url, String(error));
            tally.unanswered += 1;
            await (restarting ?? up);
            continue;
          }
          const body = await res.json().catch(() => null);
          if (body === null) {
            // Killed between the status line and the body: as good as unanswered.
            tally.unanswered += 1;
            await (restarting ?? up);
            continue;
          }
          tally.answered += 1;
          if (process.env.CRASH_DEBUG) console.error('answered', tally.answered, url, res.status);
          const next = KILL_AFTER[tally.killed];
          if (next !== undefined && tally.answered >= next && !restarting) {
            tally.killed += 1;
            restarting = (async () => {
              await killServer();
              up = startServer();
              await up;
              restarting = null;
            })();
            up = restarting;
          }
          expect(res.status, `${url}: ${JSON.stringify(body)}`).toBeLessThan(500);
          expect(body, `${url}: ${JSON.stringify(body)}`).toMatchObject({ success: true });
          return body.value;
        }
      }

      // Each member's moves in order; the members at once.
      await Promise.all(
        members.map(async (m) => {
          const receipt = await storeUpload(t.deps.db, {
            merchantId: m.merchantId,
            memberId: m.id,
            purpose: 'deposit_receipt',
            bytes: PNG,
          });
          const deposit = await call('POST', '/wps/cashier/deposit/bank-transfer', m.token, {
            methodId: `${method}`,
            amount: '100.00',
            reference: 'crash',
            receiptUploadId: `${receipt.id}`,
            idempotencyKey: randomUUID(),
          });
          await call('POST', `/admin/api/cashier/deposits/${deposit.id}/approve`, admin, { note: 'seen' });
          const requested = await call('POST', '/wps/cashier/withdraw/requests', m.token, {
            bankAccountId: m.bankAccountId,
            amount: '60.00',
            paymentPassword: PAY_PASSWORD,
            idempotencyKey: randomUUID(),
          });
          await call('POST', `/admin/api/cashier/withdrawals/${requested.withdrawal.id}/pay`, admin, {
            note: 'paid',
            idempotencyKey: randomUUID(),
          });
          await call('POST', '/wps/cashier/transfer-upline', m.token, {
            amount: '25.00',
            paymentPassword: PAY_PASSWORD,
            idempotencyKey: randomUUID(),
          });
          await call('POST', '/admin/api/adjustments', admin, {
            username: m.username,
            amount: '10.00',
            reason: 'crash test',
            idempotencyKey: randomUUID(),
          });
        }),
      );
      await up;

      expect(tally.killed).toBe(KILL_AFTER.length);
      // The kills landed mid-run: some requests died with the server and were sent again.
      expect(tally.unanswered).toBeGreaterThan(0);
      const ids = members.map((m) => m.id);
      const count = async (table: 'deposits' | 'withdrawals' | 'upline_transfers' | 'balance_adjustments') =>
        t.deps.db
          .selectFrom(table)
          .select(['member_id'])
          .where('member_id', 'in', ids)
          .execute()
          .then((rows) => rows.length);
      // Once each: a deposit credited, a withdrawal paid in one payment, a transfer, two adjustments (the
      // test's funding and the operator's).
      expect(await count('deposits')).toBe(MEMBERS);
      expect(await count('withdrawals')).toBe(MEMBERS);
      expect(await count('upline_transfers')).toBe(MEMBERS);
      expect(await count('balance_adjustments')).toBe(2 * MEMBERS);
      const deposits = await t.deps.db.selectFrom('deposits').select('state').where('member_id', 'in', ids).execute();
      expect(deposits.every((d) => d.state === 'credited')).toBe(true);
      const withdrawals = await t.deps.db
        .selectFrom('withdrawals')
        .select(['state', 'paid_amount'])
        .where('member_id', 'in', ids)
        .execute();
      expect(withdrawals.every((w) => w.state === 'paid' && w.paid_amount === 6_000n)).toBe(true);
      const payments = await t.deps.db
        .selectFrom('withdrawal_payments as p')
        .innerJoin('withdrawals as w', 'w.id', 'p.withdrawal_id')
        .select('p.id')
        .where('w.member_id', 'in', ids)
        .execute();
      expect(payments).toHaveLength(MEMBERS);
      // 500.00 + 100.00 deposited − 60.00 withdrawn − 25.00 sent up + 10.00 adjusted.
      for (const m of members) expect(await memberBalance(t.deps.db, m.merchantId, m.id)).toBe(52_500n);
      expect(await memberBalance(t.deps.db, upline.merchantId, upline.id)).toBe(BigInt(MEMBERS) * 2_500n);
      await expectReconciled(t);
    },
    // About 70 s at a load average of 17 on two cores (four server starts are most of it); generous for worse.
    240_000,
  );
});
