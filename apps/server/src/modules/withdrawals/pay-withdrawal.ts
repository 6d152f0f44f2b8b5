import type { TAdminWithdrawalDetail, TWithdrawalPayInput } from '@gemilang/contract';
import { type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { amountFromInput, formatMinor } from '../../platform/money';
import { maskAccountNumber } from '../member';
import { sendMemberMessage } from '../messages';
import { entryKinds, systemAccount, transfer } from '../wallet';
import { withdrawalDetail } from './withdrawal-queue';
import { moneyText, withdrawalRules } from './withdrawal-settings';
import { lockWithdrawal, remainingAmount } from './withdrawal-view';

/**
 * POST /admin/api/cashier/withdrawals/:id/pay: the cashier has sent money to the member's bank, all that
 * remains or a part. Ledger: withdrawal hold → payment clearing. The member is told (withdrawal approved)
 * and has the brand's N minutes to confirm before the payment counts as received.
 *
 * The row is locked first, so two operators paying at once are served one after the other; the second
 * sees what the first paid. The dialog's idempotency key makes a double click or a retry pay once.
 */
export async function payWithdrawal(
  deps: Deps,
  actor: OperatorActor,
  id: bigint,
  input: TWithdrawalPayInput,
): Promise<TAdminWithdrawalDetail> {
  const { operator, merchant } = actor;
  const { db } = deps;
  const asked = input.amount === undefined ? null : amountFromInput(input.amount, merchant.currencyExponent);
  const rules = withdrawalRules(merchant);

  await db.transaction().execute(async (trx) => {
    const row = await lockWithdrawal(trx, merchant.id, id);
    const before = await trx
      .selectFrom('withdrawal_payments')
      .select('amount')
      .where('withdrawal_id', '=', id)
      .where('idempotency_key', '=', input.idempotencyKey)
      .executeTakeFirst();
    if (before) {
      if (asked !== null && before.amount !== asked) throw new AppError('idempotency_conflict');
      return;
    }
    if (row.state !== 'requested' && row.state !== 'partially_paid') throw new AppError('withdrawal_state');
    const remaining = remainingAmount(row);
    const amount = asked ?? remaining;
    if (amount > remaining) {
      throw new AppError('withdrawal_over_remaining', [{ field: 'amount', reason: 'over_remaining' }], {
        remaining: moneyText(merchant, remaining),
      });
    }
    const now = deps.now();
    const entry = await transfer(trx, {
      merchantId: merchant.id,
      kind: entryKinds.withdrawalPayout,
      idempotencyKey: `${id}:${input.idempotencyKey}`,
      reference: `withdrawal:${id}`,
      memberId: row.member_id,
      memo: `${row.bank_name} ${maskAccountNumber(row.account_number)}`,
      from: await systemAccount(trx, merchant.id, 'withdrawal_hold'),
      to: await systemAccount(trx, merchant.id, 'payment_clearing'),
      amount,
    });
    if (entry.replayed) throw new AppError('idempotency_conflict');
    await trx
      .insertInto('withdrawal_payments')
      .values({
        merchant_id: merchant.id,
        withdrawal_id: id,
        amount,
        note: input.note ?? '',
        operator_id: operator.id,
        ledger_entry_id: entry.entryId,
        idempotency_key: input.idempotencyKey,
        created_at: now,
      })
      .execute();
    const paid = row.paid_amount + amount;
    await trx
      .updateTable('withdrawals')
      .set({
        paid_amount: paid,
        state: paid === row.amount ? 'paid' : 'partially_paid',
        last_paid_at: now,
        // The confirmation window: N minutes from the last payment, then what was paid counts as received.
        confirm_due_at: new Date(now.getTime() + rules.autoConfirmMinutes * 60_000),
        updated_at: now,
      })
      .where('merchant_id', '=', merchant.id)
      .where('id', '=', id)
      .execute();
    await sendMemberMessage(trx, {
      merchantId: merchant.id,
      memberId: row.member_id,
      kind: 'withdrawal_approved',
      params: {
        amount: formatMinor(amount, merchant.currencyExponent),
        currency: merchant.currency,
        withdrawalId: `${id}`,
      },
    });
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'withdrawal.pay',
      targetType: 'withdrawal',
      targetId: `${id}`,
      detail: {
        amount: formatMinor(amount, merchant.currencyExponent),
        paidAmount: formatMinor(paid, merchant.currencyExponent),
        remainingAmount: formatMinor(remaining - amount, merchant.currencyExponent),
        note: input.note ?? '',
      },
    });
  });
  return withdrawalDetail(db, merchant, id);
}
