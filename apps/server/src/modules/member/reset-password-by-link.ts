import type { Actor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { hashToken } from '../../platform/tokens';
import type { SignInSteps } from '../session';
import { assertPasswordRule } from './password-rule';
import { replacePassword } from './replace-password';

export interface ResetByLinkInput {
  token: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * The page a reset link opens (reset-password-by-email.ts) sends the link's token and the new password. In
 * order: the two passwords agree and the new one keeps the rule (a refused password must not use up the
 * link); the link is claimed in one UPDATE, unused and unexpired, so two tabs racing with it cannot both
 * use it; then the password is replaced and every session ends. A locked account's link is used up and
 * refused. The member then signs in with the new password.
 */
export async function resetPasswordByLink(
  deps: Deps,
  actor: Actor,
  input: ResetByLinkInput,
  signIn: Pick<SignInSteps, 'revokeAllSessions'>,
): Promise<{ ok: true }> {
  const { db, now } = deps;
  const merchantId = actor.merchant.id;
  if (input.newPassword !== input.confirmNewPassword) throw new AppError('passwords_mismatch');
  await assertPasswordRule(deps, actor, 'newPassword', input.newPassword);

  const at = now();
  const link = await db
    .updateTable('password_reset_links')
    .set({ used_at: at })
    .where('merchant_id', '=', merchantId)
    .where('token_hash', '=', hashToken(input.token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('member_id')
    .executeTakeFirst();
  if (!link) throw new AppError('reset_link_invalid');
  const member = await db
    .selectFrom('members')
    .select(['id', 'username', 'status'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', link.member_id)
    .executeTakeFirstOrThrow();
  if (member.status === 'locked') throw new AppError('account_locked');
  await replacePassword(deps, actor, member, input.newPassword, 'member.password_reset_by_email', signIn);
  return { ok: true };
}
