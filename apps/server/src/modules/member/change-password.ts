import type { MemberActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
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
  deps: Deps,
  actor: MemberActor,
  input: ChangePasswordInput,
  signIn: SignInSteps,
): Promise<{ token: string }> {
  const me = actor.member;
  const { db } = deps;
  const merchantId = actor.merchant.id;

  if (input.newPassword !== input.confirmNewPassword) throw new AppError('passwords_mismatch');
  await assertPasswordRule(deps, actor, 'newPassword', input.newPassword);

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

  await replacePassword(deps, actor, me, input.newPassword, 'member.password_changed', signIn);

  const session = await signIn.startSession(deps, actor, me.id, {
    plainPassword: input.newPassword,
  });
  return { token: session.token };
}
