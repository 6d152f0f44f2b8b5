import { type Expression, type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection';

/**
 * A draw's book for the back office: its bets' count and stake (cancelled ones, and play money's, ADR 052, are
 * no part of it), by the draw's index on bets. A statement part (bet_count, stake_total) for the caller to join
 * laterally to each of its draws, `drawId` naming the draw's id column.
 */
export function drawBook(drawId: Expression<bigint>): RawBuilder<{ bet_count: bigint; stake_total: bigint | null }> {
  return sql`(select count(*) as bet_count, sum(b.stake) as stake_total
                from bets b where b.draw_id = ${drawId} and b.status <> 'cancelled' and not b.play)`;
}

/** A draw's pending bets, counted and their stakes summed: what an operator stopping the draw leaves in play. */
export async function pendingBetsOfDraw(db: Db, drawId: bigint): Promise<{ bets: number; stake: bigint }> {
  const book = await sql<{ bets: number; stake: bigint }>`
      select count(*)::int as bets, coalesce(sum(stake), 0)::bigint as stake
        from bets where draw_id = ${drawId} and status = 'pending'`.execute(db);
  return { bets: book.rows[0]?.bets ?? 0, stake: book.rows[0]?.stake ?? 0n };
}

export interface DayGameResult {
  day: string;
  game_code: string;
  bets: number;
  stake: bigint;
  payout: bigint;
}

/**
 * The decided bets (won, lost, push: void and cancelled ones are refunds, ADR 027) of the caller's draws, real
 * money's only (ADR 052), summed per draw day and game, newest day first: `draws` is a relation (id, day) of
 * draws, e.g. a brand's draws of a range by their time index, whose bets are then found by `bets_draw`.
 */
export async function decidedBetsByDrawDay(
  db: Db,
  draws: RawBuilder<{ id: bigint; day: string }>,
  gameCode: string | undefined,
): Promise<DayGameResult[]> {
  const found = await sql<DayGameResult>`
    select d.day, b.game_code,
           count(*)::int as bets, sum(b.stake)::bigint as stake, sum(b.payout)::bigint as payout
      from (${draws}) d
      join bets b on b.draw_id = d.id
     where b.status in ('won', 'lost', 'push')
       and not b.play
       ${gameCode ? sql`and b.game_code = ${gameCode}` : sql``}
     group by 1, 2
     order by 1 desc, 2`.execute(db);
  return found.rows;
}
