import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { betStates } from '../bets';
import { type DomainCheck, entryKinds, runDomainCheck } from '../wallet';

/**
 * The vendors' transactions and rounds against their entries (ADR 019, 030), in one statement:
 * - every debit, credit and rollback that moved money names one entry of its kind, for its round, moving
 *   exactly its amount between its member's wallet and bets in play (debit, rollback) or the house (credit);
 *   a tombstone and a zero credit moved nothing and name no entry;
 * - every round's counters equal the sums of its transactions, its bets row agrees (pending while open with
 *   the stake still in play; settled at end round with the credits as payout; void when all was refunded),
 *   and an ended round has one end entry taking its stake from bets in play to the house;
 * - no game entry without the transaction or round it moved money for.
 * The bets-in-play account against every pending bet (games' included) is the lottery's bets check.
 */
export function reconcileGameRounds(db: Db, merchantId: number): Promise<DomainCheck> {
  return runDomainCheck(db, merchantId, {
    name: 'games',
    kinds: [entryKinds.gameDebit, entryKinds.gameCredit, entryKinds.gameRollback, entryKinds.gameRoundEnd],
    rows: sql`(select count(*) from game_transactions where merchant_id = ${merchantId})`,
    findings: sql`
      select c.code, 'game_transaction:' || coalesce(t.id::text, '?') as subject,
             coalesce(t.member_id, mv.member_id) as member_id, coalesce(mv.entry_id, t.entry_id) as entry_id,
             c.expected, c.actual
        from (select * from game_transactions where merchant_id = ${merchantId}) t
        full join (select * from m where kind in (${entryKinds.gameDebit}, ${entryKinds.gameCredit},
                                                   ${entryKinds.gameRollback})) mv on mv.entry_id = t.entry_id
        cross join lateral (values
          ('entry_orphan', t.id is null, null::bigint, mv.wallet_in - mv.wallet_out),
          ('entry_missing', t.id is not null and t.entry_id is null and t.amount > 0, t.amount, 0::bigint),
          ('entry_unexpected', t.entry_id is not null and t.amount = 0, 0::bigint, null::bigint),
          ('entry_kind', mv.kind <> 'game_' || t.kind, null, null),
          ('entry_round', mv.ref_type <> 'game_round' or mv.ref_id is distinct from t.round_id, null, null),
          ('debit_amount', t.kind = 'debit' and (mv.wallet_out - mv.bonus <> t.amount or mv.in_play <> t.amount
             or -mv.bonus <> t.bonus_amount), t.amount, mv.wallet_out - mv.bonus),
          ('credit_amount', t.kind = 'credit' and (mv.wallet_in + mv.returns <> t.amount or mv.house <> -t.amount),
             t.amount, mv.wallet_in + mv.returns),
          ('rollback_amount', t.kind = 'rollback' and (mv.wallet_in + mv.returns <> t.amount
             or mv.in_play <> -t.amount), t.amount, mv.wallet_in + mv.returns),
          ('entry_member', coalesce(mv.wallet_in_member, mv.wallet_out_member,
             case when mv.bonus <> 0 or mv.returns <> 0 then mv.member_id end) is distinct from t.member_id, null,
             null),
          -- The house or bets in play on one side; the wallet, a grant's bonus account and the bonus returns account,
          -- each when it moved, on the other (ADR 057).
          ('entry_shape', mv.postings <> 1 + (mv.wallet_in + mv.wallet_out > 0)::int + (mv.bonus <> 0)::int
             + (mv.returns <> 0)::int or mv.hold <> 0 or mv.clearing <> 0, null, null)
        ) as c(code, failed, expected, actual)
       where c.failed and (t.id is not null or c.code = 'entry_orphan')
         and (mv.entry_id is not null or c.code in ('entry_missing', 'entry_unexpected'))
      union all
      select c.code, 'game_round:' || r.id, r.member_id, r.end_entry_id, c.expected, c.actual
        from (select r.*, b.status as bet_status, b.stake, b.payout, b.member_id as bet_member,
                     b.settle_entry_id, b.stake_entry_id,
                     (select coalesce(sum(amount) filter (where kind = 'debit'), 0)::bigint
                        from game_transactions t where t.round_id = r.id) as sum_debits,
                     (select coalesce(sum(amount) filter (where kind = 'credit'), 0)::bigint
                        from game_transactions t where t.round_id = r.id) as sum_credits,
                     (select coalesce(sum(amount) filter (where kind = 'rollback'), 0)::bigint
                        from game_transactions t where t.round_id = r.id) as sum_rollbacks
                from game_rounds r join ${betStates()} b on b.id = r.bet_id
               where r.merchant_id = ${merchantId}) r
        left join (select * from m where kind = ${entryKinds.gameRoundEnd}) mv on mv.entry_id = r.end_entry_id
        cross join lateral (values
          ('debited_sum', r.debited <> r.sum_debits, r.sum_debits, r.debited),
          ('credited_sum', r.credited <> r.sum_credits, r.sum_credits, r.credited),
          ('rolled_back_sum', r.rolled_back <> r.sum_rollbacks, r.sum_rollbacks, r.rolled_back),
          ('bet_member', r.bet_member <> r.member_id, null, null),
          ('bet_status', (r.status = 'open') <> (r.bet_status = 'pending') or (r.status = 'void') <> (r.bet_status = 'void'),
             null, null),
          ('bet_stake', r.status <> 'void' and r.stake <> r.debited - r.rolled_back, r.debited - r.rolled_back, r.stake),
          ('void_refund', r.status = 'void' and r.rolled_back <> r.debited, r.debited, r.rolled_back),
          ('bet_payout', r.status = 'ended' and r.payout <> r.credited, r.credited, r.payout),
          ('end_missing', r.status = 'ended' and mv.entry_id is null, r.debited - r.rolled_back, null),
          ('end_amount', mv.in_play <> -(r.debited - r.rolled_back) or mv.house <> r.debited - r.rolled_back,
             r.debited - r.rolled_back, mv.house),
          ('end_round', mv.entry_id is not null and (mv.ref_type <> 'game_round' or mv.ref_id is distinct from r.id),
             null, null),
          ('end_unexpected', r.status <> 'ended' and r.end_entry_id is not null, null, null),
          ('settle_entry_link', r.status = 'ended' and r.settle_entry_id is distinct from r.end_entry_id, null, null)
        ) as c(code, failed, expected, actual)
       where c.failed
      union all
      select 'entry_orphan', 'game_round:' || coalesce(mv.ref_id::text, '?'), mv.member_id, mv.entry_id, null,
             mv.in_play
        from m mv
       where mv.kind = ${entryKinds.gameRoundEnd}
         and not exists (select 1 from game_rounds r where r.end_entry_id = mv.entry_id)`,
  });
}
