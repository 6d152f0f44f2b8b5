import type { TWithdrawRequest, TWithdrawResult } from '@gemilang/contract';
import { type MemberActor, memberAuditActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { amountFromInput, formatMinor } from '../../platform/money';
import { lockMemberCashier } from '../cashier';
import { maskAccountNumber, memberBankAccount, verifyPaymentPassword } from '../member';
import { forfeitForWithdrawal } from '../promotions';
import { entryKinds, memberBalance, memberWalletAccount, systemAccount, transfer } from '../wallet';
import { memberWithdrawalRules } from './member-withdrawal-rules';
import { withdrawalsToday } from './withdrawal-limits';
import { checkRange } from './withdrawal-settings';
import { myWithdrawalView, type WithdrawalRow } from './withdrawal-view';

/**
 * POST /wps/cashier/withdraw/requests: the member asks to withdraw to one of their bank accounts.
 *
 * Order: the amount and the brand's limits (bad input changes nothing), the payment password (wrong ones
 * are counted and lock after five), the bank account, then one transaction that checks the daily count
 * and the idempotency key under the member's lock and holds the amount (member wallet → withdrawal hold).
 * The hold is where an amount larger than the balance is refused, atomically with the guarded UPDATE of
 * the ledger: of many requests racing for one balance, exactly those that fit are held.
 */
export async function requestWithdrawal(
  deps: Deps,
  actor: MemberActor,
  input: TWithdrawRequest,
): Promise<TWithdrawResult> {
  const { member: me, merchant } = actor;
  const { db } = deps;
  const amount = amountFromInput(input.amount, merchant.currencyExponent);
  const rules = await memberWithdrawalRules(db, merchant, me.id);
  checkRange(merchant, amount, rules.minAmount, rules.maxAmount);

  await verifyPaymentPassword(deps, {
    merchantId: merchant.id,
    memberId: me.id,
    password: input.paymentPassword,
    ip: actor.ip,
  });
  const account = await memberBankAccount(db, merchant.id, me.id, input.bankAccountId);
  const now = deps.now();

  const row = await db.transaction().execute(async (trx): Promise<WithdrawalRow> => {
    await lockMemberCashier(trx, me.id);
    const first = await trx
      .selectFrom('withdrawals')
      .selectAll()
      .where('merchant_id', '=', merchant.id)
      .where('member_id', '=', me.id)
      .where('idempotency_key', '=', input.idempotencyKey)
      .executeTakeFirst();
    if (first) {
      // The same submission again (a retry, a double tap): its first answer, nothing held twice.
      if (first.amount !== amount || first.bank_account_id !== account.id) throw new AppError('idempotency_conflict');
      return first;
    }
    if ((await withdrawalsToday(trx, merchant, me.id, now)) >= rules.dailyCount) {
      throw new AppError('withdrawal_daily_limit', undefined, { count: rules.dailyCount });
    }
    // Open bonuses are forfeited with the member's consent, in this transaction; their cash never (ADR 057).
    await forfeitForWithdrawal(trx, {
      merchantId: merchant.id,
      memberId: me.id,
      confirmed: input.forfeitBonus === true,
    });
    const created = await trx
      .insertInto('withdrawals')
      .values({
        merchant_id: merchant.id,
        member_id: me.id,
        amount,
        bank_account_id: account.id,
        bank_name: account.bankName,
        account_number: account.accountNumber,
        account_name: account.accountName,
        idempotency_key: input.idempotencyKey,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const hold = await transfer(trx, {
      merchantId: merchant.id,
      kind: entryKinds.withdrawalHold,
      idempotencyKey: `${me.id}:${input.idempotencyKey}`,
      reference: `withdrawal:${created.id}`,
      memberId: me.id,
      memo: `${account.bankName} ${maskAccountNumber(account.accountNumber)}`,
      from: await memberWalletAccount(trx, merchant.id, me.id),
      to: await systemAccount(trx, merchant.id, 'withdrawal_hold'),
      amount,
    });
    // The key is the withdrawal's own, checked above under the member's lock: a replayed hold here would
    // mean a hold without its withdrawal. Refuse rather than record a withdrawal nothing backs.
    if (hold.replayed) throw new AppError('idempotency_conflict');
    const saved = await trx
      .updateTable('withdrawals')
      .set({ hold_entry_id: hold.entryId })
      .where('merchant_id', '=', merchant.id)
      .where('id', '=', created.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, {
      ...memberAuditActor(actor),
      action: 'withdrawal.request',
      targetType: 'withdrawal',
      targetId: `${created.id}`,
      detail: {
        amount: formatMinor(amount, merchant.currencyExponent),
        bankName: account.bankName,
        accountNumber: maskAccountNumber(account.accountNumber),
      },
    });
    return saved;
  });

  const payments = await db
    .selectFrom('withdrawal_payments')
    .select(['amount', 'created_at'])
    .where('withdrawal_id', '=', row.id)
    .orderBy('id')
    .execute();
  const balance = await memberBalance(db, merchant.id, me.id);
  return {
    withdrawal: myWithdrawalView(row, payments, merchant, deps.now()),
    balance: formatMinor(balance, merchant.currencyExponent),
  };
}
