import { sql } from 'kysely';
import type { MemberActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { isUniqueViolation } from '../../platform/database-errors';
import type { SignInSteps } from '../session';
import { checkedEmail } from './contact-rules';
import { maskEmail } from './mask';

/**
 * Registration does not make addresses unique, but one another member has proved is theirs cannot be
 * bound again: it would let a reset by e-mail reach the wrong person's mailbox.
 */
async function assertNotAnothers(deps: Deps, actor: MemberActor, memberId: bigint, email: string) {
  const holder = await deps.db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', actor.merchant.id)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('email_verified_at', 'is not', null)
    .where('id', '<>', memberId)
    .executeTakeFirst();
  if (holder) throw new AppError('email_taken');
}

/** E-mails a code to the address the signed-in member wants to bind. */
export async function requestBindEmailCode(
  deps: Deps,
  actor: MemberActor,
  input: { email: string },
  signIn: SignInSteps,
) {
  const me = actor.member;
  const email = await checkedEmail(deps, actor, input.email);
  await assertNotAnothers(deps, actor, me.id, email);
  return signIn.sendEmailCode(deps, actor, {
    purpose: 'bind',
    memberId: me.id,
    account: me.username,
    email,
  });
}

/** Binds the address (or verifies the one on file) with the code sent to it. */
export async function bindEmail(
  deps: Deps,
  actor: MemberActor,
  input: { email: string; verificationCode: string },
  signIn: SignInSteps,
): Promise<{ masked: string; verified: true }> {
  const me = actor.member;
  const { db, now } = deps;
  const merchantId = actor.merchant.id;
  const email = await checkedEmail(deps, actor, input.email);
  await assertNotAnothers(deps, actor, me.id, email);
  await signIn.consumeEmailCode(deps, actor, {
    purpose: 'bind',
    memberId: me.id,
    email,
    code: input.verificationCode,
  });
  try {
    await db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('members')
        .select('email')
        .where('merchant_id', '=', merchantId)
        .where('id', '=', me.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('members')
        .set({ email, email_verified_at: now() })
        .where('merchant_id', '=', merchantId)
        .where('id', '=', me.id)
        .execute();
      await audit(trx, {
        merchantId,
        actorType: 'member',
        actorId: me.id,
        actorName: me.username,
        action: 'member.email_bound',
        targetType: 'member',
        targetId: me.id.toString(),
        detail: { from: maskEmail(before.email), to: maskEmail(email) },
        ip: actor.ip || null,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('email_taken');
    throw error;
  }
  return { masked: maskEmail(email), verified: true };
}
