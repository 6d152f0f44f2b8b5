import type { MemberActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { assertNewPaymentPassword } from './payment-password-rule';

export interface SetPaymentPasswordInput {
  password: string;
  paymentPassword: string;
  confirmPaymentPassword: string;
}

/**
 * Sets the payment password the first time. The login password is asked so that a session left open on a
 * shared computer cannot be used to set one and then move money.
 */
export async function setPaymentPassword(
  deps: Deps,
  actor: MemberActor,
  input: SetPaymentPasswordInput,
): Promise<{ ok: true }> {
  const me = actor.member;
  const { db } = deps;
  const merchantId = actor.merchant.id;
  const row = await db
    .selectFrom('members')
    .select(['password_hash', 'payment_password_hash'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', me.id)
    .executeTakeFirstOrThrow();
  if (row.payment_password_hash) throw new AppError('payment_password_already_set');
  if (!(await verifyPassword(input.password, row.password_hash))) throw new AppError('wrong_old_password');
  await assertNewPaymentPassword(deps, actor, {
    field: 'paymentPassword',
    password: input.paymentPassword,
    confirmation: input.confirmPaymentPassword,
    loginPasswordHash: row.password_hash,
  });
  const hash = await hashPassword(input.paymentPassword);
  await db.transaction().execute(async (trx) => {
    // Only while still unset: of two racing first settings, the second finds one and is refused.
    const done = await trx
      .updateTable('members')
      .set({ payment_password_hash: hash, payment_password_failures: 0, payment_password_locked_until: null })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', me.id)
      .where('payment_password_hash', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) throw new AppError('payment_password_already_set');
    await audit(trx, {
      merchantId,
      actorType: 'member',
      actorId: me.id,
      actorName: me.username,
      action: 'member.payment_password_set',
      targetType: 'member',
      targetId: me.id.toString(),
      ip: actor.ip || null,
    });
  });
  return { ok: true };
}
