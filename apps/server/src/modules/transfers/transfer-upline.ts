import type { TTransferUplineInfo, TTransferUplineRequest, TTransferUplineResult } from '@gemilang/contract';
import { type MemberActor, memberAuditActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { amountFromInput, formatMinor } from '../../platform/money';
import { lockMemberCashier, smaller } from '../cashier';
import { memberWithUpline, verifyPaymentPassword } from '../member';
import { entryKinds, memberBalance, memberWalletAccount, transfer } from '../wallet';
import { checkRange, withdrawalRules } from '../withdrawals';

/** GET /wps/cashier/transfer-upline: who the upline is and the limits. */
export async function transferUplineInfo(deps: Deps, actor: MemberActor): Promise<TTransferUplineInfo> {
  const { member: me, merchant } = actor;
  const { db } = deps;
  const rules = withdrawalRules(merchant);
  const [member, balance] = await Promise.all([
    memberWithUpline(db, merchant.id, me.id),
    memberBalance(db, merchant.id, me.id),
  ]);
  const money = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);
  return {
    upline: member.upline?.username ?? null,
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
 * POST /wps/cashier/transfer-upline: member wallet → the upline's wallet, one ledger entry (kind
 * transfer_upline, reference `transfer:<id>`, memo naming both parties so each side's account record can
 * say who). The payment password is checked first; a replay of the idempotency key answers the first
 * transfer and moves nothing.
 */
export async function transferToUpline(
  deps: Deps,
  actor: MemberActor,
  input: TTransferUplineRequest,
): Promise<TTransferUplineResult> {
  const { member: me, merchant } = actor;
  const { db } = deps;
  const amount = amountFromInput(input.amount, merchant.currencyExponent);
  const rules = withdrawalRules(merchant);
  checkRange(merchant, amount, rules.transferMinAmount, rules.transferMaxAmount);
  const member = await memberWithUpline(db, merchant.id, me.id);
  const upline = member.upline;
  if (!upline) throw new AppError('no_upline');
  await verifyPaymentPassword(deps, {
    merchantId: merchant.id,
    memberId: me.id,
    password: input.paymentPassword,
    ip: actor.ip,
  });
  const now = deps.now();

  const done = await db.transaction().execute(async (trx) => {
    await lockMemberCashier(trx, me.id);
    const first = await trx
      .selectFrom('upline_transfers')
      .selectAll()
      .where('merchant_id', '=', merchant.id)
      .where('member_id', '=', me.id)
      .where('idempotency_key', '=', input.idempotencyKey)
      .executeTakeFirst();
    if (first) {
      if (first.amount !== amount || first.upline_id !== upline.id) throw new AppError('idempotency_conflict');
      return first;
    }
    const created = await trx
      .insertInto('upline_transfers')
      .values({
        merchant_id: merchant.id,
        member_id: me.id,
        upline_id: upline.id,
        amount,
        idempotency_key: input.idempotencyKey,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const entry = await transfer(trx, {
      merchantId: merchant.id,
      kind: entryKinds.transferUpline,
      idempotencyKey: `${me.id}:${input.idempotencyKey}`,
      reference: `transfer:${created.id}`,
      memberId: me.id,
      memo: `${member.username} → ${upline.username}`,
      from: await memberWalletAccount(trx, merchant.id, me.id),
      to: await memberWalletAccount(trx, merchant.id, upline.id),
      amount,
    });
    if (entry.replayed) throw new AppError('idempotency_conflict');
    const saved = await trx
      .updateTable('upline_transfers')
      .set({ ledger_entry_id: entry.entryId })
      .where('merchant_id', '=', merchant.id)
      .where('id', '=', created.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, {
      ...memberAuditActor(actor),
      action: 'transfer_upline',
      targetType: 'member',
      targetId: `${upline.id}`,
      detail: { amount: formatMinor(amount, merchant.currencyExponent), to: upline.username },
    });
    return saved;
  });

  const balance = await memberBalance(db, merchant.id, me.id);
  return {
    id: `${done.id}`,
    amount: formatMinor(done.amount, merchant.currencyExponent),
    currency: merchant.currency,
    upline: upline.username,
    balance: formatMinor(balance, merchant.currencyExponent),
    createdAt: done.created_at.toISOString(),
  };
}
