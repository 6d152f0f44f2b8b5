import type { TAdminWithdrawalDetail } from '@gemilang/contract';
import { type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { sendMemberMessage } from '../messages';
import { entryKinds, memberWalletAccount, systemAccount, transfer } from '../wallet';
import { withdrawalDetail } from './withdrawal-queue';
import { lockWithdrawal, remainingAmount } from './withdrawal-view';

/**
 * POST /admin/api/cashier/withdrawals/:id/reject: the unpaid remainder goes back to the member's wallet
 * (withdrawal hold → member wallet). A withdrawal nothing was paid on ends rejected; a partly paid one
 * ends as paid for what was paid (confirmed, if the member already confirmed all of that). The member
 * is told (withdrawal rejected) with the note. Rejecting it again answers it as it stands (ADR 019).
 */
export async function rejectWithdrawal(
  deps: Deps,
  actor: OperatorActor,
  id: bigint,
  note: string,
): Promise<TAdminWithdrawalDetail> {
  const { operator, merchant } = actor;
  const { db } = deps;

  await db.transaction().execute(async (trx) => {
    const row = await lockWithdrawal(trx, merchant.id, id);
    // Rejected before (a double click, a retried call): answer it as it stands; nothing moves twice.
    if (row.release_entry_id !== null) return;
    if (row.state !== 'requested' && row.state !== 'partially_paid') throw new AppError('withdrawal_state');
    const remainder = remainingAmount(row);
    const now = deps.now();
    const release = await transfer(trx, {
      merchantId: merchant.id,
      kind: entryKinds.withdrawalRelease,
      // One release per withdrawal, ever.
      idempotencyKey: `${id}`,
      reference: `withdrawal:${id}`,
      memberId: row.member_id,
      memo: note,
      from: await systemAccount(trx, merchant.id, 'withdrawal_hold'),
      to: await memberWalletAccount(trx, merchant.id, row.member_id),
      amount: remainder,
    });
    if (release.replayed) throw new AppError('withdrawal_state');
    const nothingPaid = row.paid_amount === 0n;
    const allConfirmed = !nothingPaid && !row.disputed && row.confirmed_amount === row.paid_amount;
    await trx
      .updateTable('withdrawals')
      .set({
        released_amount: remainder,
        state: nothingPaid ? 'rejected' : allConfirmed ? 'confirmed' : 'paid',
        ...(allConfirmed ? { confirmed_at: now, confirm_due_at: null } : {}),
        reject_note: note,
        rejected_by: operator.id,
        rejected_at: now,
        release_entry_id: release.entryId,
        updated_at: now,
      })
      .where('merchant_id', '=', merchant.id)
      .where('id', '=', id)
      .execute();
    await sendMemberMessage(trx, {
      merchantId: merchant.id,
      memberId: row.member_id,
      kind: 'withdrawal_rejected',
      params: {
        amount: formatMinor(remainder, merchant.currencyExponent),
        currency: merchant.currency,
        withdrawalId: `${id}`,
        reason: note,
      },
    });
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'withdrawal.reject',
      targetType: 'withdrawal',
      targetId: `${id}`,
      detail: {
        releasedAmount: formatMinor(remainder, merchant.currencyExponent),
        paidAmount: formatMinor(row.paid_amount, merchant.currencyExponent),
        note,
      },
    });
  });
  return withdrawalDetail(db, merchant, id);
}
