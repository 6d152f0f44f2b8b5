import type { SettlementTable } from '@gemilang/games';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { BetProduct, BetStatus } from '../../db/schema';

/**
 * The next members with pending bets on a draw after `after`, in member order, at most `limit`: found by
 * skipping along bets_draw (draw, member) one member at a time (a loose index scan: one index descent a member,
 * not a read of every bet). Pending is checked on each bet, so a batch that starts over after a crash skips
 * nothing.
 */
export async function nextMembersWithPendingBets(
  db: Db,
  drawId: bigint,
  after: bigint,
  limit: number,
): Promise<bigint[]> {
  const batch = await sql<{ member_id: bigint }>`
    with recursive next_member as (
      (select member_id from bets
        where draw_id = ${drawId} and member_id > ${after} and status = 'pending'
        order by member_id limit 1)
      union all
      select (select b.member_id from bets b
               where b.draw_id = ${drawId} and b.member_id > n.member_id and b.status = 'pending'
               order by b.member_id limit 1)
        from next_member n
       where n.member_id is not null
    )
    select member_id from next_member where member_id is not null limit ${limit}`.execute(db);
  return batch.rows.map((r) => r.member_id);
}

/** What one member's settled bets of a draw came to. */
export interface MemberSettlement {
  member_id: bigint;
  stakes: bigint;
  payout: bigint;
  bets: number;
  /** Play money's (a trial account's, ADR 052). */
  play: boolean;
  /** The loyalty points the member's valid bets earned, in hundredths of a point (ADR 064). */
  points: bigint;
  /**
   * The bonus shares of the member's bets (ADR 057), one per grant their stakes counted towards: bonus stakes
   * leaving play, the bonus part of the payout (each bet's payout in its stake's proportion), the turnover of
   * voided bets. Empty for a member who staked cash only.
   */
  shares: { grantId: bigint; bonusStake: bigint; bonusPayout: bigint; turnoverBack: bigint }[];
}

/**
 * Decides the pending bets of a batch of a draw's members (members in order, each with the ledger entry id
 * reserved for it) against the games package's settlement table, or refunds every stake when the draw is void
 * (`table` null), in one UPDATE; returns each member's stakes and payout, in member order.
 *
 * The table goes in as two JSON objects the UPDATE looks each bet up in (one lookup a bet, no join): winning
 * keys by `<bet type>|<key>` with their outcome and hits, and set rules by bet type. Only pending bets are
 * touched, so a rerun pays nothing twice.
 */
export async function settleDrawBets(
  db: Db,
  input: {
    drawId: bigint;
    memberIds: readonly bigint[];
    entryIds: readonly bigint[];
    table: SettlementTable | null;
    /** The points each product's valid bets earn (ADR 064), by the bet's product; a product left out earns none. */
    pointRates?: BetPointRates;
  },
): Promise<MemberSettlement[]> {
  const { drawId, memberIds, entryIds } = input;
  const isVoid = input.table === null;
  const table = input.table ?? { keys: [], sets: [] };
  const keyed = JSON.stringify(
    Object.fromEntries(table.keys.map((k) => [`${k.betType}|${k.key}`, { o: k.outcome, h: k.hits }])),
  );
  const sets = JSON.stringify(Object.fromEntries(table.sets.map((s) => [s.betType, { r: s.rule, s: [...s.set] }])));
  // A set-based bet wins when all its numbers are in the draw's set (all_in), none are (none_in), or they
  // hold the whole set (covers); jsonb's ?&, ?| and @> test a text array against a JSON array of strings.
  const won = sql`(case t.rules -> b.bet_type ->> 'r'
                     when 'all_in' then (t.rules -> b.bet_type -> 's') ?& b.numbers
                     when 'none_in' then not ((t.rules -> b.bet_type -> 's') ?| b.numbers)
                     when 'covers' then to_jsonb(b.numbers) @> (t.rules -> b.bet_type -> 's')
                   end)`;
  const outcome = sql`(case when ${isVoid} then 'void'
                            when t.rules ? b.bet_type then case when ${won} then 'won' else 'lost' end
                            else coalesce(t.keyed -> (b.bet_type || '|' || b.bet_key) ->> 'o', 'lost') end)`;
  const hits = sql`(case when ${isVoid} then 0
                         when t.rules ? b.bet_type then case when ${won} then 1 else 0 end
                         when t.keyed -> (b.bet_type || '|' || b.bet_key) ->> 'o' = 'won'
                           then (t.keyed -> (b.bet_type || '|' || b.bet_key) ->> 'h')::int
                         else 0 end)`;
  // A bet's points (ADR 064): won or lost (not a void draw, not a pushed key), at its product's rate; a brand
  // without rates pays nothing for it. Valid is read from the keyed outcome alone: a set-based bet never pushes.
  const rated = isVoid ? [] : Object.entries(input.pointRates ?? {});
  const points =
    rated.length === 0
      ? sql``
      : sql`, points_earned = case when not b.play
                                    and (t.rules ? b.bet_type
                                         or coalesce(t.keyed -> (b.bet_type || '|' || b.bet_key) ->> 'o', 'lost') <> 'push')
                                   then case b.product ${sql.join(
                                     rated.map(
                                       ([product, rate]) =>
                                         sql`when ${product} then floor((b.stake - b.bonus_stake)::numeric * ${`${rate.ratio}`}::numeric / ${`${rate.unit}`}::numeric)::bigint`,
                                     ),
                                     sql` `,
                                   )} else 0 end
                                   else 0 end`;
  // One pass over the batch's bets, each updated where it lies (no self-join), naming its member's entry. The
  // join's hash table holds a batch's bets (about 25 MB for 250,000): in memory, not spilled to disk.
  await sql`set local work_mem = '64MB'`.execute(db);
  const totals = await sql<MemberSettlement>`
    with updated as (
      update bets b
         set status = ${outcome},
             hits = ${hits},
             payout = case ${outcome} when 'won' then b.win_per_hit * ${hits}
                                      when 'push' then b.stake when 'void' then b.stake else 0 end,
             settled_at = clock_timestamp(),
             settle_entry_id = e.entry_id
             ${points}
        from unnest(${memberIds.map(String)}::bigint[], ${entryIds.map(String)}::bigint[]) as e(member_id, entry_id),
             (select ${keyed}::jsonb as keyed, ${sets}::jsonb as rules) as t
       where b.draw_id = ${drawId} and b.status = 'pending' and b.member_id = e.member_id
         and b.member_id between ${memberIds[0]} and ${memberIds.at(-1)}
      returning b.member_id, b.stake, b.payout, b.play, b.grant_id, b.bonus_stake, b.turnover, b.status,
                b.points_earned
    )
    select member_id, sum(stake)::bigint as stakes, sum(payout)::bigint as payout, count(*)::int as bets,
           bool_or(play) as play, sum(points_earned)::bigint as points,
           -- Bonus-funded bets only (ADR 057): a filtered aggregate in the same pass, null for a cash-only member.
           jsonb_agg(jsonb_build_array(grant_id::text, bonus_stake::text, (payout * bonus_stake / stake)::text,
                                       (case when status = 'void' then turnover else 0 end)::text))
             filter (where grant_id is not null) as shares
      from updated group by member_id order by member_id`.execute(db);
  return totals.rows.map((row) => ({ ...row, shares: sharesOf(row.shares as unknown as BetShare[] | null) }));
}

/** Each product's points rate for bets (ADR 064): `unit` minor units of the cash stake earn `ratio` hundredths of a point. */
export type BetPointRates = Partial<Record<BetProduct, { unit: bigint; ratio: bigint }>>;

export function pointRatesJson(rates: BetPointRates): Record<string, { u: string; r: string }> {
  return Object.fromEntries(
    Object.entries(rates).map(([product, r]) => [product, { u: `${r.unit}`, r: `${r.ratio}` }]),
  );
}

/** One bonus-funded bet as the settling statement returns it: grant, bonus stake, bonus payout, turnover back. */
type BetShare = [string, string, string, string];

/** The member's bonus-funded bets summed per grant. */
function sharesOf(bets: BetShare[] | null): MemberSettlement['shares'] {
  const byGrant = new Map<string, MemberSettlement['shares'][number]>();
  for (const [grant, bonusStake, bonusPayout, turnoverBack] of bets ?? []) {
    const share = byGrant.get(grant) ?? { grantId: BigInt(grant), bonusStake: 0n, bonusPayout: 0n, turnoverBack: 0n };
    share.bonusStake += BigInt(bonusStake);
    share.bonusPayout += BigInt(bonusPayout);
    share.turnoverBack += BigInt(turnoverBack);
    byGrant.set(grant, share);
  }
  return [...byGrant.values()];
}

/** Whether any bet of the draw is still pending for a member after `after` (in member order). */
export async function hasPendingBetsAfter(db: Db, drawId: bigint, after: bigint): Promise<boolean> {
  const pending = await db
    .selectFrom('bets')
    .select('id')
    .where('draw_id', '=', drawId)
    .where('member_id', '>', after)
    .where('status', '=', 'pending')
    .limit(1)
    .executeTakeFirst();
  return pending !== undefined;
}

/**
 * An ended game round's bet (ADR 030) settles with the round's credits as its payout, naming the round's end
 * entry: won when the credits exceed the stake, a push when equal, lost when less. A won or lost bet earns its
 * points at `pointRate` (ADR 064) in the same UPDATE; answers the points it earned.
 */
export async function settleRoundBet(
  db: Db,
  betId: bigint,
  input: {
    stake: bigint;
    credited: bigint;
    at: Date;
    entryId: bigint;
    pointRate?: { unit: bigint; ratio: bigint } | null;
  },
): Promise<bigint> {
  const status: BetStatus = input.credited > input.stake ? 'won' : input.credited === input.stake ? 'push' : 'lost';
  const rate = input.pointRate;
  const earns = rate && status !== 'push' ? { unit: rate.unit, ratio: rate.ratio } : null;
  const settled = await sql<{ points_earned: bigint }>`
    update bets b
       set status = ${status}, payout = ${input.credited}, settled_at = ${input.at}, settle_entry_id = ${input.entryId},
           points_earned = ${earns ? earnedPointsAt(earns) : sql`0`}
     where b.id = ${betId}
    returning b.points_earned`.execute(db);
  return settled.rows[0]?.points_earned ?? 0n;
}

/** earnedPoints for one rate given inline (a round's game has one product). */
function earnedPointsAt(rate: { unit: bigint; ratio: bigint }) {
  return sql`(case when b.play then 0
                   else floor((b.stake - b.bonus_stake)::numeric * ${`${rate.ratio}`}::numeric
                              / ${`${rate.unit}`}::numeric)::bigint end)`;
}
