import type { Language, TBankTransferDepositInput, TDeposit } from '@gemilang/contract';
import { sql } from 'kysely';
import { AppError } from '../../platform/app-error';
import type { Deps, MerchantContext } from '../../platform/context';
import { uniqueViolation } from '../../platform/database-errors';
import { amountFromInput } from '../../platform/money';
import { publishBackOfficeRequest } from '../../platform/realtime';
import { memberUpload } from '../../platform/uploads';
import { lockMemberCashier } from '../cashier';
import { assertDepositAllowed } from '../protection';
import { withChosenBonus } from './deposit-bonus-choice';
import { checkLimits, usableMethod } from './deposit-methods';
import { type DepositRow, toDeposit } from './deposit-view';

/** Bank transfers a member may have waiting for the cashier at once: enough for real use, not a flood. */
export const MAX_PENDING_BANK_TRANSFERS = 3;

/**
 * A member asks the cashier to credit a bank transfer into the brand's account: method, amount within
 * its limits, the transfer's reference and a receipt image the member uploaded. It waits as pending
 * until an operator approves or rejects it. The same idempotency key again answers the first request.
 */
export async function createBankTransferDeposit(
  deps: Deps,
  merchant: MerchantContext,
  memberId: bigint,
  input: TBankTransferDepositInput,
  language: Language,
): Promise<TDeposit> {
  const { db } = deps;
  const amount = amountFromInput(input.amount, merchant.currencyExponent);
  const method = await usableMethod(db, merchant.id, input.methodId, 'bank_transfer');
  const reply = (row: DepositRow) => toDeposit(row, method.name, merchant.currencyExponent, language);

  const earlier = await findByKey(deps, merchant.id, memberId, input.idempotencyKey);
  if (earlier) {
    if (earlier.kind !== 'bank_transfer' || earlier.amount !== amount || earlier.method_id !== method.id) {
      throw new AppError('idempotency_conflict');
    }
    return reply(earlier);
  }

  checkLimits(amount, method, merchant);
  const receipt = await memberUpload(db, merchant.id, memberId, input.receiptUploadId, 'deposit_receipt').catch(() => {
    throw new AppError('not_found', [{ field: 'receiptUploadId', reason: 'invalid' }]);
  });
  try {
    const row = await withChosenBonus(
      deps,
      { merchant, memberId, amount, bonusOfferId: input.bonusOfferId },
      async (trx) => {
        // The member's requests queue here (the cashier's lock), so two at once cannot both pass the pending limit.
        await lockMemberCashier(trx, memberId);
        // The same request sent twice at once: the second, let through the lock, answers what the first made.
        const first = await trx
          .selectFrom('deposits')
          .selectAll()
          .where('merchant_id', '=', merchant.id)
          .where('member_id', '=', memberId)
          .where('idempotency_key', '=', input.idempotencyKey)
          .executeTakeFirst();
        if (first) throw new SameRequest(first);
        // The member's own limits, break or exclusion (docs/product.md, Player protection), under the same lock.
        await assertDepositAllowed(trx, {
          merchantId: merchant.id,
          memberId,
          amount,
          exponent: merchant.currencyExponent,
          now: deps.now(),
        });
        const waiting = await trx
          .selectFrom('deposits')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('merchant_id', '=', merchant.id)
          .where('member_id', '=', memberId)
          .where('state', '=', 'pending')
          .executeTakeFirstOrThrow();
        if (waiting.n >= MAX_PENDING_BANK_TRANSFERS) {
          throw new AppError('deposit_too_many_pending', undefined, { max: MAX_PENDING_BANK_TRANSFERS });
        }
        return trx
          .insertInto('deposits')
          .values({
            merchant_id: merchant.id,
            member_id: memberId,
            method_id: method.id,
            kind: 'bank_transfer',
            amount,
            currency: merchant.currency,
            state: 'pending',
            reference: input.reference,
            receipt_upload_id: receipt.id,
            idempotency_key: input.idempotencyKey,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      },
    );
    // A request now waits for staff: the back office's dashboard hears of it (ADR 071).
    await publishBackOfficeRequest(deps.db, merchant.id);
    return reply(row);
  } catch (error) {
    if (error instanceof SameRequest) {
      if (error.first.amount !== amount || error.first.method_id !== method.id)
        throw new AppError('idempotency_conflict');
      return reply(error.first);
    }
    const index = uniqueViolation(error);
    if (index === 'deposits_receipt') throw new AppError('deposit_receipt_used');
    if (index === 'deposits_idempotency') {
      // The same request raced itself: answer what the first one made.
      const first = await findByKey(deps, merchant.id, memberId, input.idempotencyKey);
      if (first) return reply(first);
    }
    throw error;
  }
}

export function findByKey(deps: Deps, merchantId: number, memberId: bigint, key: string) {
  return deps.db
    .selectFrom('deposits')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** Thrown inside the request's transaction when the same request already made its deposit: nothing more is written. */
class SameRequest extends Error {
  constructor(readonly first: DepositRow) {
    super('the same deposit request again');
  }
}
