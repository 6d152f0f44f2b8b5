import type { FastifyRequest } from 'fastify';
import { visitorOf } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import { signedInMember } from '../../platform/auth';
import { isUniqueViolation } from '../../platform/database-errors';
import type { SignInSteps } from '../session';
import { checkedMobile } from './contact-rules';
import { maskMobile } from './mask';
import { memberByMobile } from './member-by-mobile';

type Phone = { countryDialingCode: string; mobileNum: string };

async function assertNotAnothers(request: FastifyRequest, memberId: bigint, dialingCode: string, mobile: string) {
  const holder = await memberByMobile(request.server.deps.db, request.merchant.id, dialingCode, mobile);
  if (holder && holder.id !== memberId) throw new AppError('mobile_taken');
}

/** Sends a code to the number the signed-in member wants to bind; a number another member holds is refused. */
export async function requestBindMobileCode(request: FastifyRequest, input: Phone, signIn: SignInSteps) {
  const me = signedInMember(request);
  const phone = await checkedMobile(request.server.deps, visitorOf(request), input);
  await assertNotAnothers(request, me.id, phone.dialingCode, phone.mobile);
  return signIn.sendSmsCode(request.server.deps, visitorOf(request), { purpose: 'bind', ...phone });
}

/**
 * Binds the number (or verifies the one on file) with the code sent to it. The member's number is replaced;
 * the sign-in and reset by phone then use the new one. The unique index settles two members racing for it.
 */
export async function bindMobile(
  request: FastifyRequest,
  input: Phone & { verificationCode: string },
  signIn: SignInSteps,
): Promise<{ masked: string; verified: true }> {
  const me = signedInMember(request);
  const { db, now } = request.server.deps;
  const merchantId = request.merchant.id;
  const phone = await checkedMobile(request.server.deps, visitorOf(request), input);
  await assertNotAnothers(request, me.id, phone.dialingCode, phone.mobile);
  await signIn.consumeSmsCode(request.server.deps, visitorOf(request), {
    purpose: 'bind',
    ...phone,
    code: input.verificationCode,
  });
  try {
    await db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('members')
        .select(['mobile_num', 'country_dialing_code'])
        .where('merchant_id', '=', merchantId)
        .where('id', '=', me.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('members')
        .set({ mobile_num: phone.mobile, country_dialing_code: phone.dialingCode, mobile_verified_at: now() })
        .where('merchant_id', '=', merchantId)
        .where('id', '=', me.id)
        .execute();
      await audit(trx, {
        merchantId,
        actorType: 'member',
        actorId: me.id,
        actorName: me.username,
        action: 'member.mobile_bound',
        targetType: 'member',
        targetId: me.id.toString(),
        detail: {
          from: maskMobile(before.country_dialing_code, before.mobile_num),
          to: maskMobile(phone.dialingCode, phone.mobile),
        },
        ip: request.ip || null,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('mobile_taken');
    throw error;
  }
  return { masked: maskMobile(phone.dialingCode, phone.mobile), verified: true };
}
