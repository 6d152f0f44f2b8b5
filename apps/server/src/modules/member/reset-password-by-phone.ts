import type { TLoginValue } from '@gemilang/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import { hashPassword } from '../../platform/passwords';
import { featureEnabled } from '../session/feature-enabled';
import { defaultDialingCode, memberByMobile } from '../session/member-by-mobile';
import { consumeSmsCode } from '../session/sms-codes';
import { startSession } from '../session/start-session';
import { assertPasswordRule } from './password-rule';
import { revokeAllSessions } from './revoke-sessions';

export interface ResetByPhoneInput {
  newPassword: string;
  mobileNum: string;
  verificationCode: string;
  countryDialingCode?: string;
}

/**
 * Spec §4 forgot password, mobile mode (CHNGPASSVERIF3): the SMS code proves the number, the new password
 * replaces the old, every session ends, and the member is signed in with the new password.
 */
export async function resetPasswordByPhone(request: FastifyRequest, input: ResetByPhoneInput): Promise<TLoginValue> {
  if (!(await featureEnabled(request, 'CHNGPASSVERIF3'))) throw new AppError('feature_disabled');
  const { db, now } = request.server.deps;
  const merchantId = request.merchant.id;
  const dialingCode = input.countryDialingCode || defaultDialingCode(request.merchant);

  // The rule first: a refused password must not cost the visitor the code.
  await assertPasswordRule(request, 'newPassword', input.newPassword);
  await consumeSmsCode(request, {
    purpose: 'reset',
    dialingCode,
    mobile: input.mobileNum,
    code: input.verificationCode,
  });
  const member = await memberByMobile(request, dialingCode, input.mobileNum);
  if (!member) throw new AppError('account_not_found');
  if (member.status === 'locked') throw new AppError('account_locked');

  const hash = await hashPassword(input.newPassword);
  const at = now();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('members')
      .set({ password_hash: hash, password_changed_at: at, must_change_password: false })
      .where('id', '=', member.id)
      .where('merchant_id', '=', merchantId)
      .execute();
    await revokeAllSessions(trx, merchantId, member.id, at);
    await audit(trx, {
      merchantId,
      actorType: 'member',
      actorId: member.id,
      actorName: member.username,
      action: 'member.password_reset_by_phone',
      targetType: 'member',
      targetId: member.id.toString(),
      ip: request.ip || null,
    });
  });
  return startSession(request, member.id, { plainPassword: input.newPassword });
}
