import type { MemberActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { isUniqueViolation } from '../../platform/database-errors';
import type { SignInSteps } from '../session';
import { checkedMobile } from './contact-rules';
import { maskMobile } from './mask';
import { memberByMobile } from './member-by-mobile';

type Phone = { countryDialingCode: string; mobileNum: string };

async function assertNotAnothers(
  deps: Deps,
  actor: MemberActor,
  memberId: bigint,
  dialingCode: string,
  mobile: string,
) {
  const holder = await memberByMobile(deps.db, actor.merchant.id, dialingCode, mobile);
  if (holder && holder.id !== memberId) throw new AppError('mobile_taken');
}

/** Sends a code to the number the signed-in member wants to bind; a number another member holds is refused. */
export async function requestBindMobileCode(deps: Deps, actor: MemberActor, input: Phone, signIn: SignInSteps) {
  const me = actor.member;
  const phone = await checkedMobile(deps, actor, input);
  await assertNotAnothers(deps, actor, me.id, phone.dialingCode, phone.mobile);
  return signIn.sendSmsCode(deps, actor, { purpose: 'bind', ...phone });
}

/**
 * Binds the number (or verifies the one on file) with the code sent to it. The member's number is replaced;
 * the sign-in and reset by phone then use the new one. The unique index settles two members racing for it.
 */
export async function bindMobile(
  deps: Deps,
  actor: MemberActor,
  input: Phone & { verificationCode: string },
  signIn: SignInSteps,
): Promise<{ masked: string; verified: true }> {
  const me = actor.member;
  const { db, now } = deps;
  const merchantId = actor.merchant.id;
  const phone = await checkedMobile(deps, actor, input);
  await assertNotAnothers(deps, actor, me.id, phone.dialingCode, phone.mobile);
  await signIn.consumeSmsCode(deps, actor, {
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
        ip: actor.ip || null,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('mobile_taken');
    throw error;
  }
  return { masked: maskMobile(phone.dialingCode, phone.mobile), verified: true };
}
