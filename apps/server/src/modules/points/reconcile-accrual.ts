import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { pointsEarnedByMember } from '../bets';
import { accountNetsByKind, type DomainCheck, entryKinds, runDomainCheck } from '../wallet';
import { memberPointsCode } from './points-accounts';

/**
 * Earned points against their entries (ADR 064), in one statement:
 * - per member, the points their bets earned (each bet's points_earned) equal what accrual and correction entries
 *   moved on their points account, plus what a correction could not take back (point_shortfalls);
 * - every deposit's points entry names a deposit.
 */
export function reconcilePointAccrual(db: Db, merchantId: number): Promise<DomainCheck> {
  const kinds = [entryKinds.pointsAccrual, entryKinds.pointsCorrection, entryKinds.pointsDeposit];
  const prefix = memberPointsCode(0n).replace(/0$/, '');
  return runDomainCheck(db, merchantId, {
    name: 'points',
    kinds,
    rows: sql`(select count(*) from (${pointsEarnedByMember(merchantId)}) e)`,
    findings: sql`
      with earned as (${pointsEarnedByMember(merchantId)}),
           posted as (select substr(code, ${prefix.length + 1})::bigint as member_id, sum(net)::bigint as points
                        from (${accountNetsByKind(merchantId, 'points', [entryKinds.pointsAccrual, entryKinds.pointsCorrection])}) n
                       where code like ${`${prefix}%`} group by code),
           short as (select member_id, sum(points)::bigint as points from point_shortfalls
                      where merchant_id = ${merchantId} group by member_id)
      select 'points_earned' as code, ${prefix} || coalesce(e.member_id, p.member_id, s.member_id)::text as subject,
             coalesce(e.member_id, p.member_id, s.member_id) as member_id, null::bigint as entry_id,
             coalesce(e.points, 0) as expected, coalesce(p.points, 0) + coalesce(s.points, 0) as actual
        from earned e
        full join posted p on p.member_id = e.member_id
        full join short s on s.member_id = coalesce(e.member_id, p.member_id)
       where coalesce(e.points, 0) <> coalesce(p.points, 0) + coalesce(s.points, 0)
      union all
      select 'entry_orphan', 'deposit:?', member_id, entry_id, null, null
        from m where kind = ${entryKinds.pointsDeposit} and (ref_type <> 'deposit' or ref_id is null)`,
  });
}
