import type { TLoginValue } from '@gemilang/contract';
import type { Actor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { featureOn } from '../../platform/feature-modules';
import type { SignInSteps } from '../session';
import { defaultDialingCode, memberByMobile } from './member-by-mobile';
import { assertPasswordRule } from './password-rule';
import { replacePassword } from './replace-password';

export interface ResetByPhoneInput {
  newPassword: string;
  mobileNum: string;
  verificationCode: string;
  countryDialingCode?: string;
}

/**
 * Forgotten password, mobile mode (CHNGPASSVERIF3): the SMS code proves the number, the new password
 * replaces the old, every session ends, and the member is signed in with the new password (the code and the
 * sessions are the session module's steps, `signIn`).
 */
export async function resetPasswordByPhone(
  deps: Deps,
  actor: Actor,
  input: ResetByPhoneInput,
  signIn: SignInSteps,
): Promise<TLoginValue> {
  if (!(await featureOn(deps.db, actor.merchant.id, 'CHNGPASSVERIF3'))) throw new AppError('feature_disabled');
  const dialingCode = input.countryDialingCode || defaultDialingCode(actor.merchant);

  // The rule first: a refused password must not cost the visitor the code.
  await assertPasswordRule(deps, actor, 'newPassword', input.newPassword);
  await signIn.consumeSmsCode(deps, actor, {
    purpose: 'reset',
    dialingCode,
    mobile: input.mobileNum,
    code: input.verificationCode,
  });
  const member = await memberByMobile(deps.db, actor.merchant.id, dialingCode, input.mobileNum);
  if (!member) throw new AppError('account_not_found');
  if (member.status === 'locked') throw new AppError('account_locked');

  await replacePassword(deps, actor, member, input.newPassword, 'member.password_reset_by_phone', signIn);
  return signIn.startSession(deps, actor, member.id, { plainPassword: input.newPassword });
}
