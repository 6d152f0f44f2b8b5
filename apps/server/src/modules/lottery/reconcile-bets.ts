import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { brandBetCount, brandBetOwners, pendingStakes, settledDrawBetsByMember, slipStakes } from '../bets';
import { type DomainCheck, entryKinds, runDomainCheck, systemBalanceSql } from '../wallet';

/**
 * The lottery's bets against their entries (ADR 019, 021), in one statement:
 * - the bets-in-play accounts hold exactly the stakes of pending real-money bets, the play ones those of pending
 *   play-money bets (ADR 052);
 * - every slip has one stake entry moving its total (the sum of its bets) from its member's wallet into
 *   bets in play, and a cancelled slip one refund of that total back;
 * - every member's settled bets of a draw have one settlement entry taking their stakes out of bets in
 *   play and paying their payouts to that member's wallet (the house keeps the rest), and each bet names it;
 * - a corrected draw's settlement entry moved the payouts the bets had when it was settled (a corrected bet's
 *   first old payout, ADR 026);
 * - every correction of a settled draw moved, per member, one bet_correction entry of exactly the sum of their
 *   bets' payout differences, plus what could not be taken back (unrecovered) and less what was kept back
 *   against an earlier shortfall (withheld), house ↔ wallet;
 * - a stake paid partly by a grant's bonus takes the rest from the grant's account, and the bonus share of a refund
 *   or a payout goes to the bonus returns account (ADR 057): the amounts above count both;
 * - no bet entry without the slip or the bets it moved money for.
 */
export function reconcileBets(db: Db, merchantId: number): Promise<DomainCheck> {
  // A corrected bet's first old payout: what it paid when its draw was settled.
  const firstPayouts = sql<{
    bet_id: bigint;
    old_payout: bigint | null;
  }>`(select distinct on (bet_id) bet_id, old_payout
    from bet_corrections order by bet_id, correction_id)`;
  return runDomainCheck(db, merchantId, {
    name: 'bets',
    kinds: [entryKinds.betStake, entryKinds.betCancel, entryKinds.betSettle, entryKinds.betCorrection],
    rows: brandBetCount(merchantId),
    findings: sql`
      select 'in_play_balance' as code, k.kind as subject, null::bigint as member_id, null::bigint as entry_id,
             k.expected, k.actual
        from (values
          ('bets_in_play',
           ${pendingStakes(merchantId, 'real')},
           ${systemBalanceSql(merchantId, 'bets_in_play')}),
          ('play_in_play',
           ${pendingStakes(merchantId, 'play')},
           ${systemBalanceSql(merchantId, 'play_in_play')})
        ) as k(kind, expected, actual)
       where k.expected <> k.actual
      union all
      select c.code, 'bet_slip:' || coalesce(s.id, mv.ref_id)::text, coalesce(s.member_id, mv.member_id),
             coalesce(mv.entry_id, s.stake_entry_id), c.expected, c.actual
        from (select s.*, ${slipStakes(sql.ref<bigint>('s.id'))} as bets_stake
                from lottery_slips s where s.merchant_id = ${merchantId}) s
        full join (select *, count(*) over (partition by ref_id) as entries_named
                     from m where kind = ${entryKinds.betStake} and ref_type = 'bet_slip') mv on mv.ref_id = s.id
        cross join lateral (values
          ('entry_orphan', s.id is null, null::bigint, mv.wallet_out),
          ('stake_missing', s.id is not null and mv.entry_id is null, s.total_stake, 0::bigint),
          ('stake_duplicated', s.id is not null and mv.entries_named > 1, s.total_stake, mv.wallet_out),
          ('stake_amount', mv.wallet_out - mv.bonus <> s.total_stake or mv.in_play <> s.total_stake, s.total_stake,
             mv.wallet_out - mv.bonus),
          ('slip_bets_total', s.bets_stake <> s.total_stake, s.total_stake, s.bets_stake),
          ('stake_member', coalesce(mv.wallet_out_member, case when mv.bonus <> 0 then mv.member_id end)
             is distinct from s.member_id, null, null),
          ('entry_shape', mv.postings <> 1 + (mv.wallet_out > 0)::int + (mv.bonus <> 0)::int or mv.other <> 1
             or mv.house <> 0 or mv.hold <> 0 or mv.clearing <> 0, null, null),
          ('stake_entry_link', mv.entry_id is not null and s.stake_entry_id is distinct from mv.entry_id, null, null)
        ) as c(code, failed, expected, actual)
       where c.failed and (s.id is not null or c.code = 'entry_orphan')
      union all
      select c.code, 'bet_slip:' || coalesce(s.id, mv.ref_id)::text, coalesce(s.member_id, mv.member_id),
             coalesce(mv.entry_id, s.cancel_entry_id), c.expected, c.actual
        from (select * from lottery_slips where merchant_id = ${merchantId} and status = 'cancelled') s
        full join (select *, count(*) over (partition by ref_id) as entries_named
                     from m where kind = ${entryKinds.betCancel} and ref_type = 'bet_slip') mv on mv.ref_id = s.id
        cross join lateral (values
          ('entry_orphan', s.id is null, null::bigint, mv.wallet_in),
          ('refund_missing', s.id is not null and mv.entry_id is null, s.total_stake, 0::bigint),
          ('refund_duplicated', s.id is not null and mv.entries_named > 1, s.total_stake, mv.wallet_in),
          ('refund_amount', mv.wallet_in + mv.returns <> s.total_stake or mv.in_play <> -s.total_stake, s.total_stake,
             mv.wallet_in + mv.returns),
          ('refund_member', coalesce(mv.wallet_in_member, case when mv.returns <> 0 then mv.member_id end)
             is distinct from s.member_id, null, null),
          ('refund_entry_link', mv.entry_id is not null and s.cancel_entry_id is distinct from mv.entry_id, null, null)
        ) as c(code, failed, expected, actual)
       where c.failed and (s.id is not null or c.code = 'entry_orphan')
      union all
      select c.code, 'draw:' || coalesce(g.draw_id, mv.ref_id)::text, coalesce(g.member_id, mv.member_id),
             coalesce(mv.entry_id, g.entry_id), c.expected, c.actual
        from ${settledDrawBetsByMember(merchantId, firstPayouts)} g
        full join (select * from m where kind = ${entryKinds.betSettle}) mv
          on mv.ref_type = 'draw' and mv.ref_id = g.draw_id and mv.member_id = g.member_id
        cross join lateral (values
          ('entry_orphan', g.draw_id is null, null::bigint, mv.wallet_in),
          ('settlement_missing', g.draw_id is not null and mv.entry_id is null, g.payout, 0::bigint),
          ('payout_amount', mv.wallet_in + mv.returns <> g.payout, g.payout, mv.wallet_in + mv.returns),
          ('settled_stakes', mv.in_play <> -g.stakes, g.stakes, -mv.in_play),
          ('house_share', mv.house <> g.stakes - g.payout, g.stakes - g.payout, mv.house),
          ('payout_member', mv.wallet_in > 0 and mv.wallet_in_member is distinct from g.member_id, null, null),
          ('entry_shape', mv.wallet_out <> 0 or mv.hold <> 0 or mv.clearing <> 0, null, null),
          ('settle_entry_link', mv.entry_id is not null and (g.entries_linked <> 1 or g.unlinked > 0
             or g.entry_id is distinct from mv.entry_id), null, null)
        ) as c(code, failed, expected, actual)
       where c.failed and (g.draw_id is not null or c.code = 'entry_orphan')
      union all
      select c.code, 'lottery_correction:' || coalesce(g.correction_id, cm.correction_id, mv.ref_id)::text,
             coalesce(g.member_id, cm.member_id, mv.member_id), coalesce(mv.entry_id, cm.entry_id), c.expected, c.actual
        from (select bc.correction_id, b.member_id, sum(bc.new_payout - bc.old_payout)::bigint as difference
                from bet_corrections bc join ${brandBetOwners(merchantId)} b on b.id = bc.bet_id
               group by bc.correction_id, b.member_id) g
        full join (select * from lottery_correction_members where merchant_id = ${merchantId}) cm
          on cm.correction_id = g.correction_id and cm.member_id = g.member_id
        full join (select *, count(*) over (partition by ref_id, member_id) as entries_named
                     from m where kind = ${entryKinds.betCorrection}) mv
          on mv.ref_type = 'lottery_correction' and mv.ref_id = coalesce(g.correction_id, cm.correction_id)
         and mv.member_id = coalesce(g.member_id, cm.member_id)
        cross join lateral (values
          ('entry_orphan', cm.correction_id is null and mv.entry_id is not null, null::bigint, mv.wallet_in - mv.wallet_out),
          ('correction_difference', coalesce(cm.difference, 0) <> coalesce(g.difference, 0), g.difference, cm.difference),
          ('correction_missing', cm.moved <> 0 and mv.entry_id is null, cm.moved, 0::bigint),
          ('correction_amount', coalesce(mv.wallet_in - mv.wallet_out, 0)
             <> coalesce(g.difference, 0) + coalesce(cm.unrecovered, 0) - coalesce(cm.withheld, 0),
             coalesce(g.difference, 0) + coalesce(cm.unrecovered, 0) - coalesce(cm.withheld, 0),
             coalesce(mv.wallet_in - mv.wallet_out, 0)),
          ('correction_duplicated', mv.entries_named > 1, null, null),
          ('entry_shape', mv.house <> mv.wallet_out - mv.wallet_in or mv.postings <> 2 or mv.hold <> 0
             or mv.clearing <> 0 or mv.in_play <> 0, null, null),
          ('correction_member', coalesce(mv.wallet_in_member, mv.wallet_out_member) is distinct from mv.member_id, null, null),
          ('correction_entry_link', cm.entry_id is distinct from mv.entry_id and cm.correction_id is not null, null, null)
        ) as c(code, failed, expected, actual)
       where c.failed and (mv.entry_id is not null or cm.correction_id is not null or g.correction_id is not null)
      union all
      select 'entry_orphan', 'bet:?', member_id, entry_id, null, wallet_out
        from m where not ((kind in (${entryKinds.betStake}, ${entryKinds.betCancel}) and ref_type = 'bet_slip')
                          or (kind = ${entryKinds.betSettle} and ref_type = 'draw')
                          or (kind = ${entryKinds.betCorrection} and ref_type = 'lottery_correction'))
                 or ref_id is null`,
  });
}
