import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { entryKinds } from '../wallet';
import { creditPoints } from './credit-points';
import { pointSettingsOf, pointsAt } from './point-settings';

/**
 * The points a credited deposit earns, when the brand gives points for deposits (ADR 064): in the credit's own
 * transaction, keyed by the deposit, so a replayed callback or a second approval earns nothing twice.
 */
export async function accrueDepositPoints(
  trx: Transaction<Database>,
  input: { merchantId: number; memberId: bigint; depositId: bigint; amount: bigint },
): Promise<void> {
  const settings = await pointSettingsOf(trx, input.merchantId);
  if (!settings.enabled) return;
  const points = pointsAt(input.amount, settings.deposit);
  await creditPoints(trx, input.merchantId, {
    kind: entryKinds.pointsDeposit,
    reference: `deposit:${input.depositId}`,
    credits: [{ memberId: input.memberId, points, key: `deposit:${input.depositId}` }],
  });
}
