import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error';
import { featureEnabled } from '../../platform/feature-modules';
import { takeAllowance } from '../../platform/throttle';
import { memberByMobile } from '../member';
import { sendSmsCode } from './sms-codes';

type Phone = { dialingCode: string; mobile: string };

/**
 * Codes one address may ask for in an hour, whatever the numbers (sign-in and registration together):
 * stops one client from texting a list of numbers, or trying a list to see which are members. Generous
 * enough for many people behind one carrier address.
 */
export const CODE_REQUESTS_PER_ADDRESS_HOURLY = 20;
const HOUR_MS = 60 * 60 * 1000;

async function takeAddressAllowance(request: FastifyRequest): Promise<void> {
  const { db, now } = request.server.deps;
  const taken = await takeAllowance(
    db,
    { merchantId: request.merchant.id, scope: 'sms_code:address', key: request.ip || 'unknown' },
    CODE_REQUESTS_PER_ADDRESS_HOURLY,
    HOUR_MS,
    now(),
  );
  if (!taken.allowed) throw new AppError('rate_limited', { retryAfterSeconds: taken.retryAfterSeconds });
}

/**
 * A code for signing in by SMS or resetting the password by phone (the same code either way; the SMS says
 * which the member asked for). Whether the number is a member's is not told: a stranger's number gets the
 * same answer and the same per-number limits, and no SMS (ADR 008).
 */
export async function requestLoginCode(request: FastifyRequest, phone: Phone, purpose: 'login' | 'reset' = 'login') {
  await takeAddressAllowance(request);
  const member = await memberByMobile(request.server.deps.db, request.merchant.id, phone.dialingCode, phone.mobile);
  return sendSmsCode(request, { purpose, ...phone, deliver: member !== undefined });
}

/**
 * A code proving a number at registration: only where mobile registration is on, and for a new number.
 * Saying a number is taken cannot be avoided here (the visitor must know why they cannot register it), so
 * the address allowance is what keeps it from being used to test lists of numbers.
 */
export async function requestRegisterCode(request: FastifyRequest, phone: Phone) {
  const [verify, mobileReg] = await Promise.all([
    featureEnabled(request, 'REGMOBVERF3'),
    featureEnabled(request, 'MOBILENUMREG3'),
  ]);
  if (!verify && !mobileReg) throw new AppError('feature_disabled');
  await takeAddressAllowance(request);
  if (await memberByMobile(request.server.deps.db, request.merchant.id, phone.dialingCode, phone.mobile))
    throw new AppError('mobile_taken');
  return sendSmsCode(request, { purpose: 'register', ...phone });
}
