// One rebate period at scale (issue 29, ADR 060): a fresh PostgreSQL database is migrated and given a brand; SQL
// (generate_series) adds 100,000 members spread over VIP levels 0-5, a daily rebate schedule with rates for every
// level and product, and 1,000,000 bets settled yesterday in the brand's zone over the lotteries and the house's
// games (about one in twenty void, one in ten partly paid by a bonus); then the job's own `computeRebates` computes
// that day, timed, and records every member's reward in one statement. A second run must find the period taken and
// record nothing; the rewards' total must be what the bets and rates say. pgbench -S runs on the same PostgreSQL for
// comparison.
//   npm run bench -- rebates        (needs `pgbench` and PostgreSQL at DATABASE_URL)
//   BENCH_REBATE_BETS=200000 BENCH_REBATE_MEMBERS=20000 npm run bench -- rebates     (smaller)
import { resolve } from 'node:path';
import pg from 'pg';
import { pgbenchSelectOnly } from './api.mjs';
import { admin, bundleServer, createBenchBrand, urlFor } from './bench-kit.mjs';

// As the server does (db/connection.ts): int8 is money and ids, never a float.
pg.types.setTypeParser(20, (v) => BigInt(v));

const root = resolve(import.meta.dirname, '..');
const BETS = Number(process.env.BENCH_REBATE_BETS ?? 1_000_000);
const MEMBERS = Number(process.env.BENCH_REBATE_MEMBERS ?? 100_000);
/** Issue 29: each period's rebate over 100,000 members and 1,000,000 bets within 10 s on PostgreSQL. */
const BUDGET_SECONDS = 10;

function serverModules() {
  return bundleServer(
    'rebates-entry',
    `export { Kysely, PostgresDialect } from 'kysely';
     export { migrate } from './src/db/migrate';
     export { createMerchant } from './src/modules/system/create-merchant';
     export { loadConfig } from './src/config';
     export { computeRebates } from './src/modules/rebates/compute-rebates';
     export { completedRebatePeriods } from './src/modules/rebates/rebate-periods';`,
  );
}

/** Members over levels 0-5, the schedule and its rates, the bets of yesterday (brand time); statistics fresh. */
async function seed(client, brand) {
  await client.query(
    `INSERT INTO members (merchant_id, username, password_hash, vip_level)
     SELECT $1, 'rb' || g, 'x', (CASE WHEN g % 100 < 60 THEN 0 WHEN g % 100 < 80 THEN 1 WHEN g % 100 < 90 THEN 2
                                      WHEN g % 100 < 96 THEN 3 WHEN g % 100 < 99 THEN 4 ELSE 5 END)
       FROM generate_series(1, $2) g`,
    [brand, MEMBERS],
  );
  await client.query(
    `INSERT INTO rebate_schedules (merchant_id, period, since) VALUES ($1, 'daily', now() - interval '7 days')`,
    [brand],
  );
  // 0.30 % at level 0 rising by 0.10 % a level; the lotteries at half.
  await client.query(
    `INSERT INTO rebate_rates (merchant_id, period, vip_level, product, rate_bp)
     SELECT $1, 'daily', l, p, (30 + 10 * l) / (CASE WHEN p IN ('LOTT', 'ELOTT') THEN 2 ELSE 1 END)
       FROM generate_series(0, 5) l,
            unnest(array['LOTT', 'ELOTT', 'RNG', 'LIVE', 'SPORTS', 'ESPORTS', 'FISH', 'PVP']) p`,
    [brand],
  );
  // Every bet: a member in turn (scattered), a product and game in turn, a stake of 1.00 to 100.00, settled at a
  // minute of yesterday in the brand's zone; every 20th void, every 10th partly paid by a bonus, half won.
  await client.query(
    `CREATE TEMP TABLE rm AS
       SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS n FROM members WHERE merchant_id = $1`,
    [brand],
  );
  await client.query(
    `CREATE TEMP TABLE rg AS
       SELECT code, (row_number() OVER (ORDER BY code) - 1)::int AS n FROM games WHERE merchant_id = $1`,
    [brand],
  );
  await client.query(
    `WITH day AS (SELECT (date_trunc('day', now() AT TIME ZONE m.time_zone) - interval '1 day') AS local, m.time_zone
                    FROM merchants m WHERE m.id = $1)
     INSERT INTO bets (merchant_id, member_id, product, game_code, round_ref, bet_type, bet_key, stake, bonus_stake,
                       win_per_hit, potential_win, status, payout, placed_at, settled_at)
     SELECT $1, rm.id, x.product, x.code, 'rb-' || g, 'bet', '', s.stake,
            CASE WHEN g % 10 = 3 THEN s.stake / 2 ELSE 0 END, 0, s.stake * 2,
            CASE WHEN g % 20 = 7 THEN 'void' WHEN g % 2 = 0 THEN 'won' ELSE 'lost' END,
            CASE WHEN g % 20 = 7 THEN s.stake WHEN g % 2 = 0 THEN s.stake * 2 ELSE 0 END,
            s.at - interval '10 seconds', s.at
       FROM generate_series(0, $2 - 1) g
       JOIN rm ON rm.n = (g::bigint * 7919) % (SELECT count(*) FROM rm)
      CROSS JOIN day
      CROSS JOIN LATERAL (SELECT (100 + (g * 37) % 9901)::bigint AS stake,
                                 ((day.local + (g % 1440) * interval '1 minute') AT TIME ZONE day.time_zone) AS at) s
      CROSS JOIN LATERAL (SELECT CASE g % 4 WHEN 0 THEN 'lottery' WHEN 1 THEN 'elott' ELSE 'game' END AS product) p
      CROSS JOIN LATERAL (SELECT p.product,
                                 CASE p.product WHEN 'lottery' THEN 'XSMB' WHEN 'elott' THEN 'K31'
                                   ELSE (SELECT code FROM rg WHERE rg.n = g % (SELECT count(*) FROM rg)) END AS code) x`,
    [brand, BETS],
  );
  await client.query('ANALYZE');
}

/** What the rewards must come to, from the bets and rates by a different route (per bet, in the database). */
async function expectedTotal(client, brand, span) {
  const { rows } = await client.query(
    `WITH lines AS (
       SELECT b.member_id, CASE b.product WHEN 'lottery' THEN 'LOTT' WHEN 'elott' THEN 'ELOTT' ELSE g.category END AS product,
              sum(b.stake - b.bonus_stake) AS base
         FROM bets b
         JOIN members m ON m.id = b.member_id
         LEFT JOIN (SELECT DISTINCT ON (code) code, category FROM games WHERE merchant_id = $1 ORDER BY code, id) g
                ON g.code = b.game_code
        WHERE b.merchant_id = $1 AND b.status IN ('won', 'lost') AND b.settled_at >= $2 AND b.settled_at < $3
        GROUP BY 1, 2)
     SELECT count(DISTINCT l.member_id)::int AS members, coalesce(sum(floor(l.base * r.rate_bp / 10000)), 0)::bigint AS total
       FROM lines l JOIN members m ON m.id = l.member_id
       JOIN rebate_rates r ON r.merchant_id = $1 AND r.period = 'daily' AND r.vip_level = m.vip_level AND r.product = l.product`,
    [brand, span.start, span.end],
  );
  return rows[0];
}

export async function rebatesBench() {
  const database = 'gemilang_bench_rebates';
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${database}`);
  const m = await serverModules();
  const pool = new pg.Pool({ connectionString: urlFor(database), max: 4 });
  // Dropping the database at the end ends the pool's idle connections.
  pool.on('error', () => {});
  const handle = { db: new m.Kysely({ dialect: new m.PostgresDialect({ pool }) }), kind: 'postgres' };
  const client = new pg.Client({ connectionString: urlFor(database) });
  const failures = [];
  try {
    await m.migrate(handle, resolve(root, 'apps/server/src/db/migrations'));
    const brand = await createBenchBrand(m, handle.db);
    await client.connect();
    const seeding = performance.now();
    await seed(client, brand);
    const shape = (
      await client.query(
        `SELECT (SELECT count(*)::int FROM members WHERE merchant_id = $1) AS members,
                (SELECT count(*)::int FROM bets WHERE merchant_id = $1) AS bets,
                (SELECT count(DISTINCT member_id)::int FROM bets WHERE merchant_id = $1) AS bettors`,
        [brand],
      )
    ).rows[0];
    console.log(
      `rebates: seeded ${shape.members} members and ${shape.bets} bets of ${shape.bettors} members in ` +
        `${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const timeZone = (await client.query('SELECT time_zone FROM merchants WHERE id = $1', [brand])).rows[0].time_zone;
    const now = new Date();
    const periods = await m.completedRebatePeriods(handle.db, 'daily', timeZone, now);
    const span = periods.at(-1);
    const compute = () =>
      handle.db
        .transaction()
        .execute((trx) => m.computeRebates(trx, { merchantId: brand, period: 'daily', span, cap: null, now }));

    const started = performance.now();
    const first = await compute();
    const seconds = (performance.now() - started) / 1000;
    const againStarted = performance.now();
    const again = await compute();
    const againMs = performance.now() - againStarted;

    const stored = (
      await client.query(
        `SELECT count(*)::int AS rewards, coalesce(sum(amount), 0)::bigint AS amount
           FROM rewards WHERE merchant_id = $1 AND program = 'rebate' AND source_ref = $2`,
        [brand, `daily:${span.day}`],
      )
    ).rows[0];
    const expected = await expectedTotal(client, brand, span);
    console.log(
      `rebates: one day (${span.day}) over ${shape.bets} bets: ${first.rewards} members rewarded, ` +
        `${first.amount} minor units, computed and recorded in ${seconds.toFixed(2)} s ` +
        `(budget ${BUDGET_SECONDS} s): ${seconds <= BUDGET_SECONDS ? 'MET' : 'NOT MET'}; ` +
        `the same period again: ${again.claimed ? 'computed AGAIN' : 'already taken'} in ${againMs.toFixed(0)} ms`,
    );
    if (!first.claimed) failures.push('the first run did not claim the period');
    if (again.claimed) failures.push('the second run claimed the period again');
    if (stored.rewards !== first.rewards || stored.amount !== first.amount)
      failures.push(
        `stored ${stored.rewards} rewards of ${stored.amount}, the run said ${first.rewards} of ${first.amount}`,
      );
    if (stored.rewards !== expected.members || stored.amount !== expected.total)
      failures.push(
        `rewards ${stored.rewards} of ${stored.amount}, the bets say ${expected.members} of ${expected.total}`,
      );
    if (seconds > BUDGET_SECONDS) failures.push(`over the budget: ${seconds.toFixed(2)} s`);
  } finally {
    await client.end().catch(() => {});
    await handle.db.destroy();
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
  for (const failure of failures) console.log(`rebates: FAILED: ${failure}`);
  if (failures.length > 0) process.exitCode = 1;
  const pgbench = await pgbenchSelectOnly();
  console.log(
    `rebates: pgbench -S on the same PostgreSQL (scale 8, 8 clients, prepared): ${pgbench.tps.toFixed(0)} transactions/s, ` +
      `average latency ${pgbench.latency} ms`,
  );
}
