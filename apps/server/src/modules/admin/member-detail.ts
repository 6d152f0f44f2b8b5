import type { TAdminMemberDetail } from '@gemilang/contract';
import type { Db } from '../../db/connection';
import { memberRecord } from '../member';
import { memberSignIns } from '../session';

/**
 * One member of the brand for the back office (another brand's member is simply not found): the member's
 * record, then its live sessions and recent sign-in attempts beside each other.
 */
export async function memberDetail(db: Db, merchantId: number, id: bigint, now: Date): Promise<TAdminMemberDetail> {
  const { record, member } = await memberRecord(db, merchantId, id);
  return { ...record, ...(await memberSignIns(db, merchantId, member, now)) };
}
