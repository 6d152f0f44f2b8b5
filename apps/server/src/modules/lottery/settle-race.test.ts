import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/connection';
import { loadMerchantById } from '../../platform/merchant';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { bettor, makeDraw, newKey, setResult, walletMinor } from './lottery-test-kit';
import { placeBets } from './place-bets';
import { settleDraw, settleDueDraws } from './settle-draw';

/**
 * Two server processes (two connection pools on one PostgreSQL) settling the same draws at once: every
 * member is paid once per draw, every bet settled once, and a rerun pays nothing. PostgreSQL only.
 * Checked to fail: with the draw's claim (FOR UPDATE SKIP LOCKED) removed, the second process re-settled
 * bets the first had just settled, and only the settlement's idempotency key stopped the second payment
 * (its batch failed with "was settled before").
 */
const onPostgres = process.env.TEST_DB === 'postgres';

let t: TestApp;
let second: DatabaseHandle;
beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  second = await openDatabase({ databaseUrl: t.databaseUrl, poolSize: 10 });
});
afterAll(async () => {
  if (!onPostgres) return;
  await second.close();
  await t.close();
});

const DRAWS = 100;

describe('settlement by two processes', () => {
  it.skipIf(!onPostgres)(
    'settles 100 draws exactly once between them, in small batches, and a rerun pays nothing',
    async () => {
      const merchant = (await loadMerchantById(t.deps.db, await merchantIdOf(t)))!;
      const members = await Promise.all(Array.from({ length: 3 }, (_, i) => bettor(t, `two${i}`, 1_000_000n)));
      const draws = [];
      for (let i = 0; i < DRAWS; i++) {
        const draw = await makeDraw(t, '5D5');
        for (const m of members) {
          await placeBets(t.deps, {
            merchant,
            memberId: m.id,
            request: {
              gameCode: '5D5',
              drawNumber: draw.drawNumber,
              idempotencyKey: newKey(),
              tickets: [{ betType: 'pos_number', selections: ['pos1:3', 'pos1:4'], stake: '1' }],
            },
          });
        }
        await setResult(t, draw.id, { game: '5d', numbers: [3, 1, 2, 3, 4] });
        draws.push(draw);
      }
      const other = { ...t.deps, db: second.db };
      await Promise.all([
        ...draws.map((d) => settleDraw(t.deps, d.id, 2)),
        ...draws.map((d) => settleDraw(other, d.id, 2)),
        settleDueDraws(t.deps),
        settleDueDraws(other),
      ]);
      // Stragglers a process stepped aside from are picked up by the next run.
      await settleDueDraws(t.deps);
      const { rows } = await sql<{ draws: number; entries: number; per_member_draw: number }>`
        select count(distinct reference)::int as draws, count(*)::int as entries,
               max(n)::int as per_member_draw
          from (select reference, member_id, count(*) over (partition by reference, member_id) as n
                  from ledger_entries where kind = 'bet_settle'
                   and reference in (${sql.join(draws.map((d) => `draw:${d.id}`))})) e`.execute(t.deps.db);
      expect(rows[0]).toEqual({ draws: DRAWS, entries: DRAWS * members.length, per_member_draw: 1 });
      // Each member: every draw −2.00 + 9.80.
      for (const m of members) expect(await walletMinor(t, m.id)).toBe(1_000_000n + BigInt(DRAWS) * (980n - 200n));
      const statuses = await t.deps.db
        .selectFrom('lottery_draws')
        .select('status')
        .where(
          'id',
          'in',
          draws.map((d) => d.id),
        )
        .execute();
      expect(statuses.every((s) => s.status === 'settled')).toBe(true);
      for (const d of draws) expect(await settleDraw(other, d.id)).toMatchObject({ claimed: false });
      await expectReconciled(t);
    },
    180_000,
  );
});
