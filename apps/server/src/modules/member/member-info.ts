import type { TMemberInfo } from '@gemilang/contract';
import type { MemberActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import { TRIAL_TYPE } from '../../platform/auth';
import type { Deps } from '../../platform/context';
import { vipServiceFor } from '../vip';
import { maskEmail, maskMobile } from './mask';

/** The signed-in member as the site shows it (member info); contact details masked. */
export async function memberInfo(deps: Deps, actor: MemberActor): Promise<TMemberInfo> {
  const me = actor.member;
  const row = await deps.db
    .selectFrom('members')
    .select([
      'id',
      'username',
      'nickname',
      'type',
      'upline_id',
      'labels',
      'vip_level',
      'payee_name',
      'mobile_num',
      'country_dialing_code',
      'email',
      'created_at',
      'last_login_at',
    ])
    .where('id', '=', me.id)
    .where('merchant_id', '=', actor.merchant.id)
    .executeTakeFirst();
  if (!row) throw new AppError('token_expired');
  return {
    id: row.id.toString(),
    account: row.username,
    nickname: row.nickname || row.username,
    type: row.type,
    // A trial account has no one to transfer to, even when it was opened under an agent's link.
    toUpline: row.upline_id !== null && row.type !== TRIAL_TYPE,
    // Clubs arrive with the VIP issue; until then no member belongs to one.
    clubLabel: null,
    memberLabel: row.labels.map((labelName) => ({ labelName })),
    vipLevel: row.vip_level,
    vipService: await vipServiceFor(deps.db, actor.merchant.id, row.vip_level),
    currency: actor.merchant.currency,
    payeeName: row.payee_name,
    mobileNum: maskMobile(row.country_dialing_code, row.mobile_num),
    email: maskEmail(row.email),
    registeredAt: row.created_at.toISOString(),
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
  };
}

/**
 * The member's avatar. Stock (STATIC) avatars are files of the player site, served at /avatars/<name>.svg;
 * an uploaded (CUSTOM) one is stored with its full address.
 */
export async function memberAvatar(
  deps: Deps,
  actor: MemberActor,
): Promise<{ avatar: string; avatarType: 'STATIC' | 'CUSTOM' }> {
  const me = actor.member;
  const row = await deps.db
    .selectFrom('members')
    .select(['avatar', 'avatar_type'])
    .where('id', '=', me.id)
    .where('merchant_id', '=', actor.merchant.id)
    .executeTakeFirst();
  if (!row) throw new AppError('token_expired');
  if (row.avatar_type === 'CUSTOM') return { avatar: row.avatar, avatarType: 'CUSTOM' };
  const name = /^[a-z0-9-]{1,64}$/.test(row.avatar) ? row.avatar : 'avatar-01';
  return { avatar: `/avatars/${name}.svg`, avatarType: 'STATIC' };
}
