import type { Db } from '../../db/connection';
import type { OperatorSessionRow } from '../../platform/auth';

/** The operator session a token's hash opens on this brand, with its operator (platform/auth.ts). */
export function operatorSessionByToken(
  db: Db,
  merchantId: number,
  tokenHash: Buffer,
): Promise<OperatorSessionRow | undefined> {
  return db
    .selectFrom('operator_sessions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .select([
      's.id as sessionId',
      's.expires_at',
      's.revoked_at',
      'o.id',
      'o.username',
      'o.role',
      'o.status',
      'o.must_change_password',
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.merchant_id', '=', merchantId)
    .executeTakeFirst();
}
