import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import { hashPassword } from '../../platform/passwords';
import { mailText } from './mail-text';
import { newTemporaryPassword } from './random-codes';
import { revokeAllSessions } from './revoke-sessions';

/** Per account and hour, sent or refused: enough for a typo or a lost mail, too few to guess an address. */
export const EMAIL_RESET_HOURLY_LIMIT = 3;
const HOUR_MS = 60 * 60 * 1000;
const SENT = 'member.password_emailed';
const REFUSED = 'member.password_email_refused';

/**
 * Spec §4 forgot password, e-mail mode: a temporary password goes to the address on file, in the caller's
 * language, and must be changed at the next sign-in. The attempts are counted in the audit log under a
 * lock on the member's row, so the limit holds across processes.
 */
export async function resetPasswordByEmail(
  request: FastifyRequest,
  input: { username: string; email: string },
): Promise<{ ok: true }> {
  const { db, now, outbound } = request.server.deps;
  const merchant = request.merchant;
  const at = now();
  const ip = request.ip || null;
  const temporary = newTemporaryPassword();
  const hash = await hashPassword(temporary);

  const outcome = await db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('members')
      .select(['id', 'username', 'email', 'status'])
      .where('merchant_id', '=', merchant.id)
      .where(sql<string>`lower(username)`, '=', input.username.toLowerCase())
      .forUpdate()
      .executeTakeFirst();
    if (!member) return { kind: 'missing' as const };
    const recent = await trx
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('merchant_id', '=', merchant.id)
      .where('target_type', '=', 'member')
      .where('target_id', '=', member.id.toString())
      .where('action', 'in', [SENT, REFUSED])
      .where('created_at', '>', new Date(at.getTime() - HOUR_MS))
      .executeTakeFirstOrThrow();
    if (Number(recent.n) >= EMAIL_RESET_HOURLY_LIMIT) return { kind: 'throttled' as const };

    const entry = {
      merchantId: merchant.id,
      actorType: 'system' as const,
      actorName: member.username,
      targetType: 'member',
      targetId: member.id.toString(),
      ip,
    };
    const matches = member.email !== null && member.email.trim().toLowerCase() === input.email.toLowerCase();
    if (!matches) {
      await audit(trx, { ...entry, action: REFUSED });
      return { kind: 'mismatch' as const };
    }
    if (member.status === 'locked') return { kind: 'locked' as const };
    await trx
      .updateTable('members')
      .set({ password_hash: hash, password_changed_at: at, must_change_password: true })
      .where('id', '=', member.id)
      .where('merchant_id', '=', merchant.id)
      .execute();
    await revokeAllSessions(trx, merchant.id, member.id, at);
    await audit(trx, { ...entry, action: SENT });
    return { kind: 'sent' as const, username: member.username, email: member.email as string };
  });

  if (outcome.kind === 'missing') throw new AppError('account_not_found');
  if (outcome.kind === 'throttled') throw new AppError('rate_limited');
  if (outcome.kind === 'mismatch') throw new AppError('email_mismatch');
  if (outcome.kind === 'locked') throw new AppError('account_locked');

  // Sent after the commit: the outbox writes on its own connection, and a mail for a password that was
  // never stored would be worse than none.
  const mail = mailText(request.language, 'temporaryPassword', {
    brand: merchant.name,
    account: outcome.username,
    password: temporary,
  });
  await outbound.email.send({ merchantId: merchant.id, to: outcome.email, ...mail });
  return { ok: true };
}
