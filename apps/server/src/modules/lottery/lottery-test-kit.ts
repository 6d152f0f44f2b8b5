// Test-only helpers for the lottery's tests (imported by *.test.ts, never by the app).
import { randomBytes } from 'node:crypto';
import { commitmentOf } from '@gemilang/games';
import { sql } from 'kysely';
import { merchantIdOf } from '../../test/fixtures';
import type { TestApp } from '../../test/harness';

let counter = 0;

/**
 * An open draw of a brand's game made by hand, its cut-off and draw time this many milliseconds from the
 * database's clock (negative: already past), with a fresh seed like the scheduler's.
 */
export async function makeDraw(
  t: TestApp,
  gameCode: string,
  options: { cutoffInMs?: number; drawInMs?: number; brand?: string; station?: string } = {},
): Promise<{ id: bigint; drawNumber: string; seed: string }> {
  const merchantId = await merchantIdOf(t, options.brand ?? 'demo');
  const game = await t.deps.db
    .selectFrom('lottery_games')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('code', '=', gameCode)
    .executeTakeFirstOrThrow();
  const seed = randomBytes(32).toString('hex');
  counter += 1;
  const drawNumber =
    `20990101-${String(9000 + (counter % 1000)).padStart(4, '0')}${randomBytes(1).toString('hex').toUpperCase()}`.slice(
      0,
      17,
    );
  const cutoffIn = options.cutoffInMs ?? 60_000;
  const drawIn = Math.max(options.drawInMs ?? cutoffIn + 10_000, cutoffIn);
  const row = await sql<{ id: bigint }>`
    insert into lottery_draws (merchant_id, game_id, draw_number, station, opens_at, cutoff_at, draw_at, seed_hash, server_seed)
    values (${merchantId}, ${game.id}, ${drawNumber}, ${options.station ?? ''}, clock_timestamp() - interval '1 minute',
            clock_timestamp() + ${cutoffIn} * interval '1 millisecond', clock_timestamp() + ${drawIn} * interval '1 millisecond',
            ${commitmentOf(seed)}, ${seed})
    returning id`.execute(t.deps.db);
  return { id: row.rows[0]!.id, drawNumber, seed };
}

/** Puts a result on a draw as if it had been drawn (status drawn), for settlement tests. */
export async function setResult(t: TestApp, drawId: bigint, result: unknown): Promise<void> {
  await t.deps.db
    .updateTable('lottery_draws')
    .set({ status: 'drawn', result: JSON.stringify(result), drawn_at: new Date() })
    .where('id', '=', drawId)
    .execute();
}
