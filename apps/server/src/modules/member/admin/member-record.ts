import type { TAdminMemberDetail } from '@gemilang/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { AppError } from '../../../platform/app-error';
import { memberRowColumns, toMemberRow } from './search-members';

/** The back office's record of a member, all but the sessions and sign-in attempts (the session module's). */
export type MemberRecord = Omit<TAdminMemberDetail, 'activeSessions' | 'recentLogins'>;

/**
 * One member of the brand for the back office, with the member's id and what finds the member's sign-in
 * attempts (the account, the mobile number); another brand's member is simply not found.
 */
export async function memberRecord(
  db: Db,
  merchantId: number,
  id: bigint,
): Promise<{ record: MemberRecord; member: { id: bigint; username: string; mobile: string | null } }> {
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
  return {
    record: {
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
    },
    member: {
      id: row.id,
      username: row.username,
      // SMS-code sign-in attempts are kept as +<dialling code><number>.
      mobile: row.mobile_num ? `+${row.country_dialing_code ?? ''}${row.mobile_num}` : null,
    },
  };
}
