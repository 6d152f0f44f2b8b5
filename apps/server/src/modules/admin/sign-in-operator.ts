import type { TOperatorLogin, TOperatorSession } from '@gemilang/contract';
import { sql } from 'kysely';
import type { Actor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { knownClient, recordKnownClient, signInClient } from '../../platform/known-clients';
import { unusablePasswordHash, verifyPassword } from '../../platform/passwords';
import { hashToken, newToken } from '../../platform/tokens';
import { devOutboxServed } from './outbox';
import { clearFailures, reserveAttempt } from './staff-sign-in-throttle';

export { STAFF_FREE_FAILURES } from './staff-sign-in-throttle';

/** Back-office sessions are a working day long; the operator signs in again the next. */
export const OPERATOR_SESSION_HOURS = 12;
/** The back office's device cookie: a browser that signed an operator in before (platform/known-clients). */
export const STAFF_DEVICE_COOKIE = 'gstaff';
export const STAFF_DEVICE_COOKIE_PATH = '/admin/api/session';

/** The new session, and the device key the route sets as the STAFF_DEVICE_COOKIE (setDeviceCookie). */
export interface OperatorSignedIn {
  session: TOperatorSession;
  device: string;
}

type Outcome = 'success' | 'unknown_user' | 'wrong_password' | 'locked' | 'throttled';

/**
 * Operator sign-in, in this order: the throttle (per address and per account name, with growing waits;
 * a browser or address that signed the account in before is not held back by failures in its name), then
 * the password, compared even when the name is no operator's, then one path for a wrong name and a wrong
 * password (same queries, same answer), and only after the right password whether an admin locked the
 * account. Failures never lock it and never end its sessions (ADR 008). Every attempt, throttled ones
 * included, is in the audit log (operator.login with its outcome). `deviceCookie` is the STAFF_DEVICE_COOKIE's
 * value the browser sent.
 */
export async function signInOperator(
  deps: Deps,
  actor: Actor,
  form: TOperatorLogin,
  deviceCookie: string | undefined,
): Promise<OperatorSignedIn> {
  const { db, now } = deps;
  const merchantId = actor.merchant.id;
  const ip = actor.ip || null;
  const username = form.username.trim();
  const name = username.toLowerCase();
  const at = now();
  const client = signInClient(deviceCookie, actor.ip);
  const operator = await db
    .selectFrom('operators')
    .select(['id', 'username', 'display_name', 'role', 'status', 'password_hash', 'must_change_password'])
    .where('merchant_id', '=', merchantId)
    .where(sql<string>`lower(username)`, '=', name)
    .executeTakeFirst();
  // Looked up for a name that is no operator's too (an id no row has), so both take the same path.
  const account = { merchantId, accountType: 'operator' as const, accountId: operator?.id ?? 0n };
  const known = await knownClient(db, account, client, at);

  const record = (trx: Parameters<typeof audit>[0], outcome: Outcome, extra: Record<string, unknown> = {}) =>
    audit(trx, {
      merchantId,
      actorType: 'operator',
      actorId: operator?.id ?? null,
      actorName: operator?.username ?? username.slice(0, 64),
      action: 'operator.login',
      targetType: 'operator',
      targetId: operator?.id.toString() ?? '',
      detail: { outcome, ...extra },
      ip,
    });

  const attempt = { merchantId, address: ip ?? 'unknown', account: name };
  const gate = await reserveAttempt(db, attempt, known, at);
  if (!gate.allowed) {
    const seconds = gate.retryAfterSeconds;
    await record(db, 'throttled', { retryAfterSeconds: seconds });
    throw new AppError('sign_in_throttled', { retryAfterSeconds: seconds }, { minutes: Math.ceil(seconds / 60) });
  }

  // Compared even when the account does not exist, so timing does not tell which usernames are staff.
  const passwordOk = await verifyPassword(form.password, operator?.password_hash ?? unusablePasswordHash);
  if (!operator || !passwordOk) {
    await db.transaction().execute(async (trx) => {
      // The count of wrong passwords since the last sign-in, for admins to see; it locks nothing.
      const counted = await trx
        .updateTable('operators')
        .set({ failed_login_count: sql<number>`failed_login_count + 1` })
        .where('merchant_id', '=', merchantId)
        .where(sql<string>`lower(username)`, '=', name)
        .returning('failed_login_count')
        .executeTakeFirst();
      await record(trx, operator ? 'wrong_password' : 'unknown_user', {
        ...(counted ? { failures: counted.failed_login_count } : {}),
      });
    });
    throw new AppError('wrong_credentials');
  }

  // The right password was no guess: the address and the account start afresh.
  await clearFailures(db, attempt);
  // An admin's deliberate lock, told only to someone who knows the password.
  if (operator.status !== 'active') {
    await record(db, 'locked');
    throw new AppError('account_locked');
  }

  const token = newToken();
  const expiresAt = new Date(at.getTime() + OPERATOR_SESSION_HOURS * 60 * 60 * 1000);
  const opened = await db.transaction().execute(async (trx) => {
    // Guarded by status: an admin may have locked the account since it was read.
    const updated = await trx
      .updateTable('operators')
      .set({ failed_login_count: 0, last_login_at: at })
      .where('id', '=', operator.id)
      .where('merchant_id', '=', merchantId)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) return false;
    await trx
      .insertInto('operator_sessions')
      .values({
        merchant_id: merchantId,
        operator_id: operator.id,
        token_hash: hashToken(token),
        ip,
        created_at: at,
        expires_at: expiresAt,
      })
      .execute();
    await record(trx, 'success');
    return true;
  });
  if (!opened) throw new AppError('account_locked');
  const device = await recordKnownClient(db, account, client, at);

  const session: TOperatorSession = {
    token,
    expiresAt: expiresAt.toISOString(),
    operator: {
      id: operator.id.toString(),
      username: operator.username,
      displayName: operator.display_name,
      role: operator.role,
    },
    devOutbox: devOutboxServed(deps.config) && operator.role === 'admin',
    mustChangePassword: operator.must_change_password,
  };
  return { session, device };
}
