import type { TAdminMemberDetail } from '@gemilang/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/**
 * For the back office's record of a member: how many of the member's sessions are live now, and the last 20
 * sign-in attempts in the member's name (username attempts are kept lower-cased) or by the member's mobile
 * number (`mobile` as +<dialling code><number>, the form SMS-code attempts are kept in).
 */
export async function memberSignIns(
  db: Db,
  merchantId: number,
  member: { id: bigint; username: string; mobile: string | null },
  now: Date,
): Promise<Pick<TAdminMemberDetail, 'activeSessions' | 'recentLogins'>> {
  const [sessions, attempts] = await Promise.all([
    db
      .selectFrom('member_sessions')
      .select((eb) => eb.fn.countAll().as('total'))
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', member.id)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst(),
    db
      .selectFrom('login_attempts')
      .select(['created_at', sql<string | null>`host(ip)`.as('ip'), 'success', 'reason'])
      .where('merchant_id', '=', merchantId)
      .where((eb) => {
        const byName = eb(sql<string>`lower(username)`, '=', member.username.toLowerCase());
        if (!member.mobile) return byName;
        return eb.or([byName, eb('username', '=', member.mobile)]);
      })
      .orderBy('id', 'desc')
      .limit(20)
      .execute(),
  ]);
  return {
    activeSessions: Number(sessions?.total ?? 0),
    recentLogins: attempts.map((a) => ({
      at: a.created_at.toISOString(),
      ip: a.ip,
      success: a.success,
      reason: a.reason,
    })),
  };
}
