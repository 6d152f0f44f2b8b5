import type { TMyWithdrawal, TWithdrawalMemberAction } from '@gemilang/contract';
import { type MemberActor, memberAuditActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { memberUpload } from '../../platform/uploads';
import { autoConfirmWithdrawals } from './auto-confirm-withdrawals';
import { paymentsOf } from './withdrawal-mine';
import { awaitingAmount, confirmationDue, myWithdrawalView, type WithdrawalRow } from './withdrawal-view';

/**
 * The member's answer about paid money (docs/product.md, Withdrawals and transfers):
 * - received: the parts paid so far arrived (a fully paid withdrawal is then confirmed);
 * - all_received: a fully paid withdrawal arrived in full;
 * - not_received: paid money did not arrive, with a proof image; the N-minute rule then waits for the
 *   cashier, who resolves the report.
 * Once the window has closed the paid money counts as received and a not-received report is refused.
 */
export async function confirmWithdrawal(
  deps: Deps,
  actor: MemberActor,
  id: bigint,
  action: TWithdrawalMemberAction,
  proofUploadId?: string,
): Promise<TMyWithdrawal> {
  const { member: me, merchant } = actor;
  const { db } = deps;
  let proof: { id: bigint } | null = null;
  if (action === 'not_received') {
    if (!proofUploadId) throw new AppError('invalid_input', [{ field: 'proofUploadId', reason: 'required' }]);
    // Another member's upload, or one sent for another purpose, reads as not found.
    proof = await memberUpload(db, merchant.id, me.id, proofUploadId, 'withdrawal_proof');
  }
  await autoConfirmWithdrawals(deps, { merchantId: merchant.id, memberId: me.id });

  const row = await db.transaction().execute(async (trx): Promise<WithdrawalRow> => {
    const found = await trx
      .selectFrom('withdrawals')
      .selectAll()
      .where('merchant_id', '=', merchant.id)
      .where('member_id', '=', me.id)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!found) throw new AppError('not_found');
    const now = deps.now();
    const awaiting = awaitingAmount(found);
    if (found.disputed) throw new AppError('withdrawal_state');
    if (awaiting <= 0n) {
      throw new AppError(found.confirmation === 'auto' ? 'withdrawal_confirm_closed' : 'withdrawal_state');
    }
    if (action === 'not_received' && confirmationDue(found, now)) throw new AppError('withdrawal_confirm_closed');
    if (found.state !== 'partially_paid' && found.state !== 'paid') throw new AppError('withdrawal_state');
    if (action === 'all_received' && found.state !== 'paid') throw new AppError('withdrawal_state');

    const update =
      action === 'not_received'
        ? {
            confirmation: 'not_received' as const,
            disputed: true,
            dispute_paid_amount: found.paid_amount,
            proof_upload_id: proof?.id ?? null,
            disputed_at: now,
            confirm_due_at: null,
            resolution: null,
            resolution_reply: '',
            resolution_note: '',
          }
        : {
            confirmation: action,
            confirmed_amount: found.paid_amount,
            confirm_due_at: null,
            ...(found.state === 'paid' ? { state: 'confirmed' as const, confirmed_at: now } : {}),
          };
    const saved = await trx
      .updateTable('withdrawals')
      .set({ ...update, updated_at: now })
      .where('merchant_id', '=', merchant.id)
      .where('id', '=', found.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, {
      ...memberAuditActor(actor),
      action: `withdrawal.${action}`,
      targetType: 'withdrawal',
      targetId: `${found.id}`,
      detail: {
        amount: formatMinor(awaiting, merchant.currencyExponent),
        ...(proof ? { proofUploadId: `${proof.id}` } : {}),
      },
    });
    return saved;
  });

  const payments = await paymentsOf(db, merchant.id, [row.id]);
  return myWithdrawalView(row, payments.get(`${row.id}`) ?? [], merchant, deps.now());
}
