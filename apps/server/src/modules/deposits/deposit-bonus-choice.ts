import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Deps, MerchantContext } from '../../platform/context';
import { chooseDepositBonus } from '../promotions';
import { depositSummary } from './deposit-summary';
import type { DepositRow } from './deposit-view';

/**
 * A new deposit and the bonus its member chose for it on the deposit page (ADR 057), made together: a bonus the
 * member may not choose refuses the request with why, and no deposit is left behind without the bonus they asked
 * for. `insert` makes the deposit row in the transaction.
 */
export async function withChosenBonus(
  deps: Deps,
  input: { merchant: MerchantContext; memberId: bigint; amount: bigint; bonusOfferId?: string },
  insert: (trx: Transaction<Database>) => Promise<DepositRow>,
): Promise<DepositRow> {
  const { bonusOfferId } = input;
  if (bonusOfferId === undefined) return deps.db.transaction().execute(insert);
  const deposits = await depositSummary(deps.db, input.merchant.id, input.memberId);
  return deps.db.transaction().execute(async (trx) => {
    const row = await insert(trx);
    await chooseDepositBonus(trx, {
      merchant: input.merchant,
      memberId: input.memberId,
      offerId: BigInt(bonusOfferId),
      depositId: row.id,
      amount: input.amount,
      deposits,
      now: deps.now(),
    });
    return row;
  });
}
