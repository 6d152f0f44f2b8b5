import { sql } from 'kysely';
import type { Actor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit, countAuditSince } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { takeAllowance } from '../../platform/throttle';
import { hashToken, newToken } from '../../platform/tokens';
import { mailText } from './mail-text';

/** Per account and hour, sent or refused: enough for a typo or a lost mail, too few to flood a mailbox. */
export const EMAIL_RESET_HOURLY_LIMIT = 3;
/** Per client address and hour, whatever the accounts: keeps one client from trying a list of them. */
export const EMAIL_RESET_PER_ADDRESS_HOURLY = 10;
/** How long a reset link works: long enough to open the mail, short enough that an old mail is no key. */
export const RESET_LINK_MINUTES = 30;
/** The player site's page a link opens; the token rides in the fragment, which no server or log sees. */
export const RESET_LINK_PATH = '/reset-password';
const HOUR_MS = 60 * 60 * 1000;
const SENT = 'member.password_emailed';
const REFUSED = 'member.password_email_refused';

/**
 * Forgotten password, e-mail mode (ADR 050): a one-time link to choose a new password goes to the address on
 * file, if the member proved it (a code sent to it); nothing about the account changes until the link is
 * used (reset-password-by-link.ts), so knowing a username and an address is no way to lock a player out.
 * The answer is the same `ok` whether the account exists, the address matches and is verified, the account
 * is locked or its hourly allowance is spent (ADR 008, ADR 050), so it tells nobody which usernames and
 * addresses belong together; only the address limit answers otherwise. The attempts per account are counted
 * in the audit log under a lock on the member's row, and those per address in throttle_hits, so both limits
 * hold across processes. A new link replaces the member's earlier ones.
 */
export async function resetPasswordByEmail(
  deps: Deps,
  actor: Actor,
  input: { username: string; email: string },
): Promise<{ ok: true }> {
  const { db, now, outbound } = deps;
  const merchant = actor.merchant;
  const at = now();
  const ip = actor.ip || null;
  const byAddress = await takeAllowance(
    db,
    { merchantId: merchant.id, scope: 'password_email:address', key: ip ?? 'unknown' },
    EMAIL_RESET_PER_ADDRESS_HOURLY,
    HOUR_MS,
    at,
  );
  if (!byAddress.allowed) throw new AppError('rate_limited', { retryAfterSeconds: byAddress.retryAfterSeconds });
  const token = newToken();

  const outcome = await db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('members')
      .select(['id', 'username', 'email', 'email_verified_at', 'status'])
      .where('merchant_id', '=', merchant.id)
      .where(sql<string>`lower(username)`, '=', input.username.toLowerCase())
      .forUpdate()
      .executeTakeFirst();
    if (!member) return { kind: 'missing' as const };
    const recent = await countAuditSince(
      trx,
      merchant.id,
      { type: 'member', id: member.id.toString() },
      [SENT, REFUSED],
      new Date(at.getTime() - HOUR_MS),
    );
    if (recent >= EMAIL_RESET_HOURLY_LIMIT) return { kind: 'throttled' as const };

    const entry = {
      merchantId: merchant.id,
      actorType: 'system' as const,
      actorName: member.username,
      targetType: 'member',
      targetId: member.id.toString(),
      ip,
    };
    const matches = member.email !== null && member.email.trim().toLowerCase() === input.email.toLowerCase();
    const refusal = !matches
      ? 'email_mismatch'
      : member.email_verified_at === null
        ? 'email_unverified'
        : member.status === 'locked'
          ? 'locked'
          : null;
    if (refusal) {
      await audit(trx, { ...entry, action: REFUSED, detail: { reason: refusal } });
      return { kind: 'refused' as const };
    }
    await trx
      .updateTable('password_reset_links')
      .set({ used_at: at })
      .where('merchant_id', '=', merchant.id)
      .where('member_id', '=', member.id)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('password_reset_links')
      .values({
        merchant_id: merchant.id,
        member_id: member.id,
        token_hash: hashToken(token),
        ip,
        created_at: at,
        expires_at: new Date(at.getTime() + RESET_LINK_MINUTES * 60_000),
      })
      .execute();
    await audit(trx, { ...entry, action: SENT });
    return { kind: 'sent' as const, username: member.username, email: member.email as string };
  });

  // Every refusal but the address limit answers as a success does: the audit log keeps the difference.
  if (outcome.kind !== 'sent') return { ok: true };

  // Sent after the commit: the outbox writes on its own connection, and a mail with a link that was never
  // stored would be worse than none. The brand's own host, which the call came in on, is the link's.
  const link = `${actor.origin}${RESET_LINK_PATH}#token=${token}`;
  const mail = mailText(actor.language, 'resetLink', {
    brand: merchant.name,
    account: outcome.username,
    link,
    minutes: String(RESET_LINK_MINUTES),
  });
  await outbound.email.send({ merchantId: merchant.id, to: outcome.email, ...mail });
  return { ok: true };
}
