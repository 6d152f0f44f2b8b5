import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { BetProduct, BetStatus } from '../../db/schema';

/** A bet as recording it returns it: what the member's slip shows straight after placing. */
export interface RecordedBet {
  id: bigint;
  slip_id: bigint | null;
  product: string;
  game_code: string;
  bet_type: string;
  bet_key: string;
  stake: bigint;
  odds: number | null;
  points: number | null;
  win_per_hit: bigint;
  status: BetStatus;
  hits: number | null;
  payout: bigint | null;
  placed_at: Date;
  settled_at: Date | null;
}

/** One priced bet of a slip, as the games package prices it. */
export interface SlipBet {
  betType: string;
  key: string;
  numbers?: readonly string[] | null;
  stake: bigint;
  odds: number | null;
  points: number | null;
  winPerHit: bigint;
  /** The part of the stake a bonus paid, and what it added to that grant's turnover (ADR 057). */
  bonusStake?: bigint;
  turnover?: bigint;
}

/**
 * The INSERT that records a lottery slip's bets, pending, each naming the stake entry that paid for them, in
 * the slip's order; it returns the bets as recorded. A statement part, not a statement: placing runs it as one
 * step of its own last statement, beside the draw's liability and the slip's link to its debit (ADR 034: each
 * statement is a round trip while the draw's rows are locked).
 */
export function insertSlipBets(input: {
  merchantId: number;
  memberId: bigint;
  product: BetProduct;
  gameCode: string;
  drawId: bigint;
  slipId: bigint;
  entryId: bigint;
  bets: readonly SlipBet[];
  /** A trial account's play money (ADR 052). */
  play: boolean;
  /** The member's grant in play the stakes counted towards (ADR 057), or null. */
  grantId: bigint | null;
}): RawBuilder<RecordedBet> {
  const bets = JSON.stringify(
    input.bets.map((b) => ({
      bet_type: b.betType,
      bet_key: b.key,
      numbers: b.numbers ? [...b.numbers] : null,
      stake: `${b.stake}`,
      odds: b.odds,
      points: b.points,
      win_per_hit: `${b.winPerHit}`,
      bonus_stake: `${b.bonusStake ?? 0n}`,
      turnover: `${b.turnover ?? 0n}`,
    })),
  );
  return sql<RecordedBet>`
      insert into bets (merchant_id, member_id, product, game_code, draw_id, slip_id, bet_type, bet_key, numbers,
                        stake, odds, points, win_per_hit, potential_win, stake_entry_id, play, bonus_stake, turnover,
                        grant_id)
      select ${input.merchantId}, ${input.memberId}, ${input.product}, ${input.gameCode}, ${input.drawId}, ${input.slipId},
             t.bet_type, t.bet_key, t.numbers, t.stake, t.odds, t.points, t.win_per_hit, t.win_per_hit, ${input.entryId},
             ${input.play}, t.bonus_stake, t.turnover, ${input.grantId}::bigint
        from rows from (jsonb_to_recordset(${bets}::jsonb) as (bet_type text, bet_key text, numbers text[],
               stake bigint, odds integer, points integer, win_per_hit bigint, bonus_stake bigint,
               turnover bigint)) with ordinality as t
       order by t.ordinality
      returning id, slip_id, product, game_code, bet_type, bet_key, stake, odds, points, win_per_hit, status, hits,
                payout, placed_at, settled_at`;
}

/**
 * A game round's one bet (ADR 030), opened pending with the round's first stake; its key is the round's own
 * reference (the vendor's round id, as game recall and the back office's round search show it), so a betting
 * record's row can be tied to its round. Returns the bet's id.
 */
export async function openRoundBet(
  db: Db,
  input: {
    merchantId: number;
    memberId: bigint;
    product: BetProduct;
    gameCode: string;
    /** `<vendor code>:<vendor's round id>` */
    roundRef: string;
    roundId: string;
    stake: bigint;
    play: boolean;
    /** The stake's bonus part, turnover and grant (ADR 057). */
    bonus?: { grantId: bigint | null; bonusStake: bigint; turnover: bigint };
  },
): Promise<bigint> {
  const bet = await db
    .insertInto('bets')
    .values({
      merchant_id: input.merchantId,
      member_id: input.memberId,
      product: input.product,
      game_code: input.gameCode,
      round_ref: input.roundRef,
      bet_type: 'round',
      bet_key: input.roundId,
      stake: input.stake,
      win_per_hit: 0n,
      potential_win: 0n,
      play: input.play,
      grant_id: input.bonus?.grantId ?? null,
      bonus_stake: input.bonus?.bonusStake ?? 0n,
      turnover: input.bonus?.turnover ?? 0n,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return bet.id;
}

/** The round's bet names the entry of the stake that opened it. */
export async function linkRoundStakeEntry(db: Db, betId: bigint, entryId: bigint): Promise<void> {
  await db.updateTable('bets').set({ stake_entry_id: entryId }).where('id', '=', betId).execute();
}

/**
 * A later stake of an open round adds to its bet's stake (and its bonus part and turnover; a round's stakes all
 * count towards the grant in play when it opened or, if it had none, the one its bonus stake first came from).
 */
export async function addRoundStake(
  db: Db,
  betId: bigint,
  amount: bigint,
  bonus?: { grantId: bigint | null; bonusStake: bigint; turnover: bigint },
): Promise<void> {
  await db
    .updateTable('bets')
    .set((eb) => ({
      stake: eb('stake', '+', amount),
      bonus_stake: eb('bonus_stake', '+', bonus?.bonusStake ?? 0n),
      turnover: eb('turnover', '+', bonus?.turnover ?? 0n),
      grant_id: sql<bigint | null>`coalesce(grant_id, ${bonus?.grantId ?? null}::bigint)`,
    }))
    .where('id', '=', betId)
    .execute();
}
