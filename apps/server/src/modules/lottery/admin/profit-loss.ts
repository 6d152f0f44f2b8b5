import type { TProfitLoss, ZProfitLossQuery } from '@gemilang/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { OperatorActor } from '../../../platform/actor';
import type { Deps } from '../../../platform/context';
import { formatMinor } from '../../../platform/money';
import { decidedBetsByDrawDay } from '../../bets';

/**
 * GET /admin/api/lottery/profit-loss: the house's result per day and game. A bet counts on the day of its draw
 * (brand zone): a lottery bet is decided with its draw, and reports by draw day are how lottery desks read
 * their books. Won, lost and push bets count; void and cancelled ones are refunds, neither the house's nor the
 * member's (ADR 027); trial accounts' play-money bets are no money of the house's (ADR 052). One grouped statement: the brand's draws of the range by their time index, then each
 * draw's bets by `bets_draw`. Not by the bets' settled time: no index names it, so that settlement's million
 * updates write no index entries (ADR 028).
 */
export async function profitLoss(
  deps: Deps,
  actor: OperatorActor,
  query: z.output<typeof ZProfitLossQuery>,
): Promise<TProfitLoss> {
  const merchant = actor.merchant;
  const zone = merchant.timeZone;
  // The brand's draws of the range by their time index, each with its day in the brand's zone.
  const draws = sql<{ id: bigint; day: string }>`
    select d.id, to_char(d.draw_at at time zone ${zone}, 'YYYY-MM-DD') as day
      from lottery_draws d
     where d.merchant_id = ${merchant.id}
       and d.draw_at >= (${query.from}::date)::timestamp at time zone ${zone}
       and d.draw_at < (${query.to}::date + 1)::timestamp at time zone ${zone}`;
  const found = await decidedBetsByDrawDay(deps.db, draws, query.gameCode);
  const money = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);
  const total = { bets: 0, stake: 0n, payout: 0n };
  const rows = found.map((r) => {
    total.bets += r.bets;
    total.stake += r.stake;
    total.payout += r.payout;
    return {
      day: r.day,
      gameCode: r.game_code,
      bets: r.bets,
      stake: money(r.stake),
      payout: money(r.payout),
      profit: money(r.stake - r.payout),
    };
  });
  return {
    currency: merchant.currency,
    rows,
    totals: {
      bets: total.bets,
      stake: money(total.stake),
      payout: money(total.payout),
      profit: money(total.stake - total.payout),
    },
  };
}
