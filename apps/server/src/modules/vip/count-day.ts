import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { validBetsRelation } from '../bets';
import { creditedDeposits } from '../deposits';
import { setVipLevels, vipLevelsRelation } from '../member';
import { type RewardRow, recordRewards } from '../rewards';
import type { VipRules } from './vip-ladder';
import type { VipPeriod } from './vip-periods';

export interface CountedDay {
  /** False when another run had already counted the day. */
  claimed: boolean;
  upgrades: number;
  downgrades: number;
}

/**
 * Counts one brand day for the VIP ladder (ADR 060), set-based, in one transaction:
 * 1. The day is claimed by inserting its vip_runs row (ON CONFLICT DO NOTHING): another process waits for the row
 *    and then finds the day taken, so a day is counted once across processes.
 * 2. Each member's valid bets (bets' validBetsRelation: the cash part of won and lost bets) and credited deposits
 *    (deposits' creditedDeposits) of the day become one vip_days row.
 * 3. Upgrades: each member active that day is counted over the brand's basis (every day since the programme
 *    began, or the last N days), only days after their last downgrade; the highest level whose valid bets and
 *    deposits they reach, when above their level, is recorded as an upgrade (one row, however many levels).
 * 4. Downgrades, under the quiet rule: a member whose level has not changed for the quiet period (counted from
 *    the programme's start for a level held before it) and whose valid bets of the last quiet days are below the
 *    level's keep requirement goes one level down. Not a member upgraded the same day.
 * 5. The changes set the members' levels (member module, one statement) and each level crossed upwards that pays
 *    an upgrade reward records it, source `level:<n>`: once per member and level ever, whatever reruns or
 *    downgrades and upgrades again (recordRewards, program vip_upgrade).
 */
export async function countVipDay(
  trx: Transaction<Database>,
  input: {
    merchantId: number;
    rules: VipRules;
    /** The brand day the programme began counting (the rules' since). */
    sinceDay: string;
    day: VipPeriod;
    now: Date;
  },
): Promise<CountedDay> {
  const { merchantId, rules, day } = input;
  const claim = await trx
    .insertInto('vip_runs')
    .values({ merchant_id: merchantId, kind: 'day', period_start: day.first })
    .onConflict((oc) => oc.columns(['merchant_id', 'kind', 'period_start']).doNothing())
    .returning('period_start')
    .executeTakeFirst();
  if (!claim) return { claimed: false, upgrades: 0, downgrades: 0 };

  const range = { from: day.start, to: day.end };
  await sql`
    insert into vip_days (merchant_id, member_id, day, valid_bets, deposits)
    select ${merchantId}, a.member_id, ${day.first}::date, sum(a.valid_bets)::bigint, sum(a.deposits)::bigint
      from (select v.member_id, v.valid_bets, 0::bigint as deposits from (${validBetsRelation(merchantId, range)}) v
            union all
            select d.member_id, 0::bigint, d.amount from (${creditedDeposits(merchantId, range)}) d) a
     group by a.member_id
    on conflict (merchant_id, member_id, day) do nothing`.execute(trx);

  const window = rules.basis === 'rolling' ? sql`and d.day > ${day.first}::date - ${rules.rollingDays}::int` : sql``;
  const upgrades = await sql`
    insert into vip_level_changes (merchant_id, member_id, from_level, to_level, reason, day, changed_at)
    with active as (
           select member_id from vip_days where merchant_id = ${merchantId} and day = ${day.first}::date),
         last_down as (
           select c.member_id, max(c.day) as day
             from vip_level_changes c join active a on a.member_id = c.member_id
            where c.merchant_id = ${merchantId} and c.reason = 'downgrade'
            group by c.member_id),
         counted as (
           select d.member_id, sum(d.valid_bets) as bets, sum(d.deposits) as deposits
             from vip_days d
             join active a on a.member_id = d.member_id
             left join last_down ld on ld.member_id = d.member_id
            where d.merchant_id = ${merchantId} and d.day <= ${day.first}::date
              and (ld.day is null or d.day > ld.day) ${window}
            group by d.member_id),
         levels as (${vipLevelsRelation(merchantId)})
    select ${merchantId}, c.member_id, l.vip_level, r.level, 'upgrade', ${day.first}::date, ${input.now}
      from counted c
      join levels l on l.member_id = c.member_id
      cross join lateral (
        select max(v.level) as level from vip_levels v
         where v.merchant_id = ${merchantId} and v.min_valid_bets <= c.bets and v.min_deposits <= c.deposits) r
     where r.level > l.vip_level`.execute(trx);

  let downgrades = 0n;
  if (rules.downgrade === 'quiet') {
    const quietFrom = sql`${day.first}::date - ${rules.quietDays}::int`;
    const result = await sql`
      insert into vip_level_changes (merchant_id, member_id, from_level, to_level, reason, day, changed_at)
      with holders as (
             select l.member_id, l.vip_level from (${vipLevelsRelation(merchantId)}) l where l.vip_level > 0),
           last_change as (
             select c.member_id, max(c.day) as day
               from vip_level_changes c join holders h on h.member_id = c.member_id
              where c.merchant_id = ${merchantId}
              group by c.member_id),
           quiet as (
             select h.member_id, h.vip_level
               from holders h left join last_change lc on lc.member_id = h.member_id
              where coalesce(lc.day, ${input.sinceDay}::date) <= ${quietFrom}),
           played as (
             select d.member_id, sum(d.valid_bets) as bets
               from vip_days d join quiet q on q.member_id = d.member_id
              where d.merchant_id = ${merchantId} and d.day > ${quietFrom} and d.day <= ${day.first}::date
              group by d.member_id)
      select ${merchantId}, q.member_id, q.vip_level, q.vip_level - 1, 'downgrade', ${day.first}::date, ${input.now}
        from quiet q
        join vip_levels v on v.merchant_id = ${merchantId} and v.level = q.vip_level
        left join played p on p.member_id = q.member_id
       where coalesce(p.bets, 0) < v.keep_valid_bets`.execute(trx);
    downgrades = result.numAffectedRows ?? 0n;
  }

  await setVipLevels(
    trx,
    merchantId,
    sql<{ member_id: bigint; vip_level: number }>`
      select member_id, to_level as vip_level from vip_level_changes
       where merchant_id = ${merchantId} and day = ${day.first}::date`,
  );
  await recordRewards(trx, {
    merchantId,
    program: 'vip_upgrade',
    now: input.now,
    rows: sql<RewardRow>`
      select c.member_id, 'level:' || v.level as source_ref, v.upgrade_reward as amount,
             jsonb_build_object('level', v.level) as details
        from vip_level_changes c
        join vip_levels v on v.merchant_id = c.merchant_id and v.level > c.from_level and v.level <= c.to_level
       where c.merchant_id = ${merchantId} and c.day = ${day.first}::date and c.reason = 'upgrade'
         and v.upgrade_reward > 0`,
  });
  return {
    claimed: true,
    upgrades: Number(upgrades.numAffectedRows ?? 0n),
    downgrades: Number(downgrades),
  };
}
