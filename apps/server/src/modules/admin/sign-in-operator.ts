import { OPERATOR_MAX_FAILED_LOGINS, type TOperatorLogin, type TOperatorSession } from '@gemilang/contract';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import { unusablePasswordHash, verifyPassword } from '../../platform/passwords';
import { hashToken, newToken } from '../../platform/tokens';
import { devOutboxServed } from './outbox';

/** Back-office sessions are a working day long; the operator signs in again the next. */
export const OPERATOR_SESSION_HOURS = 12;

type Outcome = 'success' | 'unknown_user' | 'wrong_password' | 'locked';

/**
 * Operator sign-in. Every attempt lands in the audit log (operator.login with its outcome), so a guessing
 * attack on the back office is visible. After OPERATOR_MAX_FAILED_LOGINS wrong passwords in a row the
 * account locks until an admin unlocks it; the attempt that locks it is already told so.
 */
export async function signInOperator(request: FastifyRequest, form: TOperatorLogin): Promise<TOperatorSession> {
  const { db, now } = request.server.deps;
  const merchantId = request.merchant.id;
  const ip = request.ip || null;
  const username = form.username.trim();
  const operator = await db
    .selectFrom('operators')
    .select(['id', 'username', 'display_name', 'role', 'status', 'password_hash'])
    .where('merchant_id', '=', merchantId)
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  // Compared even when the account does not exist, so timing does not tell which usernames are staff.
  const passwordOk = await verifyPassword(form.password, operator?.password_hash ?? unusablePasswordHash);

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

  if (!operator) {
    await record(db, 'unknown_user');
    throw new AppError('wrong_credentials');
  }
  if (operator.status !== 'active') {
    await record(db, 'locked');
    throw new AppError('account_locked');
  }

  if (!passwordOk) {
    const locked = await db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('operators')
        .set({
          failed_login_count: sql<number>`failed_login_count + 1`,
          status: sql<
            'active' | 'locked'
          >`CASE WHEN failed_login_count + 1 >= ${OPERATOR_MAX_FAILED_LOGINS} THEN 'locked' ELSE status END`,
        })
        .where('id', '=', operator.id)
        .where('merchant_id', '=', merchantId)
        .returning(['failed_login_count', 'status'])
        .executeTakeFirstOrThrow();
      await record(trx, 'wrong_password', { failures: row.failed_login_count });
      const nowLocked = row.status === 'locked';
      if (nowLocked) {
        await audit(trx, {
          merchantId,
          actorType: 'system',
          action: 'operator.auto_lock',
          targetType: 'operator',
          targetId: operator.id.toString(),
          detail: { username: operator.username, failures: row.failed_login_count },
          ip,
        });
      }
      return nowLocked;
    });
    throw new AppError(locked ? 'account_locked' : 'wrong_credentials');
  }

  const at = now();
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

  return {
    token,
    expiresAt: expiresAt.toISOString(),
    operator: {
      id: operator.id.toString(),
      username: operator.username,
      displayName: operator.display_name,
      role: operator.role,
    },
    devOutbox: devOutboxServed(request.server.deps.config) && operator.role === 'admin',
  };
}
