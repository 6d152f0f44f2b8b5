import type { TAdminWithdrawalDetail, TWithdrawalResolveInput } from '@gemilang/contract';
import { type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { sendMemberMessage } from '../messages';
import { withdrawalDetail } from './withdrawal-queue';
import { withdrawalRules } from './withdrawal-settings';
import { lockWithdrawal } from './withdrawal-view';

/**
 * POST /admin/api/cashier/withdrawals/:id/resolve: the cashier settles a not-received report.
 * - delivered: the bank shows the money arrived; what the report was about counts as received.
 * - resent: the transfer had failed and was sent again; the member has N minutes to confirm anew.
 * The member gets a message with the reply (the live event refreshes their open withdrawal page).
 * Neither moves money in the ledger: the payout left the hold when it was paid, and a bounced transfer
 * sent again is still that one payout. (Money that should go back to the wallet is a manual adjustment.)
 */
export async function resolveWithdrawal(
  deps: Deps,
  actor: OperatorActor,
  id: bigint,
  input: TWithdrawalResolveInput,
): Promise<TAdminWithdrawalDetail> {
  const { operator, merchant } = actor;
  const { db } = deps;
  const rules = withdrawalRules(merchant);

  await db.transaction().execute(async (trx) => {
    const row = await lockWithdrawal(trx, merchant.id, id);
    if (!row.disputed) throw new AppError('withdrawal_state');
    const now = deps.now();
    const window = new Date(now.getTime() + rules.autoConfirmMinutes * 60_000);
    const closed = {
      disputed: false,
      confirmation: 'resolved' as const,
      resolution: input.outcome,
      resolution_reply: input.reply,
      resolution_note: input.note,
      resolved_by: operator.id,
      resolved_at: now,
      updated_at: now,
    };
    if (input.outcome === 'resent') {
      await trx
        .updateTable('withdrawals')
        .set({ ...closed, confirm_due_at: window })
        .where('merchant_id', '=', merchant.id)
        .where('id', '=', id)
        .execute();
    } else {
      // What the report was about arrived; a part paid after the report still waits for the member.
      const confirmed = row.dispute_paid_amount ?? row.paid_amount;
      const allConfirmed = confirmed === row.paid_amount;
      await trx
        .updateTable('withdrawals')
        .set({
          ...closed,
          confirmed_amount: confirmed,
          confirm_due_at: allConfirmed ? null : window,
          ...(allConfirmed && row.state === 'paid' ? { state: 'confirmed' as const, confirmed_at: now } : {}),
        })
        .where('merchant_id', '=', merchant.id)
        .where('id', '=', id)
        .execute();
    }
    // The member is told, and their open withdrawal page reads the withdrawal again on the message's event.
    await sendMemberMessage(trx, {
      merchantId: merchant.id,
      memberId: row.member_id,
      kind: 'withdrawal_resolved',
      params: { withdrawalId: `${id}`, outcome: input.outcome, reason: input.reply },
    });
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'withdrawal.resolve',
      targetType: 'withdrawal',
      targetId: `${id}`,
      detail: {
        outcome: input.outcome,
        reply: input.reply,
        note: input.note,
        disputedAmount: formatMinor(
          (row.dispute_paid_amount ?? row.paid_amount) - row.confirmed_amount,
          merchant.currencyExponent,
        ),
      },
    });
  });
  return withdrawalDetail(db, merchant, id);
}
