import type { TDownlinePage } from '@gemilang/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { AppError } from '../../../platform/app-error';
import { AGENT_TYPES } from '../../../platform/auth';
import type { MerchantContext } from '../../../platform/context';
import { countValue, pageWindow } from '../../../platform/list-queries';
import { memberAccounts } from '../../member';
import { agentNodes, type NodeRow, nodeColumns } from './agent-nodes';

/**
 * GET /admin/api/agents/:id/downline: one level of the tree, the accounts directly under one (depth 1 of the
 * closure table), agents first since they are the branches an operator opens next, then by account. Order:
 * the account checked to be the operator's brand's (agent_account_unknown for another brand's, so an id
 * tells nothing); then one page of its direct downline with counts and balances.
 */
export async function downlineLevel(
  db: Db,
  merchant: MerchantContext,
  id: bigint,
  query: { page: number; pageSize: number },
): Promise<TDownlinePage> {
  const parent = await db
    .selectFrom(memberAccounts(db, merchant.id).as('m'))
    .select('m.id')
    .where('m.id', '=', id)
    .executeTakeFirst();
  if (!parent) throw new AppError('agent_account_unknown');
  const level = db
    .selectFrom('team_links as l')
    .innerJoin(memberAccounts(db, merchant.id).as('m'), 'm.id', 'l.descendant_id')
    .where('l.merchant_id', '=', merchant.id)
    .where('l.ancestor_id', '=', id)
    .where('l.depth', '=', 1);
  const { limit, offset } = pageWindow(query);
  const agentFirst = sql<number>`case when m.type in (${sql.join([...AGENT_TYPES])}) then 0 else 1 end`;
  const [rows, count] = await Promise.all([
    level
      .select([...nodeColumns])
      .orderBy(agentFirst)
      .orderBy('m.username')
      .limit(limit)
      .offset(offset)
      .execute(),
    level.select(sql<number>`count(*)`.as('total')).executeTakeFirst(),
  ]);
  return {
    currency: merchant.currency,
    items: await agentNodes(db, merchant, rows as NodeRow[]),
    total: countValue(count),
    page: query.page,
    pageSize: query.pageSize,
  };
}
