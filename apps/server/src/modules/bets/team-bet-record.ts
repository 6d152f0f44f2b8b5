import type { TBetRecord } from '@gemilang/contract';
import type { Db } from '../../db/connection';
import type { MerchantContext } from '../../platform/context';
import { downlineAccount, teamGroups } from '../team';
import { type BetRecordQuery, betRecord } from './bet-record';

/**
 * GET /wps/agent/team/bets: the agent centre's team betting history. Order: an account asked for
 * must be in the agent's downline (team_member_unknown for anyone else, the team module's one answer, so
 * the call tells nothing of accounts outside the team); then the betting record over that account, or over
 * the whole team with the agent's own bets (the team closure table, ADR 033), with the same filters, paging
 * and totals as the member's own record.
 */
export async function teamBetRecord(
  db: Db,
  merchant: MerchantContext,
  agentId: bigint,
  query: BetRecordQuery & { account?: string },
  now: Date,
): Promise<TBetRecord> {
  if (query.account !== undefined) {
    const member = await downlineAccount(db, merchant.id, agentId, query.account);
    return betRecord(db, merchant, { memberId: member.id }, query, now);
  }
  return betRecord(db, merchant, { members: teamGroups(merchant.id, agentId) }, query, now);
}
