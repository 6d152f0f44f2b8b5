import type { TRevealedAccountNumber } from '@gemilang/contract';
import { type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';

/**
 * POST /admin/api/members/:id/bank-accounts/:accountId/reveal: an administrator reads one whole account
 * number (the route admits the admin role only). The read and its audit row (who, which member and
 * account, when) are one transaction: no number leaves without its record (ADR 051). A removed account
 * may be revealed too (a past withdrawal went to it); another brand's member or account is not found.
 */
export async function revealBankAccount(
  deps: Deps,
  actor: OperatorActor,
  memberId: string,
  accountId: string,
): Promise<TRevealedAccountNumber> {
  const merchantId = actor.merchant.id;
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('member_bank_accounts')
      .select(['id', 'member_id', 'bank_name', 'account_number'])
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', BigInt(memberId))
      .where('id', '=', BigInt(accountId))
      .executeTakeFirst();
    if (!row) throw new AppError('not_found');
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'member.bank_account_revealed',
      targetType: 'member',
      targetId: `${row.member_id}`,
      detail: { bankAccountId: `${row.id}`, bankName: row.bank_name, accountEnding: row.account_number.slice(-4) },
    });
    return { accountNumber: row.account_number };
  });
}
