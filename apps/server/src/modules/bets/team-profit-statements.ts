import type { TTeamProfitStatements } from '@gemilang/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { MerchantContext } from '../../platform/context';
import { memberAccounts } from '../member';
import { downlineAccount, teamGroups } from '../team';
import { recordRange } from '../wallet';
import { type BetTotalsRow, betTotalColumns, totalsView } from './bet-totals';
import { type BetOwners, betsInRange } from './bets-in-range';

/**
 * GET /wps/agent/team/profit: the agent centre's user profit and loss statements. Order: the days
 * checked as every record's; an account asked for must be in the agent's downline (team_member_unknown
 * otherwise); then one row a member of the team (the agent's own included) who bet in the days, by account,
 * paged, beside the totals of all of them, each with the one definition of stake, valid stake and winnings
 * (bet-totals.ts).
 */
export async function teamProfitStatements(
  db: Db,
  merchant: MerchantContext,
  agentId: bigint,
  query: { from?: string; to?: string; account?: string; page: number; pageSize: number },
  now: Date,
): Promise<TTeamProfitStatements> {
  const range = recordRange(query, merchant.timeZone, now);
  const owners: BetOwners =
    query.account === undefined
      ? { members: teamGroups(merchant.id, agentId) }
      : { memberId: (await downlineAccount(db, merchant.id, agentId, query.account)).id };
  const bets = betsInRange(db, merchant, owners, range);
  const [rows, totals, counted] = await Promise.all([
    bets
      .innerJoin(memberAccounts(db, merchant.id).as('m'), 'm.id', 'b.member_id')
      .select([...betTotalColumns, 'm.username'])
      .groupBy('m.username')
      .orderBy('m.username')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    bets.select(betTotalColumns).executeTakeFirst(),
    bets.select(sql<number>`count(distinct b.member_id)::int`.as('members')).executeTakeFirst(),
  ]);
  const exponent = merchant.currencyExponent;
  return {
    currency: merchant.currency,
    ...range,
    page: query.page,
    pageSize: query.pageSize,
    total: counted?.members ?? 0,
    items: rows.map((row) => ({ account: row.username, ...totalsView(row as BetTotalsRow, exponent) })),
    totals: totalsView(totals, exponent),
  };
}
