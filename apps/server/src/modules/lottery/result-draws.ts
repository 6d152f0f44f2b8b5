import type { TResultProposal, TVnRegion, TVnResult } from '@gemilang/contract';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database, LotteryGameKind } from '../../db/schema';
import { staffNames } from '../admin';

// The Vietnamese draws results are entered for, and proposals as the back office sees them (ADR 026).

export const VN_REGION_OF: Readonly<Partial<Record<LotteryGameKind, TVnRegion>>> = {
  vn_north: 'north',
  vn_central: 'central',
  vn_south: 'south',
};

export interface ResultDrawRow {
  id: bigint;
  merchant_id: number;
  status: string;
  result: unknown;
  region: TVnRegion;
  game_code: string;
  draw_number: string;
}

/**
 * One Vietnamese draw of the brand, or undefined (an e-lottery draw is not one: the platform draws those).
 * With `lock`, the draw row is held FOR UPDATE until the caller's transaction ends: a confirmation and a
 * second confirmation (or a new proposal) on the same draw take turns.
 */
export async function vnDrawOf(
  db: Db,
  merchantId: number,
  drawId: bigint,
  lock = false,
): Promise<ResultDrawRow | undefined> {
  const row = await sql<Omit<ResultDrawRow, 'region'> & { kind: LotteryGameKind }>`
    select d.id, d.merchant_id, d.status, d.result, g.kind, g.code as game_code, d.draw_number
      from lottery_draws d join lottery_games g on g.id = d.game_id
     where d.merchant_id = ${merchantId} and d.id = ${drawId}
       and g.kind in ('vn_north', 'vn_central', 'vn_south')
     ${lock ? sql`for update of d` : sql``}`.execute(db);
  const found = row.rows[0];
  if (!found) return undefined;
  const { kind, ...rest } = found;
  return { ...rest, region: VN_REGION_OF[kind]! };
}

type ProposalRow = {
  id: bigint;
  draw_id: bigint;
  kind: 'result' | 'correction';
  status: 'pending' | 'confirmed' | 'rejected' | 'mismatched';
  source: 'form' | 'csv';
  result: unknown;
  second_result: unknown;
  proposed_by: bigint;
  proposed_by_name: string;
  proposed_at: Date;
  decided_by: bigint | null;
  decided_by_name: string | null;
  decided_at: Date | null;
  decision_note: string;
};

/**
 * A proposal as `viewer` (an operator's id) may see it. While it waits for its second entry, its numbers are
 * shown only to the operator who typed them: the second entry is blind (ADR 049). Once decided they are
 * shown to all, and after a mismatch both entries are, side by side.
 */
export function proposalView(row: ProposalRow, viewer: bigint): TResultProposal {
  const blind = row.status === 'pending' && row.proposed_by !== viewer;
  return {
    id: `${row.id}`,
    drawId: `${row.draw_id}`,
    kind: row.kind,
    status: row.status,
    source: row.source,
    result: blind ? null : (row.result as TVnResult),
    secondResult: row.status === 'mismatched' ? (row.second_result as TVnResult) : null,
    proposedBy: { id: `${row.proposed_by}`, username: row.proposed_by_name },
    proposedAt: row.proposed_at.toISOString(),
    decidedBy: row.decided_by === null ? null : { id: `${row.decided_by}`, username: row.decided_by_name ?? '' },
    decidedAt: row.decided_at?.toISOString() ?? null,
    decisionNote: row.decision_note,
  };
}

/** Proposals of the brand as `viewer` may see them, with who proposed and decided them; all, or those named. */
export async function proposalRows(
  db: Db | Transaction<Database>,
  merchantId: number,
  viewer: bigint,
  filter: { ids?: bigint[]; status?: 'pending' },
): Promise<TResultProposal[]> {
  let query = db
    .selectFrom('lottery_result_proposals as p')
    .innerJoin(staffNames(db, merchantId).as('o'), 'o.id', 'p.proposed_by')
    .leftJoin(staffNames(db, merchantId).as('d'), 'd.id', 'p.decided_by')
    .select([
      'p.id',
      'p.draw_id',
      'p.kind',
      'p.status',
      'p.source',
      'p.result',
      'p.second_result',
      'p.proposed_by',
      'o.username as proposed_by_name',
      'p.proposed_at',
      'p.decided_by',
      'd.username as decided_by_name',
      'p.decided_at',
      'p.decision_note',
    ])
    .where('p.merchant_id', '=', merchantId);
  if (filter.ids) query = query.where('p.id', 'in', filter.ids.length > 0 ? filter.ids : [0n]);
  if (filter.status) query = query.where('p.status', '=', filter.status);
  const rows = await query.orderBy('p.id').execute();
  return rows.map((r) => proposalView(r as ProposalRow, viewer));
}

export async function proposalById(db: Db, merchantId: number, viewer: bigint, id: bigint): Promise<TResultProposal> {
  const [found] = await proposalRows(db, merchantId, viewer, { ids: [id] });
  if (!found) throw new Error(`proposal ${id} vanished`);
  return found;
}
