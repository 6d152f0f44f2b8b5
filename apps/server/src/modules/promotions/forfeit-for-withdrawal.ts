import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { forfeitOpenGrants, lockedOpenGrants } from './open-grants';

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
  const grantIds = await lockedOpenGrants(trx, input);
  if (grantIds.length === 0) return 0n;
  if (!input.confirmed) throw new AppError('bonus_forfeit_unconfirmed');
  return forfeitOpenGrants(trx, { merchantId: input.merchantId, grantIds, reason: 'withdrawal' });
}
