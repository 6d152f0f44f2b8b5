import type { FastifyRequest } from 'fastify';
import { visitorOf } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { verifyPassword } from '../../platform/passwords';
import type { SignInSteps } from '../session';
import { assertPasswordRule } from './password-rule';
import { replacePassword } from './replace-password';

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * Changing the password. A change signs the member out everywhere (docs/architecture.md, Security: tokens are revoked on a
 * password change), this device included, and hands back a fresh token so the member carries on here. Ending
 * and opening sessions are the session module's steps (`signIn`).
 */
export async function changePassword(
  request: FastifyRequest,
  input: ChangePasswordInput,
  signIn: SignInSteps,
): Promise<{ token: string }> {
  const me = request.member;
  if (!me) throw new AppError('token_required');
  const { db } = request.server.deps;
  const merchantId = request.merchant.id;

  if (input.newPassword !== input.confirmNewPassword) throw new AppError('passwords_mismatch');
  await assertPasswordRule(request.server.deps, visitorOf(request), 'newPassword', input.newPassword);

  const row = await db
    .selectFrom('members')
    .select('password_hash')
    .where('id', '=', me.id)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!row || !(await verifyPassword(input.oldPassword, row.password_hash))) {
    throw new AppError('wrong_old_password');
  }
  if (input.newPassword === input.oldPassword) throw new AppError('same_password');

  await replacePassword(
    request.server.deps,
    visitorOf(request),
    me,
    input.newPassword,
    'member.password_changed',
    signIn,
  );

  const session = await signIn.startSession(request.server.deps, visitorOf(request), me.id, {
    plainPassword: input.newPassword,
  });
  return { token: session.token };
}
