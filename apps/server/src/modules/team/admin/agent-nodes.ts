import type { TAgentNode } from '@gemilang/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import type { MerchantContext } from '../../../platform/context';
import { formatMinor } from '../../../platform/money';
import { memberBalances } from '../../wallet';
import { kindOf } from '../team-accounts';

/**
 * Accounts as the back office's tree shows them. Counts come from the closure table (index lookups on
 * `team_links_downline`, ADR 033), balances from the wallet's read for these rows only, so a node costs the
 * same at any depth and a level of the tree is one page of rows, never the whole subtree.
 */
export const directCount = sql<number>`(select count(*) from team_links s where s.ancestor_id = m.id and s.depth = 1)::int`;
export const teamSize = sql<number>`(select count(*) from team_links s where s.ancestor_id = m.id and s.depth > 0)::int`;

export const nodeColumns = [
  'm.id',
  'm.username',
  'm.nickname',
  'm.type',
  'm.status',
  'm.created_at',
  directCount.as('direct_count'),
  teamSize.as('team_size'),
] as const;

export interface NodeRow {
  id: bigint;
  username: string;
  nickname: string;
  type: number;
  status: 'active' | 'locked' | 'frozen';
  created_at: Date;
  direct_count: number;
  team_size: number;
}

export async function agentNodes(db: Db, merchant: MerchantContext, rows: NodeRow[]): Promise<TAgentNode[]> {
  const balances = await memberBalances(
    db,
    merchant.id,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: `${r.id}`,
    account: r.username,
    nickname: r.nickname,
    type: r.type,
    kind: kindOf(r.type),
    status: r.status,
    balance: formatMinor(balances.get(r.id) ?? 0n, merchant.currencyExponent),
    directCount: Number(r.direct_count),
    teamSize: Number(r.team_size),
    registeredAt: r.created_at.toISOString(),
  }));
}
