import { rewardPrograms, type TRewardProgram, type TRewardReport } from '@gemilang/contract';
import { sql } from 'kysely';
import type { OperatorActor } from '../../../platform/actor';
import type { Deps } from '../../../platform/context';
import { formatMinor } from '../../../platform/money';
import { stakesSinceByGroup } from '../../bets';
import { programGrantTotals } from '../../promotions';

interface ProgramTotals {
  program: string;
  rewards: number;
  members: number;
  paid: bigint;
  open: bigint;
  expired: bigint;
  refused: bigint;
}

/**
 * GET /admin/api/rewards/report (ADR 059): what each loyalty program cost over a range of the brand's days and what
 * the members it reached played. Rewards are summed per program in one statement; what their bonuses became
 * (converted, forfeited) is the promotions module's; the members' net gaming revenue (stakes less payouts of settled
 * real-money bets placed since their first reward of the program in the range) is the bets module's, fed the relation
 * (program, member, first reward) as a subquery.
 */
export async function rewardReport(
  deps: Deps,
  actor: OperatorActor,
  query: { from: string; to: string },
): Promise<TRewardReport> {
  const { db } = deps;
  const { merchant } = actor;
  const bounds = await sql<{ from: Date; to: Date }>`
    select (${query.from}::date::timestamp at time zone ${merchant.timeZone}) as from,
           ((${query.to}::date + 1)::timestamp at time zone ${merchant.timeZone}) as to`.execute(db);
  const range = bounds.rows[0] as { from: Date; to: Date };
  const { rows } = await sql<ProgramTotals>`
    select program, count(*)::int as rewards, count(distinct member_id)::int as members,
           coalesce(sum(amount) filter (where state = 'paid'), 0)::bigint as paid,
           coalesce(sum(amount) filter (where state in ('due', 'waiting')), 0)::bigint as open,
           coalesce(sum(amount) filter (where state = 'expired'), 0)::bigint as expired,
           coalesce(sum(amount) filter (where state = 'refused'), 0)::bigint as refused
      from rewards
     where merchant_id = ${merchant.id} and earned_at >= ${range.from} and earned_at < ${range.to}
     group by program`.execute(db);
  // The program's place in the contract's list is its group id for the bets module's sums.
  const programIndex = sql.join(
    rewardPrograms.map((p, i) => sql`when ${p} then ${i}`),
    sql` `,
  );
  const reached = sql<{ group_id: bigint; member_id: bigint; since: Date }>`
    select (case program ${programIndex} end)::bigint as group_id, member_id, min(earned_at) as since
      from rewards
     where merchant_id = ${merchant.id} and earned_at >= ${range.from} and earned_at < ${range.to}
     group by program, member_id`;
  const [played, grants] = await Promise.all([
    stakesSinceByGroup(db, merchant.id, reached),
    programGrantTotals(db, merchant.id, range),
  ]);
  const money = (v: bigint) => formatMinor(BigInt(v), merchant.currencyExponent);
  return {
    currency: merchant.currency,
    items: rewardPrograms.flatMap((program: TRewardProgram, index) => {
      const row = rows.find((r) => r.program === program);
      if (!row) return [];
      const bets = played.find((p) => Number(p.group_id) === index);
      const grant = grants.find((g) => g.program === program);
      const stakes = BigInt(bets?.stakes ?? 0n);
      const payouts = BigInt(bets?.payouts ?? 0n);
      return [
        {
          program,
          rewards: row.rewards,
          members: row.members,
          paid: money(row.paid),
          open: money(row.open),
          expired: money(row.expired),
          refused: money(row.refused),
          converted: money(grant?.converted ?? 0n),
          forfeited: money(grant?.forfeited ?? 0n),
          stakes: money(stakes),
          payouts: money(payouts),
          netGamingRevenue: money(stakes - payouts),
        },
      ];
    }),
  };
}
