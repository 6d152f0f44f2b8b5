import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import { signedInMember } from '../../platform/auth';
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
  request: FastifyRequest,
  input: ChangePaymentPasswordInput,
): Promise<{ ok: true }> {
  const me = signedInMember(request);
  const { db } = request.server.deps;
  const merchantId = request.merchant.id;
  await verifyPaymentPassword(request.server.deps, {
    merchantId,
    memberId: me.id,
    password: input.oldPaymentPassword,
    ip: request.ip,
  });
  if (input.newPaymentPassword === input.oldPaymentPassword) throw new AppError('same_password');
  const row = await db
    .selectFrom('members')
    .select('password_hash')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', me.id)
    .executeTakeFirstOrThrow();
  await assertNewPaymentPassword(request, {
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
      ip: request.ip || null,
    });
  });
  return { ok: true };
}
