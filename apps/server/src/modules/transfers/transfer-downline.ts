import type { TDownlineTransferInfo, TDownlineTransferResult } from '@gemilang/contract';
import type { MemberActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { amountFromInput, formatMinor } from '../../platform/money';
import { lockMemberCashier, smaller } from '../cashier';
import { memberWithUpline, verifyPaymentPassword } from '../member';
import { entryKinds, memberBalance, memberWalletAccount, transfer } from '../wallet';
import { checkRange, withdrawalRules } from '../withdrawals';

/** The agent's balance and the limits (a transfer down the team has the transfer-to-upline's limits). */
export async function downlineTransferInfo(deps: Pick<Deps, 'db'>, actor: MemberActor): Promise<TDownlineTransferInfo> {
  const { merchant } = actor;
  const rules = withdrawalRules(merchant);
  const [member, balance] = await Promise.all([
    memberWithUpline(deps.db, merchant.id, actor.member.id),
    memberBalance(deps.db, merchant.id, actor.member.id),
  ]);
  const money = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);
  return {
    currency: merchant.currency,
    exponent: merchant.currencyExponent,
    available: money(balance),
    minAmount: money(rules.transferMinAmount),
    maxAmount: money(rules.transferMaxAmount),
    maxNow: money(smaller(balance, rules.transferMaxAmount)),
    paymentPasswordSet: member.paymentPasswordSet,
  };
}

/**
 * An agent's wallet → a downline's wallet: one ledger entry (kind transfer_downline, reference
 * `downline_transfer:<id>`, memo naming both so each side's account record can say who). The same steps,
 * limits and checks as a transfer to the upline (transfer-upline.ts), in the same order and for the same
 * reasons: the amount and its range first (costs nothing), then the payment password (bounded, counted,
 * locking after five failures); then, under the agent's cashier lock, the idempotency key (a replay answers
 * the first transfer and moves nothing; the same key for another amount or account is idempotency_conflict)
 * and the ledger's guarded update, which refuses a balance going below zero however many race for it.
 * Whether the receiver is in the agent's team is the caller's to decide (modules/team).
 */
export async function transferToDownline(
  deps: Pick<Deps, 'db' | 'now' | 'config'>,
  actor: MemberActor,
  input: {
    downline: { id: bigint; username: string };
    amount: string;
    paymentPassword: string;
    idempotencyKey: string;
  },
): Promise<TDownlineTransferResult> {
  const { db } = deps;
  const { merchant } = actor;
  const memberId = actor.member.id;
  const amount = amountFromInput(input.amount, merchant.currencyExponent);
  const rules = withdrawalRules(merchant);
  checkRange(merchant, amount, rules.transferMinAmount, rules.transferMaxAmount);
  if (input.downline.id === memberId) throw new AppError('team_member_unknown');
  const member = await memberWithUpline(db, merchant.id, memberId);
  await verifyPaymentPassword(deps, {
    merchantId: merchant.id,
    memberId,
    password: input.paymentPassword,
    ip: actor.ip,
  });
  const now = deps.now();

  const done = await db.transaction().execute(async (trx) => {
    await lockMemberCashier(trx, memberId);
    const first = await trx
      .selectFrom('downline_transfers')
      .selectAll()
      .where('merchant_id', '=', merchant.id)
      .where('member_id', '=', memberId)
      .where('idempotency_key', '=', input.idempotencyKey)
      .executeTakeFirst();
    if (first) {
      if (first.amount !== amount || first.downline_id !== input.downline.id)
        throw new AppError('idempotency_conflict');
      return first;
    }
    const created = await trx
      .insertInto('downline_transfers')
      .values({
        merchant_id: merchant.id,
        member_id: memberId,
        downline_id: input.downline.id,
        amount,
        idempotency_key: input.idempotencyKey,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const entry = await transfer(trx, {
      merchantId: merchant.id,
      kind: entryKinds.transferDownline,
      idempotencyKey: `${memberId}:${input.idempotencyKey}`,
      reference: `downline_transfer:${created.id}`,
      memberId,
      memo: `${member.username} → ${input.downline.username}`,
      from: await memberWalletAccount(trx, merchant.id, memberId),
      to: await memberWalletAccount(trx, merchant.id, input.downline.id),
      amount,
    });
    if (entry.replayed) throw new AppError('idempotency_conflict');
    const saved = await trx
      .updateTable('downline_transfers')
      .set({ ledger_entry_id: entry.entryId })
      .where('merchant_id', '=', merchant.id)
      .where('id', '=', created.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, {
      merchantId: merchant.id,
      actorType: 'member',
      actorId: memberId,
      actorName: member.username,
      action: 'transfer_downline',
      targetType: 'member',
      targetId: `${input.downline.id}`,
      detail: { amount: formatMinor(amount, merchant.currencyExponent), to: input.downline.username },
      ip: actor.ip || null,
    });
    return saved;
  });

  const balance = await memberBalance(db, merchant.id, memberId);
  return {
    id: `${done.id}`,
    amount: formatMinor(done.amount, merchant.currencyExponent),
    currency: merchant.currency,
    account: input.downline.username,
    balance: formatMinor(balance, merchant.currencyExponent),
    createdAt: done.created_at.toISOString(),
  };
}
