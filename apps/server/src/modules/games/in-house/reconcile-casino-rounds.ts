import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { type DomainCheck, runDomainCheck } from '../../wallet';
import { IN_HOUSE_VENDOR } from '../catalogue';

/**
 * The in-house game server's rounds against the wallet's (ADR 032), in one statement. Its money is the
 * seamless wallet's (checked by reconcile-game-rounds.ts, entry by entry); this holds each casino round to
 * the wallet round it opened, `gp-<id>` of the GEMILANG vendor:
 * - an ended round took exactly its stake (debits less refunds) and was credited exactly its payout, and the
 *   wallet round is ended;
 * - a refused round moved nothing; a void round's wallet round is void (its stake refunded);
 * - no wallet round of the in-house server without its casino round.
 * A round still playing is under way (or waiting for the sweep) and is not judged.
 */
export function reconcileCasinoRounds(db: Db, merchantId: number): Promise<DomainCheck> {
  return runDomainCheck(db, merchantId, {
    name: 'casino',
    // No entries of its own: the game rounds' check accounts for every game entry.
    kinds: [],
    rows: sql`(select count(*) from casino_rounds where merchant_id = ${merchantId})`,
    findings: sql`
      select c.code, 'casino_round:' || r.id as subject, r.member_id, null::bigint as entry_id, c.expected, c.actual
        from (select cr.id, cr.member_id, cr.state, cr.stake, cr.payout, gr.status as wallet_status,
                     gr.debited - gr.rolled_back as staked, gr.credited
                from casino_rounds cr
                left join game_vendors v on v.merchant_id = cr.merchant_id and v.code = ${IN_HOUSE_VENDOR}
                left join game_rounds gr on gr.vendor_id = v.id and gr.member_id = cr.member_id
                                        and gr.round_id = 'gp-' || cr.id
               where cr.merchant_id = ${merchantId}) r
        cross join lateral (values
          ('casino_not_ended', r.state = 'ended' and r.wallet_status is distinct from 'ended', null::bigint,
             null::bigint),
          ('casino_stake', r.state = 'ended' and r.staked is distinct from r.stake, r.stake, r.staked),
          ('casino_payout', r.state = 'ended' and r.credited is distinct from r.payout, r.payout, r.credited),
          ('casino_refused_moved', r.state = 'refused' and coalesce(r.staked, 0) <> 0, 0::bigint, r.staked),
          ('casino_void_kept', r.state = 'void' and r.wallet_status is distinct from 'void', null, null)
        ) as c(code, failed, expected, actual)
       where c.failed
      union all
      select 'casino_missing', 'game_round:' || gr.id, gr.member_id, null::bigint, null::bigint, gr.debited
        from game_rounds gr
        join game_vendors v on v.id = gr.vendor_id and v.code = ${IN_HOUSE_VENDOR}
       where gr.merchant_id = ${merchantId}
         and gr.round_id like 'gp-%'
         and not exists (select 1 from casino_rounds cr
                          where cr.merchant_id = gr.merchant_id and cr.member_id = gr.member_id
                            and 'gp-' || cr.id = gr.round_id)`,
  });
}
