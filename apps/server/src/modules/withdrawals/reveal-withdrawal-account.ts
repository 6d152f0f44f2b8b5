import type { TRevealedAccountNumber } from '@gemilang/contract';
import { type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';

/**
 * POST /admin/api/cashier/withdrawals/:id/reveal-account: an administrator reads the whole number the
 * withdrawal pays into (the route admits the admin role only; every other reply masks it). The read and
 * its audit row (who, which withdrawal and member, when) are one transaction (ADR 051).
 */
export async function revealWithdrawalAccount(
  deps: Deps,
  actor: OperatorActor,
  id: bigint,
): Promise<TRevealedAccountNumber> {
  const merchantId = actor.merchant.id;
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('withdrawals')
      .select(['id', 'member_id', 'bank_name', 'account_number'])
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new AppError('not_found');
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'withdrawal.account_revealed',
      targetType: 'withdrawal',
      targetId: `${row.id}`,
      detail: { memberId: `${row.member_id}`, bankName: row.bank_name, accountEnding: row.account_number.slice(-4) },
    });
    return { accountNumber: row.account_number };
  });
}
