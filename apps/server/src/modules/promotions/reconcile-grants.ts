import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { type DomainCheck, entryKinds, runDomainCheck, systemAccountsOfKind } from '../wallet';

/**
 * The grants against their entries (ADR 057), in one statement:
 * - every grant made has one bonus_grant entry moving its amount from the promotion budget to its own account;
 * - what a grant converted to cash equals the wallet side of its bonus_convert entries, and what it forfeited the
 *   promotion budget's side of its convert, forfeit and return entries;
 * - a grant that ended holds no bonus (its account is at zero), and the bonus returns account is at zero;
 * - no bonus entry without its grant.
 */
export function reconcileGrants(db: Db, merchantId: number): Promise<DomainCheck> {
  const kinds = [entryKinds.bonusGrant, entryKinds.bonusConvert, entryKinds.bonusForfeit, entryKinds.bonusReturn];
  return runDomainCheck(db, merchantId, {
    name: 'promotions',
    kinds,
    rows: sql`(select count(*) from promotion_grants where merchant_id = ${merchantId})`,
    findings: sql`
      select c.code, 'grant:' || coalesce(g.id, mv.grant_id)::text as subject, coalesce(g.member_id, mv.member_id)
             as member_id, null::bigint as entry_id, c.expected, c.actual
        from (select g.*, a.balance from promotion_grants g
                left join ${systemAccountsOfKind(merchantId, 'bonus')} a on a.id = g.account_id
               where g.merchant_id = ${merchantId}) g
        full join (select ref_id as grant_id, min(member_id) as member_id,
                          count(*) filter (where kind = ${entryKinds.bonusGrant}) as grant_entries,
                          coalesce(-sum(budget) filter (where kind = ${entryKinds.bonusGrant}), 0) as granted,
                          coalesce(sum(wallet_in) filter (where kind = ${entryKinds.bonusConvert}), 0) as converted,
                          coalesce(sum(budget) filter (where kind <> ${entryKinds.bonusGrant}), 0) as forfeited
                     from m where ref_type = 'grant' and ref_id is not null group by ref_id) mv on mv.grant_id = g.id
        cross join lateral (values
          ('entry_orphan', g.id is null, null::bigint, null::bigint),
          ('grant_missing', g.id is not null and coalesce(mv.grant_entries, 0) <> 1, 1::bigint, mv.grant_entries),
          ('grant_amount', coalesce(mv.granted, 0) <> g.amount, g.amount, mv.granted),
          ('converted_amount', coalesce(mv.converted, 0) <> g.converted, g.converted, mv.converted),
          ('forfeited_amount', coalesce(mv.forfeited, 0) <> g.forfeited, g.forfeited, mv.forfeited),
          ('ended_with_bonus', g.state not in ('active', 'pending') and coalesce(g.balance, 0) <> 0, 0::bigint, g.balance)
        ) as c(code, failed, expected, actual)
       where c.failed and (g.id is not null or c.code = 'entry_orphan')
      union all
      select 'returns_not_cleared', 'bonus_returns', null, null, 0, a.balance
        from ${systemAccountsOfKind(merchantId, 'promotion_budget')} a where a.code = 'bonus_returns' and a.balance <> 0
      union all
      select 'entry_orphan', 'grant:?', member_id, entry_id, null, null
        from m where ref_type <> 'grant' or ref_id is null`,
  });
}
