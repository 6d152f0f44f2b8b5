import { AppError } from '../../platform/app-error';
import { type AuditEntry, audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { sendMemberMessage } from '../messages';
import type { DepositRow } from './deposit-view';

/**
 * How a deposit ends without money: the cashier rejects a bank transfer (with a reason the member
 * reads), the gateway reports the payment failed or declined, or the site stops waiting for it.
 */
export type CloseReason =
  | { as: 'rejected'; operatorId: bigint; note: string; actor: Omit<AuditEntry, 'action'> }
  | { as: 'failed' }
  | { as: 'expired' };

const closableFrom = {
  rejected: ['pending'],
  failed: ['created', 'pending_payment'],
  expired: ['created', 'pending_payment'],
} as const;

export interface CloseResult {
  /** False when it was already in that state: nothing changed. */
  closed: boolean;
  deposit: DepositRow;
}

/**
 * Moves an open deposit to rejected, failed or expired by a guarded UPDATE, and tells the member
 * (deposit failed) in the same transaction. Closing it again the same way changes nothing; a deposit
 * that was credited (or decided otherwise) cannot be closed (deposit_already_decided).
 */
export async function closeDeposit(
  deps: Deps,
  merchant: { id: number; currencyExponent: number },
  depositId: bigint,
  reason: CloseReason,
): Promise<CloseResult> {
  return deps.db.transaction().execute(async (trx) => {
    const deposit = await trx
      .selectFrom('deposits')
      .selectAll()
      .where('merchant_id', '=', merchant.id)
      .where('id', '=', depositId)
      .forUpdate()
      .executeTakeFirst();
    if (!deposit) throw new AppError('not_found');
    if (deposit.state === reason.as) return { closed: false, deposit };
    if (reason.as === 'rejected' && deposit.kind !== 'bank_transfer') throw new AppError('deposit_not_bank_transfer');
    const from: readonly string[] = closableFrom[reason.as];
    if (!from.includes(deposit.state)) throw new AppError('deposit_already_decided');

    const now = deps.now();
    const updated = await trx
      .updateTable('deposits')
      .set({
        state: reason.as,
        decided_at: now,
        updated_at: now,
        ...(reason.as === 'rejected' ? { decided_by: reason.operatorId, operator_note: reason.note } : {}),
      })
      .where('merchant_id', '=', merchant.id)
      .where('id', '=', deposit.id)
      .where('state', '=', deposit.state)
      .returningAll()
      .executeTakeFirstOrThrow();

    // A deposit that never reached the gateway (it did not answer) was refused on screen at once.
    if (deposit.state !== 'created') {
      await sendMemberMessage(trx, {
        merchantId: merchant.id,
        memberId: deposit.member_id,
        kind: 'deposit_failed',
        params: {
          amount: formatMinor(deposit.amount, merchant.currencyExponent),
          currency: deposit.currency,
          depositId: deposit.id.toString(),
          ...(reason.as === 'rejected' ? { reason: reason.note } : {}),
        },
      });
    }
    if (reason.as === 'rejected') {
      await audit(trx, {
        ...reason.actor,
        action: 'deposit.reject',
        targetType: 'deposit',
        targetId: deposit.id.toString(),
        detail: {
          memberId: deposit.member_id.toString(),
          amount: formatMinor(deposit.amount, merchant.currencyExponent),
          currency: deposit.currency,
          note: reason.note,
        },
      });
    }
    return { closed: true, deposit: updated };
  });
}
