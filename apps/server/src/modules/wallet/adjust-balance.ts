import { formatMinor, type TAdjustment } from '@gemilang/contract';
import { type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import { TRIAL_TYPE } from '../../platform/auth';
import type { Deps } from '../../platform/context';
import { amountFromInput } from '../../platform/money';
import { memberNamed } from '../member';
import { approvalThreshold } from './adjustment-settings';
import { adjustmentById } from './adjustments';
import { applyAdjustment, lockAdjustmentAccounts } from './apply-adjustment';
import { memberBalance } from './ledger';

export interface AdjustmentRequest {
  username: string;
  /** Signed major units: "-150.00" debits. */
  amount: string;
  reason: string;
  idempotencyKey: string;
}

/**
 * A signed amount: an optional sign written against the digits ("-150.00", "+20"), then an amount as every
 * money input parses it (positive, the currency's decimals). No spaces anywhere, as for any amount.
 */
export function signedAmountFromInput(input: string, exponent: number): bigint {
  const negative = input.startsWith('-');
  const unsigned = negative || input.startsWith('+') ? input.slice(1) : input;
  if (/^[-+]/.test(unsigned)) throw new AppError('amount_not_a_number', [{ field: 'amount', reason: 'not_a_number' }]);
  const minor = amountFromInput(unsigned, exponent);
  return negative ? -minor : minor;
}

/**
 * An operator credits or debits a member's wallet against the house, with a reason. At or below the
 * brand's threshold (by size) it applies at once; above it waits for a second, different operator.
 * A debit the wallet cannot cover is refused now (and checked again when approved).
 */
export async function requestAdjustment(
  deps: Deps,
  actor: OperatorActor,
  input: AdjustmentRequest,
): Promise<TAdjustment> {
  const { db } = deps;
  const { merchant, operator } = actor;
  const amount = signedAmountFromInput(input.amount, merchant.currencyExponent);
  const member = await memberNamed(db, merchant.id, input.username);
  if (!member) throw new AppError('account_not_found', [{ field: 'username', reason: 'invalid' }]);
  // A trial account holds play money only (ADR 052): the house's real money cannot be put in or taken out.
  if (member.type === TRIAL_TYPE)
    throw new AppError('in_need_true_account', [{ field: 'username', reason: 'invalid' }]);

  const id = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('balance_adjustments')
      .values({
        merchant_id: merchant.id,
        member_id: member.id,
        amount,
        reason: input.reason,
        idempotency_key: input.idempotencyKey,
        requested_by: operator.id,
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'idempotency_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      // The same form sent twice: answer the first request, unless the key is reused for something else.
      const first = await trx
        .selectFrom('balance_adjustments')
        .select(['id', 'member_id', 'amount'])
        .where('merchant_id', '=', merchant.id)
        .where('idempotency_key', '=', input.idempotencyKey)
        .executeTakeFirstOrThrow();
      if (first.member_id !== member.id || first.amount !== amount) throw new AppError('idempotency_conflict');
      return first.id;
    }
    const threshold = await approvalThreshold(trx, merchant.id);
    const size = amount < 0n ? -amount : amount;
    // Applied now: its accounts are locked before the audit chain's lock (apply-adjustment.ts says why).
    if (size <= threshold) await lockAdjustmentAccounts(trx, merchant.id, member.id);
    await audit(trx, {
      ...operatorAuditActor(actor),
      action: 'adjustment.request',
      targetType: 'adjustment',
      targetId: `${inserted.id}`,
      detail: {
        memberId: `${member.id}`,
        username: member.username,
        amount: formatMinor(amount, merchant.currencyExponent),
        reason: input.reason,
        threshold: formatMinor(threshold, merchant.currencyExponent),
        needsApproval: size > threshold,
      },
    });
    if (size <= threshold) {
      await applyAdjustment(
        trx,
        deps,
        actor,
        { id: inserted.id, memberId: member.id, amount, reason: input.reason },
        null,
      );
    } else if (amount < 0n && (await memberBalance(trx, merchant.id, member.id)) + amount < 0n) {
      throw new AppError('adjustment_exceeds_balance', [{ field: 'amount', reason: 'invalid' }]);
    }
    return inserted.id;
  });
  return adjustmentById(db, merchant, id);
}
