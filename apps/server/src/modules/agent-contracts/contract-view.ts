import type { TContract } from '@gemilang/contract';
import { sql } from 'kysely';
import type { ContractKind, StoredContractTier } from '../../db/schema-agent-contracts';
import { formatMinor } from '../../platform/money';
import type { Db } from '../wallet/ledger';
import { rateText } from './contract-tiers';

/** Contracts with their parties' usernames, as the agent sees them. */
export function contractsQuery(db: Db, merchantId: number) {
  return db
    .selectFrom('agent_contracts as c')
    .innerJoin('members as u', 'u.id', 'c.upline_id')
    .innerJoin('members as d', 'd.id', 'c.downline_id')
    .where('c.merchant_id', '=', merchantId)
    .select([
      'c.id',
      'c.kind',
      'c.period',
      'c.status',
      'c.tiers',
      'c.top_rate',
      'c.offered_at',
      'c.decided_at',
      'c.ended_at',
      'c.end_reason',
      'c.upline_id',
      'c.downline_id',
      sql<string>`u.username`.as('upline'),
      sql<string>`d.username`.as('downline'),
    ]);
}

type ContractRow = Awaited<ReturnType<ReturnType<typeof contractsQuery>['execute']>>[number];

export function contractView(row: ContractRow, exponent: number): TContract {
  const money = (minor: string | null) => (minor === null ? null : formatMinor(BigInt(minor), exponent));
  return {
    id: `${row.id}`,
    kind: row.kind,
    period: row.period,
    status: row.status,
    upline: row.upline,
    downline: row.downline,
    tiers: (row.tiers as StoredContractTier[]).map((t) => ({
      minValidBet: money(t.minValidBet),
      minTeamLoss: money(t.minTeamLoss),
      minActive: t.minActive,
      rate: rateText(t.rate),
    })),
    topRate: rateText(row.top_rate),
    offeredAt: row.offered_at.toISOString(),
    decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
    endedAt: row.ended_at ? row.ended_at.toISOString() : null,
    endReason: row.end_reason,
  };
}

/** The agent's signed contract of a kind with its own upline (what caps the rates it may offer). */
export async function signedContractOf(db: Db, merchantId: number, downlineId: bigint, kind: ContractKind) {
  return db
    .selectFrom('agent_contracts')
    .select(['id', 'top_rate'])
    .where('merchant_id', '=', merchantId)
    .where('downline_id', '=', downlineId)
    .where('kind', '=', kind)
    .where('status', '=', 'signed')
    .executeTakeFirst();
}
