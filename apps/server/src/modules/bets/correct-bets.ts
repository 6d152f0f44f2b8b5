import type { SettlementTable } from '@gemilang/games';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection';
import { type BetPointRates, pointRatesJson } from './settle-bets';

/** One member's share of a correction: the sum of their changed bets' payout differences. */
export interface MemberCorrection {
  member_id: bigint;
  difference: bigint;
  bets: number;
  /** The points difference of their changed bets (ADR 064): given for bets now valid, taken back for bets no longer. */
  points: bigint;
}

/**
 * Decides every settled bet of a draw again against the settlement table of a corrected result (ADR 026; the
 * same lookups settling makes for pending bets), in one statement: each bet whose status, hits or payout
 * changes takes the new ones, and the caller's `keepHistory` (a statement part over `moved`, the changed bets
 * with id, old_status, new_status, old_hits, new_hits, old_payout, new_payout) records what they were, in the
 * same statement. Returns each member's difference, in member order (so wallets are locked in one order).
 */
export async function correctSettledBets(
  db: Db,
  input: {
    merchantId: number;
    drawId: bigint;
    table: SettlementTable;
    keepHistory: (moved: RawBuilder<unknown>) => RawBuilder<unknown>;
    /** The rates a bet that becomes valid earns its points at (a bet valid before keeps the points it earned). */
    pointRates?: BetPointRates;
  },
): Promise<MemberCorrection[]> {
  const rates = JSON.stringify(pointRatesJson(input.pointRates ?? {}));
  const keys = JSON.stringify(
    input.table.keys.map((k) => ({ bet_type: k.betType, key: k.key, hits: k.hits, outcome: k.outcome })),
  );
  const sets = JSON.stringify(input.table.sets.map((s) => ({ bet_type: s.betType, rule: s.rule, set: s.set })));
  const changed = await sql<MemberCorrection>`
    with k as (
      select * from jsonb_to_recordset(${keys}::jsonb) as k(bet_type text, key text, hits int, outcome text)
    ), s as (
      select * from jsonb_to_recordset(${sets}::jsonb) as s(bet_type text, rule text, set text[])
    ), judged as (
      select b.id, b.member_id, b.status as old_status, b.hits as old_hits, b.payout as old_payout, b.stake,
             b.win_per_hit, b.points_earned as old_points,
             case when not b.play and r.rates ? b.product
                  then floor((b.stake - b.bonus_stake)::numeric * (r.rates -> b.product ->> 'r')::numeric
                             / (r.rates -> b.product ->> 'u')::numeric)::bigint
                  else 0 end as points_at_rate,
             case when s.rule is not null then
                    (s.rule = 'all_in' and b.numbers <@ s.set) or (s.rule = 'none_in' and not (b.numbers && s.set))
                      or (s.rule = 'covers' and s.set <@ b.numbers)
             end as set_won,
             s.rule, k.outcome, k.hits as key_hits
        from bets b
        left join k on k.bet_type = b.bet_type and k.key = b.bet_key
        left join s on s.bet_type = b.bet_type
        cross join (select ${rates}::jsonb as rates) r
       where b.draw_id = ${input.drawId} and b.merchant_id = ${input.merchantId} and b.status in ('won', 'lost', 'push')
    ), decided as (
      select j.*, o.outcome as new_status, o.hits as new_hits,
             case o.outcome when 'won' then j.win_per_hit * o.hits when 'push' then j.stake else 0 end as new_payout,
             case when o.outcome not in ('won', 'lost') then 0
                  when j.old_status in ('won', 'lost') then j.old_points
                  else j.points_at_rate end as new_points
        from judged j
        cross join lateral (
          select case when j.rule is not null then case when j.set_won then 'won' else 'lost' end
                      else coalesce(j.outcome, 'lost') end as outcome,
                 case when j.rule is not null then case when j.set_won then 1 else 0 end
                      when j.outcome = 'won' then j.key_hits else 0 end as hits
        ) o
    ), moved as (
      select * from decided
       where new_status <> old_status or new_hits is distinct from old_hits or new_payout <> old_payout
    ), history as (
      ${input.keepHistory(sql`moved`)}
    ), updated as (
      update bets b set status = m.new_status, hits = m.new_hits, payout = m.new_payout, points_earned = m.new_points
        from moved m where b.id = m.id
      returning b.id
    )
    select member_id, sum(new_payout - old_payout)::bigint as difference, count(*)::int as bets,
           sum(new_points - old_points)::bigint as points
      from moved group by member_id order by member_id`.execute(db);
  return changed.rows;
}
