import type { Db } from '../../db/connection';
import type { MemberSessionRow } from '../../platform/auth';
import { memberAccounts } from '../member';

/** The member session a token's hash opens on this brand, with its member, in one statement (platform/auth.ts). */
export function memberSessionByToken(
  db: Db,
  merchantId: number,
  tokenHash: Buffer,
): Promise<MemberSessionRow | undefined> {
  return db
    .selectFrom('member_sessions as s')
    .innerJoin(memberAccounts(db, merchantId).as('m'), 'm.id', 's.member_id')
    .select([
      's.id as sessionId',
      's.expires_at',
      's.revoked_at',
      's.password_change_required',
      'm.id',
      'm.username',
      'm.type',
      'm.status',
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.merchant_id', '=', merchantId)
    .executeTakeFirst();
}
