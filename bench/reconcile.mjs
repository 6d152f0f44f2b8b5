// The full reconciliation over a year of one brand's money (ADR 019): a fresh PostgreSQL database, the
// built server migrates and seeds it, SQL (generate_series) adds 2,000 members and a year of deposits,
// withdrawals paid out, transfers to the upline and adjustments (about 250,000 entries, 500,000 postings),
// then the back office's reconciliation is timed through its HTTP call.
//   npm run bench -- reconcile     (needs a built tree and PostgreSQL at DATABASE_URL)
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import pg from 'pg';

const root = resolve(import.meta.dirname, '..');
const baseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const PORT = Number(process.env.BENCH_PORT ?? 8157);
const PASSWORD = 'bench-pass-2026';

const fill = `
create temp table m as
  select id, row_number() over (order by id) - 1 as n from members where merchant_id = $1 and username like 'bm%';
create temp table acct as select kind, code, id from ledger_accounts where merchant_id = $1 and member_id is null;
-- Deposits: 60 a member, MYR 100.00 each, credited through bank-transfer clearing.
create temp table dep as
  select nextval('deposits_id_seq') as id, nextval('ledger_entries_id_seq') as entry, g,
         (select id from m where n = g % 2000) as member_id,
         now() - (g % 365) * interval '1 day' as at
    from generate_series(0, 119999) g;
insert into ledger_entries (id, merchant_id, kind, idempotency_key, reference, member_id, created_at)
  select entry, $1, 'deposit', 'deposit-' || id, 'deposit:' || id, member_id, at from dep;
insert into deposits (id, merchant_id, member_id, method_id, kind, amount, currency, state, idempotency_key,
                      ledger_entry_id, created_at)
  select id, $1, member_id, $2, 'bank_transfer', 10000, 'MYR', 'credited', 'k' || id, entry, at from dep;
insert into ledger_postings (entry_id, merchant_id, account_id, amount, balance_after, created_at)
  select entry, $1, (select id from acct where kind = 'payment_clearing' and code = 'bank_transfer'), -10000, 0, at from dep
  union all
  select entry, $1, (select id from ledger_accounts where merchant_id = $1 and member_id = dep.member_id), 10000, 0, at
    from dep;
-- Withdrawals: 25 a member, MYR 60.00 each, held then paid in full.
create temp table wd as
  select nextval('withdrawals_id_seq') as id, nextval('ledger_entries_id_seq') as hold, nextval('ledger_entries_id_seq') as payout,
         (select id from m where n = g % 2000) as member_id, now() - (g % 365) * interval '1 day' as at
    from generate_series(0, 49999) g;
insert into ledger_entries (id, merchant_id, kind, idempotency_key, reference, member_id, created_at)
  select hold, $1, 'withdrawal_hold', 'h' || id, 'withdrawal:' || id, member_id, at from wd
  union all
  select payout, $1, 'withdrawal_payout', 'p' || id, 'withdrawal:' || id, member_id, at from wd;
insert into withdrawals (id, merchant_id, member_id, amount, paid_amount, state, bank_name, account_number, account_name,
                         idempotency_key, hold_entry_id, created_at)
  select id, $1, member_id, 6000, 6000, 'paid', 'Maybank', '5140000000', 'Bench', 'w' || id, hold, at from wd;
insert into withdrawal_payments (merchant_id, withdrawal_id, amount, operator_id, ledger_entry_id, idempotency_key, created_at)
  select $1, id, 6000, $3, payout, 'p' || id, at from wd;
insert into ledger_postings (entry_id, merchant_id, account_id, amount, balance_after, created_at)
  select hold, $1, (select id from ledger_accounts where merchant_id = $1 and member_id = wd.member_id), -6000, 0, at from wd
  union all select hold, $1, (select id from acct where kind = 'withdrawal_hold'), 6000, 0, at from wd
  union all select payout, $1, (select id from acct where kind = 'withdrawal_hold'), -6000, 0, at from wd
  union all select payout, $1, (select id from acct where kind = 'payment_clearing' and code = ''), 6000, 0, at from wd;
-- Transfers: 10 a member, MYR 25.00 each, to the next member.
create temp table tr as
  select nextval('upline_transfers_id_seq') as id, nextval('ledger_entries_id_seq') as entry,
         (select id from m where n = g % 2000) as member_id, (select id from m where n = (g + 1) % 2000) as upline_id,
         now() - (g % 365) * interval '1 day' as at
    from generate_series(0, 19999) g;
insert into ledger_entries (id, merchant_id, kind, idempotency_key, reference, member_id, created_at)
  select entry, $1, 'transfer_upline', 't' || id, 'transfer:' || id, member_id, at from tr;
insert into upline_transfers (id, merchant_id, member_id, upline_id, amount, idempotency_key, ledger_entry_id, created_at)
  select id, $1, member_id, upline_id, 2500, 't' || id, entry, at from tr;
insert into ledger_postings (entry_id, merchant_id, account_id, amount, balance_after, created_at)
  select entry, $1, (select id from ledger_accounts where merchant_id = $1 and member_id = tr.member_id), -2500, 0, at from tr
  union all
  select entry, $1, (select id from ledger_accounts where merchant_id = $1 and member_id = tr.upline_id), 2500, 0, at from tr;
-- Adjustments: 5 a member, MYR 10.00 credits.
create temp table adj as
  select nextval('balance_adjustments_id_seq') as id, nextval('ledger_entries_id_seq') as entry,
         (select id from m where n = g % 2000) as member_id, now() - (g % 365) * interval '1 day' as at
    from generate_series(0, 9999) g;
insert into ledger_entries (id, merchant_id, kind, idempotency_key, reference, member_id, created_at)
  select entry, $1, 'adjustment', 'adjustment:' || id, 'adjustment:' || id, member_id, at from adj;
insert into balance_adjustments (id, merchant_id, member_id, amount, reason, idempotency_key, state, requested_by,
                                 ledger_entry_id, created_at, decided_at)
  select id, $1, member_id, 1000, 'bench', 'a' || id, 'applied', $3, entry, at, at from adj;
insert into ledger_postings (entry_id, merchant_id, account_id, amount, balance_after, created_at)
  select entry, $1, (select id from acct where kind = 'house'), -1000, 0, at from adj
  union all
  select entry, $1, (select id from ledger_accounts where merchant_id = $1 and member_id = adj.member_id), 1000, 0, at
    from adj;
-- Kept balances follow their postings.
update ledger_accounts a set balance = s.total
  from (select account_id, sum(amount) as total from ledger_postings where merchant_id = $1 group by account_id) s
 where a.id = s.account_id;
analyze;`;

export async function reconcileBench() {
  const database = `gemilang_bench_reconcile_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  const env = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATABASE_URL: url.toString(),
    NODE_ENV: 'development',
    DEMO_PASSWORD: PASSWORD,
    JOBS: 'off',
    LOG_LEVEL: 'error',
    RATE_LIMIT_PER_MINUTE: '1000000',
  };
  const server = spawn(process.execPath, [resolve(root, 'apps/server/dist/main.js')], { env, stdio: 'ignore' });
  try {
    for (let i = 0; ; i++) {
      const alive = await fetch(`http://127.0.0.1:${PORT}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (alive) break;
      if (i > 600) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const brand = (await db.query(`SELECT id FROM merchants WHERE code = 'demo'`)).rows[0].id;
    await db.query(`INSERT INTO domains (host, merchant_id) VALUES ('127.0.0.1', $1) ON CONFLICT DO NOTHING`, [brand]);
    await db.query(
      `INSERT INTO members (merchant_id, username, password_hash) SELECT $1, 'bm' || g, 'x' FROM generate_series(1, 2000) g`,
      [brand],
    );
    await db.query(
      `INSERT INTO ledger_accounts (merchant_id, kind, member_id, may_go_negative)
       SELECT $1, 'member_wallet', id, false FROM members WHERE merchant_id = $1 AND username LIKE 'bm%'`,
      [brand],
    );
    for (const [kind, code] of [
      ['house', ''],
      ['payment_clearing', 'bank_transfer'],
      ['payment_clearing', ''],
      ['withdrawal_hold', ''],
    ]) {
      await db.query(
        `INSERT INTO ledger_accounts (merchant_id, kind, code, may_go_negative) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
        [brand, kind, code, kind !== 'withdrawal_hold'],
      );
    }
    const method = (
      await db.query(`SELECT id FROM deposit_methods WHERE merchant_id = $1 AND kind = 'bank_transfer' LIMIT 1`, [
        brand,
      ])
    ).rows[0].id;
    const operator = (await db.query(`SELECT id FROM operators WHERE merchant_id = $1 ORDER BY id LIMIT 1`, [brand]))
      .rows[0].id;
    const filling = Date.now();
    // Parameters are not allowed in a multi-statement query: the three ids are plain numbers.
    await db.query(
      fill.replaceAll('$1', String(brand)).replaceAll('$2', String(method)).replaceAll('$3', String(operator)),
    );
    const counts = (
      await db.query(
        `SELECT (SELECT count(*) FROM ledger_entries)::int AS entries, (SELECT count(*) FROM ledger_postings)::int AS postings`,
      )
    ).rows[0];
    console.log(
      `reconcile: filled ${counts.entries} entries, ${counts.postings} postings in ${((Date.now() - filling) / 1000).toFixed(1)} s`,
    );
    await db.end();

    const session = await fetch(`http://127.0.0.1:${PORT}/admin/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    }).then((r) => r.json());
    const token = session.value.token;
    const times = [];
    let report;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      report = await fetch(`http://127.0.0.1:${PORT}/admin/api/ledger/reconciliation`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      }).then((r) => r.json());
      times.push(performance.now() - started);
    }
    const problems = report.value.checks
      .map((c) => `${c.name} ${c.rowsChecked} rows/${c.problems} problems`)
      .join(', ');
    console.log(`reconcile: full reconciliation ok=${report.value.ok} (${problems})`);
    console.log(
      `reconcile: ${times.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')} (three runs, best ${(Math.min(...times) / 1000).toFixed(2)} s)`,
    );
  } finally {
    server.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 500));
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
}
