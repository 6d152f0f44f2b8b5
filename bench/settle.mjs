// Settling one big draw (issue 10, ADR 028): a fresh PostgreSQL database is migrated and given a brand, SQL
// (generate_series) adds 20,000 funded members and 1,000,000 bets on one Vietnamese North draw, 10 bets a slip,
// each slip paid by its own stake entry, over the bet types of the games package (lô, đề, càng, đầu/đuôi, xiên:
// key-based and set-based); then the draw gets a result and `settleDraw` runs on it, timed; then the full
// reconciliation runs and any drift fails the bench. pgbench -S runs on the same PostgreSQL for comparison.
//   npm run bench -- settle        (needs `pgbench` and PostgreSQL at DATABASE_URL)
//   BENCH_SETTLE_BETS=200000 BENCH_SETTLE_MEMBERS=5000 npm run bench -- settle     (smaller)
//   BENCH_SETTLE_POINTS=0 npm run bench -- settle      (a brand without a points mall: no points earned)
import { resolve } from 'node:path';
import pg from 'pg';
import { bundleServer, createBenchBrand } from './bench-kit.mjs';

// As the server does (db/connection.ts): int8 is money and ids, never a float.
pg.types.setTypeParser(20, (v) => BigInt(v));

import { pgbenchSelectOnly } from './api.mjs';

const root = resolve(import.meta.dirname, '..');
const baseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const BETS = Number(process.env.BENCH_SETTLE_BETS ?? 1_000_000);
const MEMBERS = Number(process.env.BENCH_SETTLE_MEMBERS ?? 20_000);
const BETS_PER_SLIP = 10;
/** Whether the brand runs a points mall (ADR 064): its members' valid bets then earn points in the settlement. */
const POINTS = (process.env.BENCH_SETTLE_POINTS ?? '1') !== '0';
/** Issue 10: one million bets of a draw settled within 10 s (aim 5 s). */
const BUDGET_SECONDS = 10;

/** The server's own settlement, reconciliation and games package, so the bench calls `settleDraw` itself. */
function serverModules() {
  return bundleServer(
    'settle-entry',
    `export { Kysely, PostgresDialect } from 'kysely';
     export { migrate } from './src/db/migrate';
     export { createMerchant } from './src/modules/system/create-merchant';
     export { loadConfig } from './src/config';
     export { lotteryGame } from './src/modules/lottery/lottery-game';
     export { settleDraw } from './src/modules/lottery/settle-draw';
     export { reconcileBooks } from './src/modules/reconciliation/reconcile-books';
     export { quoteTicket, VN_TIER_SHAPES } from '@gemilang/games';`,
  );
}

function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pad = (n, width) => String(n).padStart(width, '0');

/** Single bets as placement prices them: a few hundred tickets of the North's bet types, quoted by the games package. */
function betTemplates(m, game, random) {
  const num = (digits) => pad(Math.floor(random() * 10 ** digits), digits);
  const distinct = (count) => {
    const picked = new Set();
    while (picked.size < count) picked.add(num(2));
    return [...picked];
  };
  const tickets = [];
  for (let i = 0; i < 60; i++) tickets.push({ betType: 'lo2', selections: [num(2)], points: 1 + (i % 5) });
  for (let i = 0; i < 15; i++) tickets.push({ betType: 'lo3', selections: [num(3)], points: 1 });
  for (let i = 0; i < 5; i++) tickets.push({ betType: 'lo4', selections: [num(4)], points: 1 });
  for (let i = 0; i < 40; i++)
    tickets.push({ betType: 'de', selections: [num(2)], stake: 1000n + BigInt(i % 4) * 500n });
  for (let i = 0; i < 10; i++) tickets.push({ betType: 'de_dau', selections: [num(2)], stake: 1000n });
  for (let i = 0; i < 10; i++) tickets.push({ betType: 'cang3', selections: [num(3)], stake: 1000n });
  for (let i = 0; i < 5; i++) tickets.push({ betType: 'cang4', selections: [num(4)], stake: 1000n });
  for (let i = 0; i < 10; i++) tickets.push({ betType: i % 2 ? 'dau' : 'duoi', selections: [`${i}`], stake: 1000n });
  for (let i = 0; i < 20; i++) tickets.push({ betType: 'xien2', selections: distinct(2), stake: 1000n });
  for (let i = 0; i < 10; i++) tickets.push({ betType: 'xien3', selections: distinct(3), stake: 1000n });
  for (let i = 0; i < 5; i++) tickets.push({ betType: 'xien4', selections: distinct(4), stake: 1000n });
  const bets = [];
  const refused = new Set();
  for (const ticket of tickets) {
    const quote = m.quoteTicket({ game: game.kind, ...ticket }, game.config);
    if (!quote.ok) {
      refused.add(`${ticket.betType} (${quote.errors[0]?.code})`);
      continue;
    }
    bets.push(...quote.bets);
  }
  if (refused.size > 0) console.log(`settle: templates the brand refused: ${[...refused].join(', ')}`);
  const types = new Set(bets.map((b) => b.betType));
  if (types.size < 6) throw new Error(`too few bet types quoted: ${[...types].join(', ')}`);
  return bets;
}

function northResult(m, random) {
  const prizes = {};
  for (const shape of m.VN_TIER_SHAPES.north) {
    prizes[shape.tier] = Array.from({ length: shape.count }, () =>
      pad(Math.floor(random() * 10 ** shape.digits), shape.digits),
    );
  }
  return { region: 'north', prizes };
}

/** Members, their funding (applied adjustments), slips with their stake entries, bets; kept balances from postings. */
async function seed(client, brand, drawId, templates) {
  // The operator the funding adjustments name.
  const operator = (
    await client.query(
      `INSERT INTO operators (merchant_id, username, role, password_hash) VALUES ($1, 'bench', 'admin', 'x') RETURNING id`,
      [brand],
    )
  ).rows[0].id;
  await client.query(
    `CREATE TEMP TABLE tpl AS SELECT (n - 1)::int AS n, bet_type, bet_key, numbers, stake, odds, points, win_per_hit
       FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[], $5::int[], $6::int[], $7::bigint[])
            WITH ORDINALITY AS t(bet_type, bet_key, numbers, stake, odds, points, win_per_hit, n)`,
    [
      templates.map((b) => b.betType),
      templates.map((b) => b.key),
      templates.map((b) => (b.numbers ? `{${b.numbers.join(',')}}` : null)),
      templates.map((b) => `${b.stake}`),
      templates.map((b) => b.odds ?? null),
      templates.map((b) => b.points ?? null),
      templates.map((b) => `${b.winPerHit}`),
    ],
  );
  await client.query(`ALTER TABLE tpl ALTER COLUMN numbers TYPE text[] USING numbers::text[]`);
  const slips = Math.ceil(BETS / BETS_PER_SLIP);
  const script = `
    INSERT INTO members (merchant_id, username, password_hash)
      SELECT $brand, 'bs' || g, 'x' FROM generate_series(1, ${MEMBERS}) g;
    CREATE TEMP TABLE m AS
      SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS n FROM members WHERE merchant_id = $brand AND username LIKE 'bs%';
    INSERT INTO ledger_accounts (merchant_id, kind, member_id, may_go_negative) SELECT $brand, 'member_wallet', id, false FROM m;
    CREATE TEMP TABLE w AS SELECT m.n, m.id AS member_id, a.id AS account FROM m JOIN ledger_accounts a ON a.member_id = m.id;
    INSERT INTO ledger_accounts (merchant_id, kind, may_go_negative) VALUES ($brand, 'house', true) ON CONFLICT DO NOTHING;
    -- Stakes sit in the member's stripe of bets in play (member id mod 16), as placement puts them.
    INSERT INTO ledger_accounts (merchant_id, kind, code, may_go_negative)
      SELECT $brand, 'bets_in_play', g::text, false FROM generate_series(0, 15) g ON CONFLICT DO NOTHING;
    CREATE TEMP TABLE acct AS SELECT kind, code, id FROM ledger_accounts WHERE merchant_id = $brand AND member_id IS NULL;
    -- Funding: MYR 100,000.00 each from the house, as applied adjustments.
    CREATE TEMP TABLE adj AS
      SELECT nextval('balance_adjustments_id_seq') AS id, nextval('ledger_entries_id_seq') AS entry, member_id, account FROM w;
    INSERT INTO ledger_entries (id, merchant_id, kind, idempotency_key, reference, member_id)
      SELECT entry, $brand, 'adjustment', 'adjustment:' || id, 'adjustment:' || id, member_id FROM adj;
    INSERT INTO balance_adjustments (id, merchant_id, member_id, amount, reason, idempotency_key, state, requested_by,
                                     ledger_entry_id, decided_at)
      SELECT id, $brand, member_id, 10000000, 'bench', 'a' || id, 'applied', $operator, entry, now() FROM adj;
    INSERT INTO ledger_postings (entry_id, merchant_id, account_id, amount, balance_after)
      SELECT entry, $brand, (SELECT id FROM acct WHERE kind = 'house' AND code = ''), -10000000, 0 FROM adj
      UNION ALL SELECT entry, $brand, account, 10000000, 10000000 FROM adj;
    -- Slips: ${BETS_PER_SLIP} bets each, members in turn; bets take the templates in turn.
    CREATE TEMP TABLE sb AS
      SELECT g, g / ${BETS_PER_SLIP} AS s, g % (SELECT count(*) FROM tpl) AS t FROM generate_series(0, ${BETS - 1}) g;
    CREATE TEMP TABLE sl AS
      SELECT s, nextval('lottery_slips_id_seq') AS id, nextval('ledger_entries_id_seq') AS entry, w.member_id, w.account,
             sum(tpl.stake)::bigint AS total, sum(tpl.win_per_hit)::bigint AS win
        FROM sb JOIN tpl ON tpl.n = sb.t JOIN w ON w.n = sb.s % ${MEMBERS}
       GROUP BY s, w.member_id, w.account;
    INSERT INTO ledger_entries (id, merchant_id, kind, idempotency_key, reference, member_id, memo)
      SELECT entry, $brand, 'bet_stake', member_id || ':bench-' || s, 'bet_slip:' || id, member_id, 'XSMB bench' FROM sl;
    INSERT INTO lottery_slips (id, merchant_id, member_id, draw_id, idempotency_key, request_hash, total_stake,
                               potential_win, stake_entry_id)
      SELECT id, $brand, member_id, $draw, 'bench-' || s, md5(s::text), total, win, entry FROM sl;
    INSERT INTO ledger_postings (entry_id, merchant_id, account_id, amount, balance_after)
      SELECT entry, $brand, account, -total, 0 FROM sl
      UNION ALL SELECT entry, $brand, (SELECT id FROM acct WHERE kind = 'bets_in_play' AND code = (member_id % 16)::text),
                       total, 0 FROM sl;
    INSERT INTO bets (merchant_id, member_id, product, game_code, draw_id, slip_id, bet_type, bet_key, numbers, stake,
                      odds, points, win_per_hit, potential_win, stake_entry_id)
      SELECT $brand, sl.member_id, 'lottery', 'XSMB', $draw, sl.id, tpl.bet_type, tpl.bet_key, tpl.numbers, tpl.stake,
             tpl.odds, tpl.points, tpl.win_per_hit, tpl.win_per_hit, sl.entry
        FROM sb JOIN tpl ON tpl.n = sb.t JOIN sl ON sl.s = sb.s;
    UPDATE ledger_accounts a SET balance = s.total
      FROM (SELECT account_id, sum(amount) AS total FROM ledger_postings WHERE merchant_id = $brand GROUP BY account_id) s
     WHERE a.id = s.account_id;
    ANALYZE;`;
  await client.query(
    script
      .replaceAll('$brand', String(brand))
      .replaceAll('$draw', String(drawId))
      .replaceAll('$operator', String(operator)),
  );
  return slips;
}

export async function settleBench() {
  const database = `gemilang_bench_settle`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  const m = await serverModules();
  // The server's own pool setup (bigint ids and money) with an error listener: dropping the database at the
  // end ends its idle connections.
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  pool.on('error', () => {});
  const handle = { db: new m.Kysely({ dialect: new m.PostgresDialect({ pool }) }), kind: 'postgres' };
  handle.close = () => handle.db.destroy();
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    await m.migrate(handle, resolve(root, 'apps/server/src/db/migrations'));
    const brand = await createBenchBrand(m, handle.db);
    const game = await m.lotteryGame(handle.db, brand, 'XSMB');
    const random = rng(20261124);
    const templates = betTemplates(m, game, random);
    await client.connect();
    const draw = (
      await client.query(
        `INSERT INTO lottery_draws (merchant_id, game_id, draw_number, station, opens_at, cutoff_at, draw_at, status)
         VALUES ($1, $2, '20991231-HN', 'HN', now() - interval '1 day', now() - interval '1 hour', now(), 'closed')
         RETURNING id`,
        [brand, game.id],
      )
    ).rows[0].id;
    const seeding = performance.now();
    if (POINTS) {
      // 1 point per MYR 10.00 of valid lottery bets, as the demo brand has it.
      await client.query(
        `INSERT INTO point_settings (merchant_id, enabled, rates) VALUES ($1, true, '{"LOTT": {"unit": "1000", "ratio": "100"}}')`,
        [brand],
      );
    }
    await seed(client, brand, draw, templates);
    await client.query(`UPDATE lottery_draws SET status = 'drawn', drawn_at = now(), result = $2 WHERE id = $1`, [
      draw,
      JSON.stringify(northResult(m, random)),
    ]);
    const counted = (
      await client.query(
        `SELECT count(*)::int AS bets, count(DISTINCT member_id)::int AS members, count(DISTINCT bet_type)::int AS types
           FROM bets WHERE draw_id = $1`,
        [draw],
      )
    ).rows[0];
    console.log(
      `settle: seeded ${counted.bets} bets of ${counted.members} members over ${counted.types} bet types ` +
        `(${templates.length} distinct tickets) on one draw in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );

    const deps = { db: handle.db };
    const started = performance.now();
    const outcome = await m.settleDraw(deps, BigInt(draw));
    const seconds = (performance.now() - started) / 1000;
    const after = (
      await client.query(
        `SELECT (SELECT status FROM lottery_draws WHERE id = $1) AS status,
                (SELECT count(*)::int FROM bets WHERE draw_id = $1 AND status = 'pending') AS pending,
                (SELECT count(*)::int FROM bets WHERE draw_id = $1 AND status = 'won') AS won,
                (SELECT coalesce(sum(payout), 0)::text FROM bets WHERE draw_id = $1) AS paid`,
        [draw],
      )
    ).rows[0];
    console.log(
      `settle${POINTS ? ' (with points)' : ''}: ${outcome.betsSettled} bets, ${outcome.entriesPosted} members (entries) settled in ${seconds.toFixed(2)} s, ` +
        `${Math.round(outcome.betsSettled / seconds)} bets/s (budget ${BUDGET_SECONDS} s, aim 5 s): ` +
        `${seconds <= BUDGET_SECONDS ? 'MET' : 'NOT MET'}; ${after.won} won, ${after.paid} minor units paid, draw ${after.status}`,
    );
    const rerun = await m.settleDraw(deps, BigInt(draw));
    const reconciling = performance.now();
    const books = await m.reconcileBooks(handle.db, brand);
    const problems = books.checks.map((c) => `${c.name} ${c.rowsChecked} rows/${c.problems} problems`).join(', ');
    console.log(
      `settle: reconciliation ok=${books.ok} in ${((performance.now() - reconciling) / 1000).toFixed(1)} s ` +
        `(ledger ok=${books.ledger.ok}, ${books.ledger.entriesChecked} entries; ${problems})`,
    );
    const failures = [];
    if (!books.ok)
      failures.push(
        `the books drifted: ${JSON.stringify(books, (_, v) => (typeof v === 'bigint' ? `${v}` : v)).slice(0, 2000)}`,
      );
    if (after.pending !== 0 || after.status !== 'settled')
      failures.push(`draw ${after.status} with ${after.pending} bets pending`);
    if (outcome.betsSettled !== counted.bets || outcome.entriesPosted !== counted.members)
      failures.push('not every bet settled');
    if (rerun.betsSettled !== 0 || rerun.entriesPosted !== 0) failures.push('a rerun settled something again');
    if (failures.length > 0) {
      for (const f of failures) console.log(`settle: FAILED: ${f}`);
      process.exitCode = 1;
    }
  } finally {
    await client.end().catch(() => {});
    await handle.close();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
  const pgbench = await pgbenchSelectOnly();
  console.log(
    `settle: pgbench -S on the same PostgreSQL (scale 8, 8 clients, prepared): ${pgbench.tps.toFixed(0)} transactions/s, ` +
      `average latency ${pgbench.latency} ms`,
  );
}
