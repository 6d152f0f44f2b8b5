import type { Db } from '../../db/connection';

/**
 * How the member can be reached, as they gave it: their mobile number with its dialling code (`+60 123456789`),
 * else their e-mail address, else ''. For forms the member fills in for themselves (feedback's contact field).
 */
export async function memberOwnContact(db: Db, merchantId: number, memberId: bigint): Promise<string> {
  const row = await db
    .selectFrom('members')
    .select(['mobile_num', 'country_dialing_code', 'email'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!row) return '';
  if (row.mobile_num)
    return row.country_dialing_code ? `+${row.country_dialing_code} ${row.mobile_num}` : row.mobile_num;
  return row.email ?? '';
}
