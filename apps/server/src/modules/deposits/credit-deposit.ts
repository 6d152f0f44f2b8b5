import type { Transaction } from 'kysely';
import type { Database, DepositState } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { type AuditEntry, audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { sendMemberMessage } from '../messages';
import { accrueDepositPoints } from '../points';
import { grantDepositBonus } from '../promotions';
import { rewardReferrerOfDeposit } from '../referrals';
import { entryKinds, memberWalletAccount, systemAccount, transfer } from '../wallet';
import { depositSummary } from './deposit-summary';
import type { DepositRow } from './deposit-view';

/** Who confirms the money arrived: the cashier (a bank transfer) or the gateway (an online payment). */
export type CreditOrigin =
  | { by: 'operator'; operatorId: bigint; note: string; actor: Omit<AuditEntry, 'action'> }
  | { by: 'gateway'; gatewayReference: string };

/**
 * States a credit may start from. The cashier decides pending bank transfers. A gateway's word that it
 * was paid wins over what the site had concluded meanwhile (expired after waiting, failed when the
 * gateway did not answer at once): the money has arrived, so it is credited.
 */
const creditableFrom: Record<CreditOrigin['by'], DepositState[]> = {
  operator: ['pending'],
  gateway: ['created', 'pending_payment', 'expired', 'failed'],
};

/** The clearing account money comes in through: one per gateway, one for bank transfers. */
export function clearingCode(deposit: Pick<DepositRow, 'kind' | 'provider'>): string {
  return deposit.kind === 'bank_transfer' ? 'bank_transfer' : deposit.provider;
}

export interface CreditResult {
  /** False when it had been credited before: nothing moved this time. */
  credited: boolean;
  deposit: DepositRow;
}

/**
 * Credits a deposit to the member's wallet exactly once, whoever asks and however often: the row is
 * locked, the entry (payment clearing → wallet) carries the deposit's own idempotency key (the gateway
 * order id for an online payment), and the state moves by a guarded UPDATE in the same transaction.
 * A second approval, a replayed callback, or the return page racing the callback all find it credited.
 */
export async function creditDeposit(
  deps: Deps,
  merchant: { id: number; currencyExponent: number },
  depositId: bigint,
  origin: CreditOrigin,
): Promise<CreditResult> {
  return deps.db.transaction().execute(async (trx) => creditInTransaction(trx, deps, merchant, depositId, origin));
}

async function creditInTransaction(
  trx: Transaction<Database>,
  deps: Deps,
  merchant: { id: number; currencyExponent: number },
  depositId: bigint,
  origin: CreditOrigin,
): Promise<CreditResult> {
  const deposit = await trx
    .selectFrom('deposits')
    .selectAll()
    .where('merchant_id', '=', merchant.id)
    .where('id', '=', depositId)
    .forUpdate()
    .executeTakeFirst();
  if (!deposit) throw new AppError('not_found');
  if (deposit.state === 'credited') return { credited: false, deposit };
  if (origin.by === 'operator' && deposit.kind !== 'bank_transfer') throw new AppError('deposit_not_bank_transfer');
  if (!creditableFrom[origin.by].includes(deposit.state)) throw new AppError('deposit_already_decided');

  const entry = await transfer(trx, {
    merchantId: merchant.id,
    kind: entryKinds.deposit,
    idempotencyKey: deposit.gateway_order_id ?? `deposit-${deposit.id}`,
    reference: `deposit:${deposit.id}`,
    memberId: deposit.member_id,
    memo: deposit.kind === 'online' ? `online ${deposit.provider}` : 'bank transfer',
    from: await systemAccount(trx, merchant.id, 'payment_clearing', clearingCode(deposit)),
    to: await memberWalletAccount(trx, merchant.id, deposit.member_id),
    amount: deposit.amount,
  });

  const now = deps.now();
  const updated = await trx
    .updateTable('deposits')
    .set({
      state: 'credited',
      ledger_entry_id: entry.entryId,
      decided_at: now,
      updated_at: now,
      ...(origin.by === 'operator'
        ? { decided_by: origin.operatorId, operator_note: origin.note }
        : origin.gatewayReference
          ? { gateway_reference: origin.gatewayReference }
          : {}),
    })
    .where('merchant_id', '=', merchant.id)
    .where('id', '=', deposit.id)
    .where('state', '=', deposit.state)
    .returningAll()
    .executeTakeFirst();
  // The row is locked, so its state cannot have moved; if it did, undo the entry rather than double it.
  if (!updated) throw new Error(`deposit ${deposit.id} changed under its lock`);

  await sendMemberMessage(trx, {
    merchantId: merchant.id,
    memberId: deposit.member_id,
    kind: 'deposit_credited',
    params: {
      amount: formatMinor(deposit.amount, merchant.currencyExponent),
      currency: deposit.currency,
      depositId: deposit.id.toString(),
    },
  });
  // Points for the deposit, when the brand gives them (ADR 064).
  await accrueDepositPoints(trx, {
    merchantId: merchant.id,
    memberId: deposit.member_id,
    depositId: deposit.id,
    amount: deposit.amount,
  });
  // The bonus the member chose for this deposit (or opted in to before), granted with the credit (ADR 057).
  const credited = await depositSummary(trx, merchant.id, deposit.member_id);
  await grantDepositBonus(trx, {
    merchantId: merchant.id,
    memberId: deposit.member_id,
    depositId: deposit.id,
    amount: deposit.amount,
    depositNumber: credited.count,
    now,
  });
  // The invite-friends reward of a first deposit, behind its own savepoint: it never undoes the credit (ADR 061).
  await rewardReferrerOfDeposit(trx, {
    merchantId: merchant.id,
    currencyExponent: merchant.currencyExponent,
    memberId: deposit.member_id,
    amount: deposit.amount,
    depositNumber: credited.count,
    now,
  });
  if (origin.by === 'operator') {
    await audit(trx, {
      ...origin.actor,
      action: 'deposit.approve',
      targetType: 'deposit',
      targetId: deposit.id.toString(),
      detail: {
        memberId: deposit.member_id.toString(),
        amount: formatMinor(deposit.amount, merchant.currencyExponent),
        currency: deposit.currency,
        note: origin.note,
      },
    });
  }
  return { credited: true, deposit: updated };
}
