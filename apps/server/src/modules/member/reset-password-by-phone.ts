import type { TLoginValue } from '@gemilang/contract';
import type { FastifyRequest } from 'fastify';
import { visitorOf } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { featureEnabled } from '../../platform/feature-modules';
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
  request: FastifyRequest,
  input: ResetByPhoneInput,
  signIn: SignInSteps,
): Promise<TLoginValue> {
  if (!(await featureEnabled(request, 'CHNGPASSVERIF3'))) throw new AppError('feature_disabled');
  const dialingCode = input.countryDialingCode || defaultDialingCode(request.merchant);

  // The rule first: a refused password must not cost the visitor the code.
  await assertPasswordRule(request.server.deps, visitorOf(request), 'newPassword', input.newPassword);
  await signIn.consumeSmsCode(request.server.deps, visitorOf(request), {
    purpose: 'reset',
    dialingCode,
    mobile: input.mobileNum,
    code: input.verificationCode,
  });
  const member = await memberByMobile(request.server.deps.db, request.merchant.id, dialingCode, input.mobileNum);
  if (!member) throw new AppError('account_not_found');
  if (member.status === 'locked') throw new AppError('account_locked');

  await replacePassword(
    request.server.deps,
    visitorOf(request),
    member,
    input.newPassword,
    'member.password_reset_by_phone',
    signIn,
  );
  return signIn.startSession(request.server.deps, visitorOf(request), member.id, { plainPassword: input.newPassword });
}
