import type { TAgentTree } from '@gemilang/contract';
import type { Db } from '../../../db/connection';
import { AppError } from '../../../platform/app-error';
import type { MerchantContext } from '../../../platform/context';
import { memberAccounts } from '../../member';
import { agentNodes, type NodeRow, nodeColumns } from './agent-nodes';

/**
 * GET /admin/api/agents/tree: the back office looks an account up by its exact name (any case: the members
 * index is on lower(username)) and sees where it sits. Order: the account, in the operator's brand only
 * (agent_account_unknown for none and for another brand's, alike); then its uplines from the closure table
 * (one row per depth, ADR 033), top of the tree first. Its downline is not read here: the page opens it one
 * level at a time (downline-level.ts), so a team of 100,000 costs one page, not the whole tree.
 */
export async function accountTree(db: Db, merchant: MerchantContext, account: string): Promise<TAgentTree> {
  const found = await db
    .selectFrom(memberAccounts(db, merchant.id).as('m'))
    .select([...nodeColumns])
    .where((eb) => eb(eb.fn('lower', ['m.username']), '=', account.trim().toLowerCase()))
    .executeTakeFirst();
  if (!found) throw new AppError('agent_account_unknown', [{ field: 'account', reason: 'unknown' }]);
  const uplines = await db
    .selectFrom('team_links as l')
    .innerJoin(memberAccounts(db, merchant.id).as('m'), 'm.id', 'l.ancestor_id')
    .select([...nodeColumns])
    .where('l.merchant_id', '=', merchant.id)
    .where('l.descendant_id', '=', found.id)
    .where('l.depth', '>', 0)
    .orderBy('l.depth', 'desc')
    .execute();
  const [node, ...chain] = await agentNodes(db, merchant, [found as NodeRow, ...(uplines as NodeRow[])]);
  if (!node) throw new AppError('agent_account_unknown');
  return { currency: merchant.currency, account: node, uplines: chain };
}
