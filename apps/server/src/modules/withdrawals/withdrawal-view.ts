import type { TAdminWithdrawalRow, TMyWithdrawal, TWithdrawalMemberAction } from '@gemilang/contract';
import type { Selectable, Transaction } from 'kysely';
import type { Database, WithdrawalsTable } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { MerchantContext } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { maskAccountNumber } from '../member';

export type WithdrawalRow = Selectable<WithdrawalsTable>;

/** Paid money the member has not confirmed (nor the N-minute rule, nor an operator). */
export function awaitingAmount(row: WithdrawalRow): bigint {
  return row.paid_amount - row.confirmed_amount;
}

/** Neither paid nor given back: what the cashier may still pay or reject. */
export function remainingAmount(row: WithdrawalRow): bigint {
  return row.amount - row.paid_amount - row.released_amount;
}

/** The confirmation window has closed: the awaiting amount counts as received. */
export function confirmationDue(row: WithdrawalRow, now: Date): boolean {
  return !row.disputed && row.confirm_due_at !== null && row.confirm_due_at <= now;
}

/**
 * What the member may answer now: while parts are paid, that they arrived (received) or not; once fully
 * paid, that all arrived or not. Nothing while a report is open or once the window has closed.
 */
export function memberActions(row: WithdrawalRow, now: Date): TWithdrawalMemberAction[] {
  if (awaitingAmount(row) <= 0n || row.disputed || confirmationDue(row, now)) return [];
  if (row.state === 'partially_paid') return ['received', 'not_received'];
  if (row.state === 'paid') return ['all_received', 'not_received'];
  return [];
}

type Money = Pick<MerchantContext, 'currencyExponent'>;

function amounts(row: WithdrawalRow, merchant: Money) {
  const money = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);
  return {
    amount: money(row.amount),
    paidAmount: money(row.paid_amount),
    releasedAmount: money(row.released_amount),
    remainingAmount: money(remainingAmount(row)),
    receivedAmount: money(row.confirmed_amount),
    awaitingAmount: money(awaitingAmount(row)),
  };
}

export function myWithdrawalView(
  row: WithdrawalRow,
  payments: { amount: bigint; created_at: Date }[],
  merchant: Pick<MerchantContext, 'currency' | 'currencyExponent'>,
  now: Date,
): TMyWithdrawal {
  return {
    id: `${row.id}`,
    currency: merchant.currency,
    state: row.state,
    ...amounts(row, merchant),
    bankName: row.bank_name,
    accountNumber: maskAccountNumber(row.account_number),
    accountName: row.account_name,
    confirmation: row.confirmation,
    disputed: row.disputed,
    resolution: row.resolution,
    // The reply only: the operator's internal note never reaches the member.
    resolutionReply: row.resolution_reply,
    rejectNote: row.reject_note,
    confirmDueAt: awaitingAmount(row) > 0n && !row.disputed ? (row.confirm_due_at?.toISOString() ?? null) : null,
    actions: memberActions(row, now),
    payments: payments.map((p) => ({
      amount: formatMinor(p.amount, merchant.currencyExponent),
      paidAt: p.created_at.toISOString(),
    })),
    createdAt: row.created_at.toISOString(),
    confirmedAt: row.confirmed_at?.toISOString() ?? null,
  };
}

export function adminWithdrawalView(
  row: WithdrawalRow & { username: string },
  merchant: Pick<MerchantContext, 'currency' | 'currencyExponent'>,
  linkedAccounts: number | null = null,
): TAdminWithdrawalRow {
  return {
    id: `${row.id}`,
    memberId: `${row.member_id}`,
    username: row.username,
    currency: merchant.currency,
    state: row.state,
    ...amounts(row, merchant),
    bankName: row.bank_name,
    // Masked for every operator; the whole number only through the audited reveal (ADR 051).
    accountNumber: maskAccountNumber(row.account_number),
    accountName: row.account_name,
    confirmation: row.confirmation,
    disputed: row.disputed,
    proofUploadId: row.proof_upload_id === null ? null : `${row.proof_upload_id}`,
    disputedAt: row.disputed_at?.toISOString() ?? null,
    resolution: row.resolution,
    resolutionReply: row.resolution_reply,
    resolutionNote: row.resolution_note,
    rejectNote: row.reject_note,
    confirmDueAt: row.confirm_due_at?.toISOString() ?? null,
    lastPaidAt: row.last_paid_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    confirmedAt: row.confirmed_at?.toISOString() ?? null,
    linkedAccounts,
  };
}

/** A withdrawal of the brand, locked for the rest of the transaction (two operators cannot both pay it). */
export async function lockWithdrawal(
  trx: Transaction<Database>,
  merchantId: number,
  id: bigint,
): Promise<WithdrawalRow> {
  const row = await trx
    .selectFrom('withdrawals')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new AppError('not_found');
  return row;
}
