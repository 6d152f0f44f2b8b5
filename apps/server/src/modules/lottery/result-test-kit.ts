// Test-only helpers for the Vietnamese results' tests (imported by *.test.ts, never by the app).
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { merchantIdOf } from '../../test/fixtures';
import type { TestApp } from '../../test/harness';

// Days from 2098-01-01: a random start per test file, then one more each call (draw numbers are unique per game).
let day = randomBytes(2).readUInt16BE() % 20_000;

/**
 * A Vietnamese draw named like the scheduler's (`<yyyymmdd>-<station>`), open for bets (its cut-off a minute
 * away); a fresh date each call from 2098 on, unless `date` (yyyy-mm-dd) is given.
 */
export async function vnDraw(
  t: TestApp,
  gameCode = 'XSMB',
  station = 'HN',
  date?: string,
): Promise<{ id: bigint; drawNumber: string; date: string }> {
  const merchantId = await merchantIdOf(t);
  const game = await t.deps.db
    .selectFrom('lottery_games')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('code', '=', gameCode)
    .executeTakeFirstOrThrow();
  day += 1;
  const at = date ?? new Date(Date.UTC(2098, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
  const drawNumber = `${at.replaceAll('-', '')}-${station}`;
  const row = await sql<{ id: bigint }>`
    insert into lottery_draws (merchant_id, game_id, draw_number, station, opens_at, cutoff_at, draw_at)
    values (${merchantId}, ${game.id}, ${drawNumber}, ${station}, clock_timestamp() - interval '1 hour',
            clock_timestamp() + interval '1 minute', clock_timestamp() + interval '2 minutes')
    returning id`.execute(t.deps.db);
  return { id: row.rows[0]!.id, drawNumber, date: at };
}

/** Cuts a draw off as the lottery job would once its cut-off passed. */
export async function closeDraw(t: TestApp, drawId: bigint): Promise<void> {
  await t.deps.db.updateTable('lottery_draws').set({ status: 'closed' }).where('id', '=', drawId).execute();
}

/** A North result whose special ends in `de` (two digits), with lô 27 twice (80127, 22227) and 01 twice. */
export function northResult(de = '27') {
  return {
    special: [`801${de}`],
    first: ['11345'],
    second: ['22227', '33301'],
    third: ['10000', '10001', '10002', '10003', '10004', '10005'],
    fourth: ['1111', '1112', '1113', '1114'],
    fifth: ['2221', '2222', '2223', '2224', '2225', '2226'],
    sixth: ['331', '332', '333'],
    seventh: ['41', '42', '43', '44'],
  };
}

/** A South result (one station's) whose special ends in `de`. */
export function southResult(de = '27') {
  return {
    special: [`1234${de}`],
    first: ['11111'],
    second: ['22222'],
    third: ['33333', '33334'],
    fourth: ['44441', '44442', '44443', '44444', '44445', '44446', '44447'],
    fifth: ['5555'],
    sixth: ['6661', '6662', '6663'],
    seventh: ['777'],
    eighth: ['88'],
  };
}

/** The back office's calls, as one operator (by token). */
export function resultsApi(t: TestApp, call: TestApp['call'] = t.call) {
  return {
    overview: (token: string) => call({ method: 'GET', url: '/admin/api/lottery/results', token, language: 'en' }),
    propose: (token: string, drawId: bigint | string, prizes: unknown) =>
      call({
        method: 'POST',
        url: '/admin/api/lottery/results/proposals',
        token,
        language: 'en',
        payload: { drawId: `${drawId}`, prizes },
      }),
    csv: (token: string, csv: string) =>
      call({ method: 'POST', url: '/admin/api/lottery/results/csv', token, language: 'en', payload: { csv } }),
    /** The blind second entry: the numbers as this operator types them from the sheet. */
    confirm: (token: string, id: string, prizes: unknown, note = '') =>
      call({
        method: 'POST',
        url: `/admin/api/lottery/results/proposals/${id}/confirm`,
        token,
        language: 'en',
        payload: { prizes, note },
      }),
    reject: (token: string, id: string, reason: string) =>
      call({
        method: 'POST',
        url: `/admin/api/lottery/results/proposals/${id}/reject`,
        token,
        language: 'en',
        payload: { reason },
      }),
  };
}
