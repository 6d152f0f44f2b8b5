import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import { hashPassword } from '../../platform/passwords';
import { takeAllowance } from '../../platform/throttle';
import { mailText } from './mail-text';
import { newTemporaryPassword } from './random-codes';
import { revokeAllSessions } from './revoke-sessions';

/** Per account and hour, sent or refused: enough for a typo or a lost mail, too few to flood a mailbox. */
export const EMAIL_RESET_HOURLY_LIMIT = 3;
/** Per client address and hour, whatever the accounts: keeps one client from trying a list of them. */
export const EMAIL_RESET_PER_ADDRESS_HOURLY = 10;
const HOUR_MS = 60 * 60 * 1000;
const SENT = 'member.password_emailed';
const REFUSED = 'member.password_email_refused';

/**
 * Spec §4 forgot password, e-mail mode: a temporary password goes to the address on file, in the caller's
 * language, and must be changed at the next sign-in. The answer is the same `ok` whether the account
 * exists, the address matches, the account is locked or its hourly allowance is spent (ADR 008), so it
 * tells nobody which usernames and addresses belong together; only the address limit answers otherwise.
 * The attempts per account are counted in the audit log under a lock on the member's row, and those per
 * address in throttle_hits, so both limits hold across processes.
 */
export async function resetPasswordByEmail(
  request: FastifyRequest,
  input: { username: string; email: string },
): Promise<{ ok: true }> {
  const { db, now, outbound } = request.server.deps;
  const merchant = request.merchant;
  const at = now();
  const ip = request.ip || null;
  const byAddress = await takeAllowance(
    db,
    { merchantId: merchant.id, scope: 'password_email:address', key: ip ?? 'unknown' },
    EMAIL_RESET_PER_ADDRESS_HOURLY,
    HOUR_MS,
    at,
  );
  if (!byAddress.allowed) throw new AppError('rate_limited', { retryAfterSeconds: byAddress.retryAfterSeconds });
  // Hashed whatever happens next, so the time taken does not tell an account that exists from one that does not.
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
      await audit(trx, { ...entry, action: REFUSED, detail: { reason: 'email_mismatch' } });
      return { kind: 'mismatch' as const };
    }
    if (member.status === 'locked') {
      await audit(trx, { ...entry, action: REFUSED, detail: { reason: 'locked' } });
      return { kind: 'locked' as const };
    }
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

  // Every refusal but the address limit answers as a success does: the audit log keeps the difference.
  if (outcome.kind !== 'sent') return { ok: true };
  await request.server.deps.events.settle();

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
