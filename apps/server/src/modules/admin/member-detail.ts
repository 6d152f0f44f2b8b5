import type { TAdminMemberDetail } from '@gemilang/contract';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { memberRowColumns, toMemberRow } from './search-members';

/** One member of the brand for the back office; another brand's member is simply not found. */
export async function memberDetail(
  db: Kysely<Database>,
  merchantId: number,
  id: bigint,
  now: Date,
): Promise<TAdminMemberDetail> {
  const row = await db
    .selectFrom('members as m')
    .leftJoin('members as u', (join) =>
      join.onRef('u.id', '=', 'm.upline_id').onRef('u.merchant_id', '=', 'm.merchant_id'),
    )
    .select([
      ...memberRowColumns,
      'm.birthday',
      'm.profile',
      'm.affiliate_code',
      'm.referral_code',
      sql<string | null>`host(m.register_ip)`.as('register_ip'),
      'm.register_url',
      'm.register_method',
      sql<string | null>`host(m.last_login_ip)`.as('last_login_ip'),
      'm.first_login_at',
      'm.password_changed_at',
      'm.must_change_password',
      'm.failed_login_count',
    ])
    .where('m.merchant_id', '=', merchantId)
    .where('m.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found');
  const [sessions, attempts] = await Promise.all([
    db
      .selectFrom('member_sessions')
      .select((eb) => eb.fn.countAll().as('total'))
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', row.id)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst(),
    db
      .selectFrom('login_attempts')
      .select(['created_at', sql<string | null>`host(ip)`.as('ip'), 'success', 'reason'])
      .where('merchant_id', '=', merchantId)
      .where((eb) => {
        // Username attempts are kept lower-cased, SMS-code attempts as +<dialling code><number>.
        const byName = eb(sql<string>`lower(username)`, '=', row.username.toLowerCase());
        if (!row.mobile_num) return byName;
        return eb.or([byName, eb('username', '=', `+${row.country_dialing_code ?? ''}${row.mobile_num}`)]);
      })
      .orderBy('id', 'desc')
      .limit(20)
      .execute(),
  ]);
  return {
    ...toMemberRow(row),
    birthday: row.birthday,
    profile: Object.fromEntries(Object.entries(row.profile ?? {}).map(([k, v]) => [k, String(v)])),
    affiliateCode: row.affiliate_code,
    referralCode: row.referral_code,
    registerIp: row.register_ip,
    registerUrl: row.register_url,
    registerMethod: row.register_method,
    lastLoginIp: row.last_login_ip,
    firstLoginAt: row.first_login_at?.toISOString() ?? null,
    passwordChangedAt: row.password_changed_at.toISOString(),
    mustChangePassword: row.must_change_password,
    failedLoginCount: row.failed_login_count,
    activeSessions: Number(sessions?.total ?? 0),
    recentLogins: attempts.map((a) => ({
      at: a.created_at.toISOString(),
      ip: a.ip,
      success: a.success,
      reason: a.reason,
    })),
  };
}
