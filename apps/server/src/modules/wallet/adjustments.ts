import { formatMinor, type TAdjustment, type TAdjustmentPage, type TAdjustmentState } from '@gemilang/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { AppError } from '../../platform/app-error';
import type { MerchantContext } from '../../platform/context';
import { staffNames } from '../admin';
import { memberAccounts } from '../member';

/** Reading manual balance adjustments (balance_adjustments) for the back office. */

function adjustmentsOf(db: Db, merchantId: number) {
  return db
    .selectFrom('balance_adjustments as a')
    .innerJoin(memberAccounts(db, merchantId).as('m'), 'm.id', 'a.member_id')
    .innerJoin(staffNames(db, merchantId).as('r'), 'r.id', 'a.requested_by')
    .leftJoin(staffNames(db, merchantId).as('d'), 'd.id', 'a.decided_by')
    .where('a.merchant_id', '=', merchantId);
}

const columns = [
  'a.id',
  'a.member_id',
  'm.username',
  'a.amount',
  'a.reason',
  'a.state',
  'a.requested_by',
  'r.username as requested_by_name',
  'a.decided_by',
  'd.username as decided_by_name',
  'a.decision_note',
  'a.ledger_entry_id',
  'a.created_at',
  'a.decided_at',
] as const;

type Row = {
  id: bigint;
  member_id: bigint;
  username: string;
  amount: bigint;
  reason: string;
  state: TAdjustmentState;
  requested_by: bigint;
  requested_by_name: string;
  decided_by: bigint | null;
  decided_by_name: string | null;
  decision_note: string;
  ledger_entry_id: bigint | null;
  created_at: Date;
  decided_at: Date | null;
};

function toAdjustment(row: Row, merchant: MerchantContext): TAdjustment {
  return {
    id: `${row.id}`,
    memberId: `${row.member_id}`,
    username: row.username,
    amount: formatMinor(row.amount, merchant.currencyExponent),
    currency: merchant.currency,
    reason: row.reason,
    state: row.state,
    requestedBy: { id: `${row.requested_by}`, username: row.requested_by_name },
    decidedBy: row.decided_by === null ? null : { id: `${row.decided_by}`, username: row.decided_by_name ?? '' },
    decisionNote: row.decision_note,
    entryId: row.ledger_entry_id === null ? null : `${row.ledger_entry_id}`,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

export async function adjustmentById(db: Db, merchant: MerchantContext, id: bigint): Promise<TAdjustment> {
  const row = await adjustmentsOf(db, merchant.id).select(columns).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found');
  return toAdjustment(row, merchant);
}

export async function listAdjustments(
  db: Db,
  merchant: MerchantContext,
  query: { state?: TAdjustmentState; page: number; pageSize: number },
): Promise<TAdjustmentPage> {
  let filtered = adjustmentsOf(db, merchant.id);
  if (query.state) filtered = filtered.where('a.state', '=', query.state);
  const [rows, total, pending] = await Promise.all([
    filtered
      .select(columns)
      .orderBy('a.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filtered.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst(),
    db
      .selectFrom('balance_adjustments')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('merchant_id', '=', merchant.id)
      .where('state', '=', 'pending')
      .executeTakeFirst(),
  ]);
  return {
    items: rows.map((r) => toAdjustment(r, merchant)),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    pending: Number(pending?.n ?? 0),
  };
}
