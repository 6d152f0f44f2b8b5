import { maxBankAccounts, type TSecurityOverview } from '@gemilang/contract';
import type { MemberActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { listBankAccounts } from './bank-accounts';
import { maskEmail, maskMobile } from './mask';
import { memberAvatar } from './member-info';

/** The "My account" page in one read (securityCenter); contacts masked, never a hash. */
export async function securityOverview(deps: Deps, actor: MemberActor): Promise<TSecurityOverview> {
  const me = actor.member;
  const { db, now } = deps;
  const merchantId = actor.merchant.id;
  const row = await db
    .selectFrom('members')
    .select([
      'username',
      'nickname',
      'payee_name',
      'birthday',
      'mobile_num',
      'country_dialing_code',
      'mobile_verified_at',
      'email',
      'email_verified_at',
      'payment_password_hash',
      'payment_password_locked_until',
      'password_changed_at',
    ])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', me.id)
    .executeTakeFirst();
  if (!row) throw new AppError('token_expired');
  const lockedMs = (row.payment_password_locked_until?.getTime() ?? 0) - now().getTime();
  const [avatar, bankAccounts] = await Promise.all([
    memberAvatar(deps, actor),
    listBankAccounts(db, merchantId, me.id),
  ]);
  return {
    account: row.username,
    nickname: row.nickname,
    payeeName: row.payee_name,
    birthday: row.birthday,
    mobile: {
      masked: maskMobile(row.country_dialing_code, row.mobile_num),
      verified: row.mobile_num !== null && row.mobile_verified_at !== null,
    },
    email: { masked: maskEmail(row.email), verified: row.email !== null && row.email_verified_at !== null },
    paymentPasswordSet: row.payment_password_hash !== null,
    paymentPasswordLockedMinutes: lockedMs > 0 ? Math.ceil(lockedMs / 60_000) : 0,
    passwordChangedAt: row.password_changed_at.toISOString(),
    avatar,
    bankAccounts,
    maxBankAccounts,
  };
}
