import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { visitorOf } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import { signedInMember } from '../../platform/auth';
import { isUniqueViolation } from '../../platform/database-errors';
import type { SignInSteps } from '../session';
import { checkedEmail } from './contact-rules';
import { maskEmail } from './mask';

/**
 * Registration does not make addresses unique, but one another member has proved is theirs cannot be
 * bound again: it would let a reset by e-mail reach the wrong person's mailbox.
 */
async function assertNotAnothers(request: FastifyRequest, memberId: bigint, email: string) {
  const holder = await request.server.deps.db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', request.merchant.id)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('email_verified_at', 'is not', null)
    .where('id', '<>', memberId)
    .executeTakeFirst();
  if (holder) throw new AppError('email_taken');
}

/** E-mails a code to the address the signed-in member wants to bind. */
export async function requestBindEmailCode(request: FastifyRequest, input: { email: string }, signIn: SignInSteps) {
  const me = signedInMember(request);
  const email = await checkedEmail(request.server.deps, visitorOf(request), input.email);
  await assertNotAnothers(request, me.id, email);
  return signIn.sendEmailCode(request.server.deps, visitorOf(request), {
    purpose: 'bind',
    memberId: me.id,
    account: me.username,
    email,
  });
}

/** Binds the address (or verifies the one on file) with the code sent to it. */
export async function bindEmail(
  request: FastifyRequest,
  input: { email: string; verificationCode: string },
  signIn: SignInSteps,
): Promise<{ masked: string; verified: true }> {
  const me = signedInMember(request);
  const { db, now } = request.server.deps;
  const merchantId = request.merchant.id;
  const email = await checkedEmail(request.server.deps, visitorOf(request), input.email);
  await assertNotAnothers(request, me.id, email);
  await signIn.consumeEmailCode(request.server.deps, visitorOf(request), {
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
        ip: request.ip || null,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('email_taken');
    throw error;
  }
  return { masked: maskEmail(email), verified: true };
}
