import type { Actor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { featureOn } from '../../platform/feature-modules';
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

async function takeAddressAllowance(deps: Deps, actor: Actor): Promise<void> {
  const { db, now } = deps;
  const taken = await takeAllowance(
    db,
    { merchantId: actor.merchant.id, scope: 'sms_code:address', key: actor.ip || 'unknown' },
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
export async function requestLoginCode(deps: Deps, actor: Actor, phone: Phone, purpose: 'login' | 'reset' = 'login') {
  await takeAddressAllowance(deps, actor);
  const member = await memberByMobile(deps.db, actor.merchant.id, phone.dialingCode, phone.mobile);
  return sendSmsCode(deps, actor, { purpose, ...phone, deliver: member !== undefined });
}

/**
 * A code proving a number at registration: only where mobile registration is on, and for a new number.
 * Saying a number is taken cannot be avoided here (the visitor must know why they cannot register it), so
 * the address allowance is what keeps it from being used to test lists of numbers.
 */
export async function requestRegisterCode(deps: Deps, actor: Actor, phone: Phone) {
  const [verify, mobileReg] = await Promise.all([
    featureOn(deps.db, actor.merchant.id, 'REGMOBVERF3'),
    featureOn(deps.db, actor.merchant.id, 'MOBILENUMREG3'),
  ]);
  if (!verify && !mobileReg) throw new AppError('feature_disabled');
  await takeAddressAllowance(deps, actor);
  if (await memberByMobile(deps.db, actor.merchant.id, phone.dialingCode, phone.mobile))
    throw new AppError('mobile_taken');
  return sendSmsCode(deps, actor, { purpose: 'register', ...phone });
}
