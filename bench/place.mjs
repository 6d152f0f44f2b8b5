// Bet placement over HTTP (issue 10): autocannon against the built server on PostgreSQL, `POST /lgw/bets` with a
// fresh idempotency key a request, round-robin over 2,000 funded members (so members' wallet locks do not
// serialise the load), each slip one ticket of lô or đề on an open North draw; beside pgbench's TPC-B-like run
// on the same PostgreSQL in the same run. Prints both rates and their ratio (budget 0.5, aim 1.0), latency,
// the CPU a placement costs the server and the database (and the ceiling that puts on this machine's cores),
// the server's memory before and after, and the full reconciliation of the books after the run (any drift
// fails the bench).
//   npm run bench -- place        (needs a built tree, `pgbench`, and PostgreSQL at DATABASE_URL)
// With BENCH_PLACE_GRANTS=1 every member holds a promotion grant in play (ADR 057), so each placement takes the
// bonus path: the grant read and locked, the split, the turnover counted. Run it alternately with and without to
// compare the CPU a placement costs (issue 28's budget: at most 20 % more with a grant).
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { admin, baseUrl, cpuMsOf, postgresCpu, urlFor, waitForServer } from './bench-kit.mjs';

const root = resolve(import.meta.dirname, '..');
const CONNECTIONS = Number(process.env.BENCH_CLIENTS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const MEMBERS = Number(process.env.BENCH_PLACE_MEMBERS ?? 2000);
const PORT = 8194;
const PASSWORD = 'bench-pass-2026';
const SERVER = resolve(root, process.env.BENCH_SERVER ?? 'apps/server/dist/main.js');
/** Issue 10: placements a second at least half of pgbench's TPC-B-like transactions (aim: as many). */
const BUDGET_RATIO = 0.5;
const WITH_GRANTS = process.env.BENCH_PLACE_GRANTS === '1';

/** pgbench -i -s 8 on a scratch database, then its TPC-B-like script, 8 clients, 2 threads, prepared. */
async function pgbenchTpcb() {
  const database = 'gemilang_bench_pgbench_place';
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${database}`);
  try {
    const url = urlFor(database);
    execFileSync('pgbench', ['-i', '-s', '8', '-q', url], { stdio: 'ignore' });
    const args = ['-c', String(CONNECTIONS), '-j', '2', '-T', String(SECONDS), '-M', 'prepared', url];
    const cpuBefore = postgresCpu();
    const out = execFileSync('pgbench', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const databaseCpuMs = postgresCpu() - cpuBefore;
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
    const latency = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1]);
    const processed = Number(/number of transactions actually processed: (\d+)/.exec(out)?.[1]);
    if (!Number.isFinite(tps)) throw new Error(`pgbench said: ${out}`);
    return { tps, latency, databaseCpuMs: databaseCpuMs / Math.max(processed, 1) };
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}

function rssMb(pid) {
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return (kb / 1024).toFixed(0);
}

/**
 * Members of the demo brand with a session each (as a sign-in makes it: only the token's hash is stored),
 * funded MYR 10,000.00 by applied adjustments, so the books reconcile; and an open North draw an hour from
 * its cut-off, with the liability cap out of the way (the bench measures placement, not the cap's refusals).
 */
async function prepare(db) {
  const brand = (await db.query(`SELECT id FROM merchants WHERE code = 'demo'`)).rows[0].id;
  const operator = (await db.query(`SELECT id FROM operators WHERE merchant_id = $1 ORDER BY id LIMIT 1`, [brand]))
    .rows[0].id;
  const tokens = Array.from({ length: MEMBERS }, () => randomBytes(32).toString('base64url'));
  await db.query(
    `INSERT INTO members (merchant_id, username, password_hash) SELECT $1, 'bp' || g, 'x' FROM generate_series(1, $2::int) g`,
    [brand, MEMBERS],
  );
  await db.query(
    `INSERT INTO member_sessions (merchant_id, member_id, token_hash, expires_at)
     SELECT $1, m.id, t.hash, now() + interval '1 hour'
       FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM members WHERE merchant_id = $1 AND username LIKE 'bp%') m
       JOIN unnest($2::bytea[]) WITH ORDINALITY AS t(hash, n) ON t.n = m.n`,
    [brand, tokens.map((token) => createHash('sha256').update(token).digest())],
  );
  await db.query(
    `INSERT INTO ledger_accounts (merchant_id, kind, member_id, may_go_negative)
     SELECT $1, 'member_wallet', id, false FROM members WHERE merchant_id = $1 AND username LIKE 'bp%'`,
    [brand],
  );
  await db.query(
    `INSERT INTO ledger_accounts (merchant_id, kind, may_go_negative) VALUES ($1, 'house', true) ON CONFLICT DO NOTHING`,
    [brand],
  );
  const fund = `
    CREATE TEMP TABLE adj AS
      SELECT nextval('balance_adjustments_id_seq') AS id, nextval('ledger_entries_id_seq') AS entry, m.id AS member_id,
             a.id AS account
        FROM members m JOIN ledger_accounts a ON a.member_id = m.id
       WHERE m.merchant_id = $brand AND m.username LIKE 'bp%';
    INSERT INTO ledger_entries (id, merchant_id, kind, idempotency_key, reference, member_id)
      SELECT entry, $brand, 'adjustment', 'adjustment:' || id, 'adjustment:' || id, member_id FROM adj;
    INSERT INTO balance_adjustments (id, merchant_id, member_id, amount, reason, idempotency_key, state, requested_by,
                                     ledger_entry_id, decided_at)
      SELECT id, $brand, member_id, 1000000, 'bench', 'a' || id, 'applied', $operator, entry, now() FROM adj;
    INSERT INTO ledger_postings (entry_id, merchant_id, account_id, amount, balance_after)
      SELECT entry, $brand, (SELECT id FROM ledger_accounts WHERE merchant_id = $brand AND kind = 'house' AND code = ''),
             -1000000, 0 FROM adj
      UNION ALL SELECT entry, $brand, account, 1000000, 1000000 FROM adj;
    UPDATE ledger_accounts a SET balance = s.total
      FROM (SELECT account_id, sum(amount) AS total FROM ledger_postings WHERE merchant_id = $brand GROUP BY account_id) s
     WHERE a.id = s.account_id;
    UPDATE lottery_games SET config = jsonb_set(config, '{maxPayoutPerNumber}', to_jsonb('1000000000000000'::text))
     WHERE merchant_id = $brand AND code = 'XSMB';
    ANALYZE;`;
  await db.query(fund.replaceAll('$brand', String(brand)).replaceAll('$operator', String(operator)));
  const drawNumber = '20991231-HN';
  await db.query(
    `INSERT INTO lottery_draws (merchant_id, game_id, draw_number, station, opens_at, cutoff_at, draw_at)
     SELECT $1, id, $2, 'HN', now() - interval '1 hour', now() + interval '1 hour', now() + interval '2 hours'
       FROM lottery_games WHERE merchant_id = $1 AND code = 'XSMB'`,
    [brand, drawNumber],
  );
  return { brand, tokens, drawNumber };
}

/** The run, and every answer's latency (autocannon's summary has p90 and p97.5, not p95). */
function hammer(tokens, drawNumber, latencies) {
  let next = 0;
  const pad2 = (n) => String(n).padStart(2, '0');
  return new Promise((resolvePromise, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${PORT}/lgw/bets`,
        connections: CONNECTIONS,
        duration: SECONDS,
        method: 'POST',
        headers: { host: 'localhost', 'content-type': 'application/json' },
        requests: [
          {
            setupRequest(request) {
              const i = next++;
              const token = tokens[i % tokens.length];
              const number = pad2(Math.floor(Math.random() * 100));
              const ticket =
                i % 3 === 2
                  ? { betType: 'de', selections: [number], stake: '1.00' }
                  : { betType: 'lo2', selections: [number], points: 1 };
              return {
                ...request,
                headers: { ...request.headers, authorization: `Bearer ${token}` },
                body: JSON.stringify({ gameCode: 'XSMB', drawNumber, tickets: [ticket], idempotencyKey: randomUUID() }),
              };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolvePromise(result)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}

/** Database transactions finished so far (a backend publishes its counts within seconds of going idle). */
async function transactions(db, database) {
  await new Promise((r) => setTimeout(r, 11_000));
  const { rows } = await db.query('SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = $1', [
    database,
  ]);
  return Number(rows[0].n);
}

export async function placeBench() {
  console.log(
    `place: autocannon ${CONNECTIONS} connections, ${SECONDS} s, ${MEMBERS} members, PostgreSQL at ${new URL(baseUrl).host}`,
  );
  const pgbench = await pgbenchTpcb();
  console.log(
    `place: pgbench TPC-B-like (scale 8, ${CONNECTIONS} clients, 2 threads, prepared): ${pgbench.tps.toFixed(0)} transactions/s, ` +
      `average latency ${pgbench.latency} ms, database CPU ${pgbench.databaseCpuMs.toFixed(3)} ms a transaction`,
  );

  const database = 'gemilang_bench_place';
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${database}`);
  const server = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: urlFor(database),
      NODE_ENV: 'development',
      DEMO_PASSWORD: PASSWORD,
      // No scheduler: the bench's own draw stays open, and no job competes with the load.
      JOBS: 'off',
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
    const { brand, tokens, drawNumber } = await prepare(db);
    if (WITH_GRANTS) await grantEveryone(db, brand);
    // A first slip warms the server (code paths, the brand's caches) before its memory is read.
    await hammerOnce(tokens[0], drawNumber);
    const rssBefore = rssMb(server.pid);
    const before = await transactions(db, database);
    const latencies = [];
    const serverCpuBefore = cpuMsOf(server.pid);
    const databaseCpuBefore = postgresCpu();
    const result = await hammer(tokens, drawNumber, latencies);
    const serverCpuMs = (cpuMsOf(server.pid) - serverCpuBefore) / Math.max(result.requests.total, 1);
    const databaseCpuMs = (postgresCpu() - databaseCpuBefore) / Math.max(result.requests.total, 1);
    latencies.sort((a, b) => a - b);
    const p95 = latencies[Math.floor(latencies.length * 0.95)] ?? Number.NaN;
    const after = await transactions(db, database);
    const rssAfter = rssMb(server.pid);
    const rate = result.requests.average;
    const refused = result.non2xx + result.errors + result.timeouts;
    const ratio = rate / pgbench.tps;
    const slips = (
      await db.query(
        `SELECT count(*)::int AS slips, (SELECT count(*)::int FROM bets WHERE merchant_id = $1) AS bets
           FROM lottery_slips WHERE merchant_id = $1`,
        [brand],
      )
    ).rows[0];
    console.log(
      `place: POST /lgw/bets ${rate.toFixed(0)} placements/s (${result.requests.total} in ${SECONDS} s, ${refused} not 2xx), ` +
        `p50 ${result.latency.p50} ms, p95 ${p95.toFixed(1)} ms, p99 ${result.latency.p99} ms`,
    );
    console.log(
      `place: ratio placements / pgbench TPC-B: ${ratio.toFixed(2)} (budget ${BUDGET_RATIO}, aim 1.0): ${ratio >= BUDGET_RATIO ? 'MET' : 'NOT MET'}; ` +
        `${((after - before) / Math.max(result.requests.total, 1)).toFixed(2)} database transactions a placement`,
    );
    // What one placement costs in CPU does not drift with the machine's load as rates do; with the cores it
    // gives the most placements a second this machine could serve if nothing else ran (the load generator
    // runs here too, so the real rate is lower).
    const ceiling = (cpus().length * 1000) / (serverCpuMs + databaseCpuMs);
    console.log(
      `place${WITH_GRANTS ? ' (every member with a grant in play)' : ''}: CPU a placement: server ${serverCpuMs.toFixed(2)} ms, database ${databaseCpuMs.toFixed(2)} ms ` +
        `(pgbench: database ${pgbench.databaseCpuMs.toFixed(3)} ms a transaction); ` +
        `on ${cpus().length} cores at most ${ceiling.toFixed(0)} placements/s`,
    );
    console.log(`place: server memory (RSS) ${rssBefore} MB before, ${rssAfter} MB after`);

    const session = await fetch(`http://127.0.0.1:${PORT}/admin/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'localhost' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    }).then((r) => r.json());
    const report = await fetch(`http://127.0.0.1:${PORT}/admin/api/ledger/reconciliation`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.value.token}`, host: 'localhost' },
    }).then((r) => r.json());
    const problems = report.value.checks
      .map((c) => `${c.name} ${c.rowsChecked} rows/${c.problems} problems`)
      .join(', ');
    const placed = result['2xx'] + 1;
    console.log(
      `place: after the run ${slips.slips} slips (${placed} answered 2xx), ${slips.bets} bets; reconciliation ok=${report.value.ok} (${problems})`,
    );
    // Placements still in flight when autocannon stops are answered after it counted: at most one a connection.
    if (!report.value.ok || slips.slips < placed || slips.slips > placed + CONNECTIONS) {
      console.log('place: FAILED: the books drifted or the slips do not match the placements answered');
      process.exitCode = 1;
    }
    if (refused > 0) {
      console.log('place: some placements were not answered 2xx: the figures do not measure placement alone');
      process.exitCode = 1;
    }
  } finally {
    await db.end().catch(() => {});
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}

/**
 * A grant in play for every bench member, made as issueGrant makes one: a published offer (turnover far out of
 * reach, so no placement completes it), a grant row with its terms, its own bonus account, and the bonus_grant
 * entry moving MYR 1,000.00 from the promotion budget to it; the books reconcile.
 */
async function grantEveryone(db, brand) {
  const terms = {
    turnoverMultiple: 50,
    turnoverOf: 'bonus',
    contributions: [{ product: 'lottery', percent: 100 }],
    defaultPercent: 100,
    maxBet: null,
    maxConversionMultiple: null,
    lifeDays: 30,
  };
  const title = { ms: 'Bench', en: 'Bench', zh: 'Bench' };
  const grantTerms = { ...terms, title, offerVersion: 1, onlyGame: null };
  const sql = `
    INSERT INTO ledger_accounts (merchant_id, kind, code, may_go_negative) VALUES ($brand, 'promotion_budget', '', true)
      ON CONFLICT DO NOTHING;
    WITH offer AS (
      INSERT INTO promotion_offers (merchant_id, code, kind, category, state, title, summary, rules, art, reward, terms,
                                    starts_at, granted_total)
      VALUES ($brand, 'BENCH', 'fixed_credit', 'newbie', 'published', '${JSON.stringify(title)}', '${JSON.stringify(title)}',
              '${JSON.stringify(title)}', '{"ms":"/banners/promotions/welcome.svg","en":"/banners/promotions/welcome.svg","zh":"/banners/promotions/welcome.svg"}',
              '{"kind":"fixed_credit","amount":100000}', '${JSON.stringify(terms)}', now() - interval '1 day',
              100000 * (SELECT count(*) FROM members WHERE merchant_id = $brand AND username LIKE 'bp%'))
      RETURNING id)
    INSERT INTO promotion_grants (merchant_id, member_id, offer_id, source_ref, state, amount, terms, turnover_needed,
                                  expires_at, activated_at)
      SELECT $brand, m.id, offer.id, 'claim', 'active', 100000, '${JSON.stringify(grantTerms)}', 5000000,
             now() + interval '30 days', now()
        FROM members m, offer WHERE m.merchant_id = $brand AND m.username LIKE 'bp%';
    INSERT INTO ledger_accounts (merchant_id, kind, code, may_go_negative)
      SELECT $brand, 'bonus', 'grant:' || id, false FROM promotion_grants WHERE merchant_id = $brand;
    UPDATE promotion_grants g SET account_id = a.id
      FROM ledger_accounts a WHERE a.merchant_id = $brand AND a.kind = 'bonus' AND a.code = 'grant:' || g.id;
    CREATE TEMP TABLE bonus_grants AS
      SELECT g.id, g.member_id, g.account_id, nextval('ledger_entries_id_seq') AS entry
        FROM promotion_grants g WHERE g.merchant_id = $brand;
    INSERT INTO ledger_entries (id, merchant_id, kind, idempotency_key, reference, member_id, memo)
      SELECT entry, $brand, 'bonus_grant', 'grant:' || id, 'grant:' || id, member_id, 'BENCH' FROM bonus_grants;
    INSERT INTO ledger_postings (entry_id, merchant_id, account_id, amount, balance_after)
      SELECT entry, $brand, (SELECT id FROM ledger_accounts WHERE merchant_id = $brand AND kind = 'promotion_budget'
                               AND code = '' AND member_id IS NULL), -100000, 0 FROM bonus_grants
      UNION ALL SELECT entry, $brand, account_id, 100000, 100000 FROM bonus_grants;
    UPDATE ledger_accounts a SET balance = s.total
      FROM (SELECT account_id, sum(amount) AS total FROM ledger_postings WHERE merchant_id = $brand GROUP BY account_id) s
     WHERE a.id = s.account_id;
    INSERT INTO promotion_grant_events (grant_id, kind, amount) SELECT id, 'issued', 100000 FROM bonus_grants;
    ANALYZE;`;
  await db.query(sql.replaceAll('$brand', String(brand)));
}

async function hammerOnce(token, drawNumber) {
  const res = await fetch(`http://127.0.0.1:${PORT}/lgw/bets`, {
    method: 'POST',
    headers: { host: 'localhost', 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      gameCode: 'XSMB',
      drawNumber,
      tickets: [{ betType: 'lo2', selections: ['27'], points: 1 }],
      idempotencyKey: randomUUID(),
    }),
  });
  const body = await res.json();
  if (!body.success) throw new Error(`the first placement was refused: ${JSON.stringify(body)}`);
}
