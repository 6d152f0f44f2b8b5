import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { entryKinds } from './entry-kinds';
import { memberWalletAccount, systemAccount, transfer } from './ledger';

export interface OpeningCredit {
  merchantId: number;
  memberId: bigint;
  /** Minor units, positive. */
  amount: bigint;
  /** The record's memo, as an adjustment's reason is. */
  reason: string;
  /** Who it is recorded as requested by (an adjustment always names its operator). */
  operatorId: bigint;
  idempotencyKey: string;
  now: Date;
}

/**
 * Money the house puts in a wallet before anyone used the brand: the demo member's opening balance (and
 * the tests' funding). Recorded as a manual adjustment applied at once, so the back office lists it and
 * reconciliation finds its row behind its entry; unlike an operator's adjustment it sends no message and
 * writes no audit row, because nobody did anything. The same key again credits nothing more.
 */
export async function recordOpeningCredit(trx: Transaction<Database>, input: OpeningCredit): Promise<bigint> {
  const row = await trx
    .insertInto('balance_adjustments')
    .values({
      merchant_id: input.merchantId,
      member_id: input.memberId,
      amount: input.amount,
      reason: input.reason,
      idempotency_key: input.idempotencyKey,
      requested_by: input.operatorId,
      created_at: input.now,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return 0n;
  const entry = await transfer(trx, {
    merchantId: input.merchantId,
    kind: entryKinds.adjustment,
    idempotencyKey: `adjustment:${row.id}`,
    reference: `adjustment:${row.id}`,
    memberId: input.memberId,
    memo: input.reason,
    from: await systemAccount(trx, input.merchantId, 'house'),
    to: await memberWalletAccount(trx, input.merchantId, input.memberId),
    amount: input.amount,
  });
  await trx
    .updateTable('balance_adjustments')
    .set({ state: 'applied', ledger_entry_id: entry.entryId, decided_at: input.now })
    .where('merchant_id', '=', input.merchantId)
    .where('id', '=', row.id)
    .execute();
  return input.amount;
}
