import type { TTeamFigures, TTeamOverview } from '@gemilang/contract';
import { sql } from 'kysely';
import type { Deps, MerchantContext } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { betTotalsByGroup } from '../bets';
import { cashTotalsByGroup } from '../cashier';
import { memberAccounts } from '../member';
import { kindOf } from './team-accounts';
import { teamGroups } from './team-groups';
import { teamPeriod } from './team-period';

interface Sums {
  headcount: number;
  newMembers: number;
  activeMembers: number;
  deposits: bigint;
  withdrawals: bigint;
  validBets: bigint;
  wins: bigint;
}

const empty = (): Sums => ({
  headcount: 0,
  newMembers: 0,
  activeMembers: 0,
  deposits: 0n,
  withdrawals: 0n,
  validBets: 0n,
  wins: 0n,
});

/**
 * GET /wps/agent/team/overview. Steps: the period (bounded, in the brand's zone); then, at once, three
 * set-based reads over the same team relation (members here, bets from the lottery module, cash from the
 * cashier's), each summed per direct-downline branch; then the branches are added up for the team. The
 * agent's own play and cash come back as the agent's group: they count in the team's money figures but
 * are no branch and no head.
 */
export async function teamOverview(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: { merchant: MerchantContext; memberId: bigint },
  query: { from?: string; to?: string },
): Promise<TTeamOverview> {
  const { db } = deps;
  const { merchant, memberId } = actor;
  const period = await teamPeriod(db, merchant, query, deps.now());
  const groups = teamGroups(merchant.id, memberId);

  const [people, bets, cash] = await Promise.all([
    sql<{ group_id: bigint; account: string; type: number; headcount: number; new_members: number }>`
      select g.group_id, r.username as account, r.type,
             count(*)::int as headcount,
             count(*) filter (where m.created_at >= ${period.from} and m.created_at < ${period.to})::int as new_members
        from (${groups}) g
        join ${memberAccounts(db, merchant.id)} m on m.id = g.member_id
        join ${memberAccounts(db, merchant.id)} r on r.id = g.group_id
       where g.group_id <> ${memberId}
       group by g.group_id, r.username, r.type
       order by r.username`.execute(db),
    betTotalsByGroup(db, merchant.id, groups, period),
    cashTotalsByGroup(db, merchant.id, groups, period),
  ]);

  const byGroup = new Map<bigint, Sums>();
  const sumsOf = (group: bigint) => {
    let found = byGroup.get(group);
    if (!found) {
      found = empty();
      byGroup.set(group, found);
    }
    return found;
  };
  for (const row of people.rows) {
    const s = sumsOf(row.group_id);
    s.headcount = row.headcount;
    s.newMembers = row.new_members;
  }
  for (const row of bets) {
    const s = sumsOf(row.group_id);
    s.activeMembers = row.active;
    s.validBets = row.valid_bets;
    s.wins = row.wins;
  }
  for (const row of cash) {
    const s = sumsOf(row.group_id);
    s.deposits = row.deposits;
    s.withdrawals = row.withdrawals;
  }

  const team = empty();
  for (const s of byGroup.values()) {
    team.headcount += s.headcount;
    team.newMembers += s.newMembers;
    team.activeMembers += s.activeMembers;
    team.deposits += s.deposits;
    team.withdrawals += s.withdrawals;
    team.validBets += s.validBets;
    team.wins += s.wins;
  }
  const money = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);
  const figures = (s: Sums): TTeamFigures => ({
    headcount: s.headcount,
    newMembers: s.newMembers,
    activeMembers: s.activeMembers,
    deposits: money(s.deposits),
    withdrawals: money(s.withdrawals),
    validBets: money(s.validBets),
    wins: money(s.wins),
    profitLoss: money(s.wins - s.validBets),
  });
  return {
    currency: merchant.currency,
    exponent: merchant.currencyExponent,
    from: period.fromDay,
    to: period.toDay,
    team: figures(team),
    branches: people.rows.map((row) => ({
      account: row.account,
      kind: kindOf(row.type),
      ...figures(byGroup.get(row.group_id) ?? empty()),
    })),
  };
}
