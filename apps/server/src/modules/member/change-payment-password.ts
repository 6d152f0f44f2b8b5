import type { MemberActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { hashPassword } from '../../platform/passwords';
import { assertNewPaymentPassword } from './payment-password-rule';
import { verifyPaymentPassword } from './verify-payment-password';

export interface ChangePaymentPasswordInput {
  oldPaymentPassword: string;
  newPaymentPassword: string;
  confirmNewPaymentPassword: string;
}

/**
 * Changes the payment password. The old one is checked exactly as a withdrawal checks it: a wrong one is
 * counted, and the fifth in a row locks this and every money-moving call for 30 minutes, so the change
 * form cannot be used to guess the password without limit.
 */
export async function changePaymentPassword(
  deps: Deps,
  actor: MemberActor,
  input: ChangePaymentPasswordInput,
): Promise<{ ok: true }> {
  const me = actor.member;
  const { db } = deps;
  const merchantId = actor.merchant.id;
  await verifyPaymentPassword(deps, {
    merchantId,
    memberId: me.id,
    password: input.oldPaymentPassword,
    ip: actor.ip,
  });
  if (input.newPaymentPassword === input.oldPaymentPassword) throw new AppError('same_password');
  const row = await db
    .selectFrom('members')
    .select('password_hash')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', me.id)
    .executeTakeFirstOrThrow();
  await assertNewPaymentPassword(deps, actor, {
    field: 'newPaymentPassword',
    password: input.newPaymentPassword,
    confirmation: input.confirmNewPaymentPassword,
    loginPasswordHash: row.password_hash,
  });
  const hash = await hashPassword(input.newPaymentPassword);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('members')
      .set({ payment_password_hash: hash, payment_password_failures: 0, payment_password_locked_until: null })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', me.id)
      .execute();
    await audit(trx, {
      merchantId,
      actorType: 'member',
      actorId: me.id,
      actorName: me.username,
      action: 'member.payment_password_changed',
      targetType: 'member',
      targetId: me.id.toString(),
      ip: actor.ip || null,
    });
  });
  return { ok: true };
}
