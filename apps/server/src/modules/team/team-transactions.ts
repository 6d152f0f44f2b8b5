import type { TTransactionHistory } from '@gemilang/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { MerchantContext } from '../../platform/context';
import { describeEntries } from '../records';
import { type HistoryQuery, transactionHistory } from '../wallet';
import { downlineAccount } from './team-accounts';

/**
 * GET /wps/agent/team/transactions: downline transaction details. Order: an account asked for
 * must be in the agent's downline (team_member_unknown otherwise, as every team call answers); then the
 * wallet's account record over that member, or over everyone below the agent (not the agent's own wallet:
 * that is its own account record), each movement naming its account.
 */
export async function teamTransactions(
  db: Db,
  merchant: MerchantContext,
  agentId: bigint,
  query: HistoryQuery & { account?: string },
  now: Date,
): Promise<TTransactionHistory> {
  const members =
    query.account === undefined
      ? sql<{ member_id: bigint }>`select descendant_id as member_id from team_links
                                   where merchant_id = ${merchant.id} and ancestor_id = ${agentId} and depth >= 1`
      : sql<{
          member_id: bigint;
        }>`select ${(await downlineAccount(db, merchant.id, agentId, query.account)).id}::bigint as member_id`;
  return transactionHistory(db, merchant, { members }, query, now, describeEntries);
}
