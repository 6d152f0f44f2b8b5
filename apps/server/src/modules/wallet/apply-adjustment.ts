import { formatMinor } from '@gemilang/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { sendMemberMessage } from '../messages';
import { entryKinds } from './entry-kinds';
import { lockAccounts, memberWalletAccount, postEntry, systemAccount } from './ledger';

export interface PendingAdjustment {
  id: bigint;
  memberId: bigint;
  amount: bigint;
  reason: string;
}

/**
 * Locks the house and the member's wallet (in id order, as postEntry does) before a decision writes its audit
 * row. The audit chain's per-brand lock is taken by every money transaction after its postings; taking it
 * first and the accounts after, as an adjustment did, deadlocked against a withdrawal or a deposit decision
 * of the same member (found by the concurrent money property test on PostgreSQL, seed 201086364).
 */
export async function lockAdjustmentAccounts(
  trx: Transaction<Database>,
  merchantId: number,
  memberId: bigint,
): Promise<void> {
  const house = await systemAccount(trx, merchantId, 'house');
  const wallet = await memberWalletAccount(trx, merchantId, memberId);
  await lockAccounts(trx, merchantId, [house, wallet]);
}

/**
 * Moves an adjustment's money between the house and the member's wallet, marks it applied, tells the
 * member and audits it, all in the caller's transaction. The entry's key is the adjustment's id, so an
 * adjustment moves money once however often this runs. A debit that would take the wallet below zero is
 * refused and the caller's transaction rolls back.
 */
export async function applyAdjustment(
  trx: Transaction<Database>,
  deps: Deps,
  actor: OperatorActor,
  adjustment: PendingAdjustment,
  decidedBy: bigint | null,
): Promise<void> {
  const { merchant } = actor;
  const house = await systemAccount(trx, merchant.id, 'house');
  const wallet = await memberWalletAccount(trx, merchant.id, adjustment.memberId);
  let entryId: bigint;
  try {
    ({ entryId } = await postEntry(trx, {
      merchantId: merchant.id,
      kind: entryKinds.adjustment,
      idempotencyKey: `adjustment:${adjustment.id}`,
      reference: `adjustment:${adjustment.id}`,
      memberId: adjustment.memberId,
      memo: adjustment.reason,
      postings: [
        { accountId: house, amount: -adjustment.amount },
        { accountId: wallet, amount: adjustment.amount },
      ],
    }));
  } catch (error) {
    if (error instanceof AppError && error.code === 'insufficient_balance') {
      throw new AppError('adjustment_exceeds_balance', [{ field: 'amount', reason: 'invalid' }]);
    }
    throw error;
  }
  await trx
    .updateTable('balance_adjustments')
    .set({ state: 'applied', ledger_entry_id: entryId, decided_by: decidedBy, decided_at: deps.now() })
    .where('merchant_id', '=', merchant.id)
    .where('id', '=', adjustment.id)
    .execute();
  const amount = formatMinor(adjustment.amount, merchant.currencyExponent);
  await sendMemberMessage(trx, {
    merchantId: merchant.id,
    memberId: adjustment.memberId,
    kind: 'adjustment',
    params: { amount, currency: merchant.currency, adjustmentId: `${adjustment.id}` },
  });
  await audit(trx, {
    ...operatorAuditActor(actor),
    action: 'adjustment.apply',
    targetType: 'adjustment',
    targetId: `${adjustment.id}`,
    detail: {
      memberId: `${adjustment.memberId}`,
      amount,
      entryId: `${entryId}`,
      approvedBy: decidedBy?.toString() ?? null,
    },
  });
}
