import type { TMissionScope } from '@gemilang/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { MissionGoal } from '../../db/schema';
import { TRIAL_TYPE } from '../../platform/auth';
import { validBetsRelation } from '../bets';
import { creditedDeposits } from '../deposits';
import { gameCategoriesRelation } from '../games';
import { memberAccounts } from '../member';
import { signInDaysRelation } from '../session';

/** What a mission, a daily task or a race counts (ADR 062). */
export interface Goal {
  goal: MissionGoal;
  /** A product or game category a bet goal is limited to; null counts every product. */
  scope: string | null;
}

export interface GoalScope {
  db: Db;
  merchantId: number;
  timeZone: string;
}

/**
 * The product of a valid-bets row as a mission names it: the lottery and the e-lottery by their product, every
 * other game by its category (so a vendor's lottery game counts as LOTT too).
 */
export function betCategory(): RawBuilder<string> {
  return sql<string>`case v.product when 'lottery' then 'LOTT' when 'elott' then 'ELOTT' else c.category end`;
}

/** The valid bets of a range per member, limited to a scope, as (member_id, amount, bets). */
export function scopedValidBets(
  scope: GoalScope,
  range: { from: Date; to: Date },
  limitTo: TMissionScope | string | null,
  members?: RawBuilder<{ member_id: bigint }>,
): RawBuilder<{ member_id: bigint; amount: bigint; bets: bigint }> {
  const bets = validBetsRelation(scope.merchantId, range, members);
  const narrowed = limitTo
    ? sql`left join (${gameCategoriesRelation(scope.merchantId)}) c on c.code = v.game_code
          where ${betCategory()} = ${limitTo}`
    : sql``;
  return sql<{ member_id: bigint; amount: bigint; bets: bigint }>`
    select v.member_id, sum(v.valid_bets)::bigint as amount, sum(v.bets)::bigint as bets
      from (${bets}) v ${narrowed}
     group by v.member_id`;
}

/**
 * Each member's progress towards a goal over a range, as a relation (member_id, progress) a statement embeds: the
 * member's page reads it for one member (`members`), the job for everyone to find who completed, set-based either
 * way. Valid bets are the bets module's (cash part of won or lost real-money bets, by settlement time); deposits
 * the deposits module's credited ones (by when they were credited); days signed in the session module's, in the
 * brand's zone. Trial accounts never progress: they play with play money and earn no rewards.
 */
export function goalProgressRelation(
  scope: GoalScope,
  goal: Goal,
  range: { from: Date; to: Date },
  members?: RawBuilder<{ member_id: bigint }>,
): RawBuilder<{ member_id: bigint; progress: bigint }> {
  const only = members ? sql`where d.member_id in (select member_id from (${members}) m)` : sql``;
  let progress: RawBuilder<{ member_id: bigint; progress: bigint }>;
  switch (goal.goal) {
    case 'bets_amount':
    case 'bets_count': {
      const column = goal.goal === 'bets_amount' ? sql`amount` : sql`bets`;
      progress = sql`select b.member_id, b.${column} as progress
                       from (${scopedValidBets(scope, range, goal.scope, members)}) b`;
      break;
    }
    case 'deposit_amount':
    case 'deposit_count': {
      const measure = goal.goal === 'deposit_amount' ? sql`sum(d.amount)` : sql`count(*)`;
      progress = sql`select d.member_id, ${measure}::bigint as progress
                       from (${creditedDeposits(scope.merchantId, range)}) d ${only}
                      group by d.member_id`;
      break;
    }
    case 'login_days':
      progress = sql`select s.member_id, s.days::bigint as progress
                       from (${signInDaysRelation(scope.merchantId, range, scope.timeZone, members)}) s`;
      break;
  }
  return sql<{ member_id: bigint; progress: bigint }>`
    select p.member_id, p.progress
      from (${progress}) p
      join ${memberAccounts(scope.db, scope.merchantId)} a on a.id = p.member_id and a.type <> ${TRIAL_TYPE}
     where p.progress > 0`;
}

/** One member's progress towards a goal over a range (0 when nothing counted yet). */
export async function memberProgress(
  scope: GoalScope,
  goal: Goal,
  range: { from: Date; to: Date },
  memberId: bigint,
): Promise<bigint> {
  if (range.to <= range.from) return 0n;
  const only = sql<{ member_id: bigint }>`select ${memberId}::bigint as member_id`;
  const { rows } = await sql<{ progress: bigint }>`
    select progress from (${goalProgressRelation(scope, goal, range, only)}) g`.execute(scope.db);
  return rows[0]?.progress ?? 0n;
}
