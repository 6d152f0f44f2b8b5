import type { TContract } from '@gemilang/contract';
import type { Db } from '../../db/connection';
import type { ContractKind, StoredContractTier } from '../../db/schema';
import { formatMinor } from '../../platform/money';
import { memberNamesById } from '../member';
import { rateText } from './contract-tiers';

/** A brand's contracts; their parties' account names come after, from the member module (withPartyNames). */
export function contractsQuery(db: Db, merchantId: number) {
  return db
    .selectFrom('agent_contracts as c')
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
    ]);
}

type ContractRow = Awaited<ReturnType<ReturnType<typeof contractsQuery>['execute']>>[number] & {
  upline: string;
  downline: string;
};

/** The rows with their upline's and downline's account names, asked of the member module in one call. */
export async function withPartyNames<R extends { upline_id: bigint; downline_id: bigint }>(
  db: Db,
  merchantId: number,
  rows: R[],
): Promise<(R & { upline: string; downline: string })[]> {
  const names = await memberNamesById(
    db,
    merchantId,
    rows.flatMap((r) => [r.upline_id, r.downline_id]),
  );
  return rows.map((r) => ({ ...r, upline: names.get(r.upline_id) ?? '', downline: names.get(r.downline_id) ?? '' }));
}

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
