import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { forfeitGrant } from './end-grant';
import { lockMemberWallet } from './grant-rows';

/**
 * A withdrawal while bonuses are open (ADR 057): the member may always withdraw their own cash, and doing so
 * forfeits their open grants (the one in play and any waiting), never their cash. They are told first: without
 * their consent (`confirmed`) the withdrawal is refused with bonus_forfeit_unconfirmed and nothing changes. With
 * it, the grants are forfeited in the withdrawal's own transaction (reason `withdrawal`), so a withdrawal that
 * fails keeps the bonus too. Returns the bonus forfeited.
 */
export async function forfeitForWithdrawal(
  trx: Transaction<Database>,
  input: { merchantId: number; memberId: bigint; confirmed: boolean },
): Promise<bigint> {
  await lockMemberWallet(trx, input.merchantId, input.memberId);
  const open = await trx
    .selectFrom('promotion_grants')
    .select('id')
    .where('merchant_id', '=', input.merchantId)
    .where('member_id', '=', input.memberId)
    .where('state', 'in', ['active', 'pending'])
    .orderBy('id')
    .execute();
  if (open.length === 0) return 0n;
  if (!input.confirmed) throw new AppError('bonus_forfeit_unconfirmed');
  let forfeited = 0n;
  // The waiting ones first, so forfeiting the one in play starts none of them.
  for (const { id } of open.reverse()) {
    forfeited += (await forfeitGrant(trx, { merchantId: input.merchantId, grantId: id, reason: 'withdrawal' }))
      .forfeited;
  }
  return forfeited;
}
