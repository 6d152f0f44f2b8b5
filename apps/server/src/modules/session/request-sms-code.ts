import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error';
import { featureEnabled } from '../../platform/feature-modules';
import { memberByMobile } from './member-by-mobile';
import { sendSmsCode } from './sms-codes';

type Phone = { dialingCode: string; mobile: string };

/** A code for signing in by SMS or resetting the password by phone: the number must be a member's. */
export async function requestLoginCode(request: FastifyRequest, phone: Phone) {
  const member = await memberByMobile(request, phone.dialingCode, phone.mobile);
  if (!member) throw new AppError('account_not_found');
  return sendSmsCode(request, { purpose: 'login', ...phone });
}

/** A code proving a number at registration: only where mobile registration is on, and for a new number. */
export async function requestRegisterCode(request: FastifyRequest, phone: Phone) {
  const [verify, mobileReg] = await Promise.all([
    featureEnabled(request, 'REGMOBVERF3'),
    featureEnabled(request, 'MOBILENUMREG3'),
  ]);
  if (!verify && !mobileReg) throw new AppError('feature_disabled');
  if (await memberByMobile(request, phone.dialingCode, phone.mobile)) throw new AppError('mobile_taken');
  return sendSmsCode(request, { purpose: 'register', ...phone });
}
