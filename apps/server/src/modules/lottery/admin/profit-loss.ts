import type { TProfitLoss, ZProfitLossQuery } from '@gemilang/contract';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import { formatMinor } from '../../../platform/money';

/**
 * GET /admin/api/lottery/profit-loss: the house's result per day and game. A bet counts on the day of its draw
 * (brand zone): a lottery bet is decided with its draw, and reports by draw day are how lottery desks read
 * their books. Won, lost and push bets count; void and cancelled ones are refunds, neither the house's nor the
 * member's (ADR 027); trial accounts' play-money bets are no money of the house's (ADR 052). One grouped statement: the brand's draws of the range by their time index, then each
 * draw's bets by `bets_draw`. Not by the bets' settled time: no index names it, so that settlement's million
 * updates write no index entries (ADR 028).
 */
export async function profitLoss(
  request: FastifyRequest,
  query: z.output<typeof ZProfitLossQuery>,
): Promise<TProfitLoss> {
  const merchant = request.merchant;
  const zone = merchant.timeZone;
  const found = await sql<{ day: string; game_code: string; bets: number; stake: bigint; payout: bigint }>`
    select to_char(d.draw_at at time zone ${zone}, 'YYYY-MM-DD') as day, b.game_code,
           count(*)::int as bets, sum(b.stake)::bigint as stake, sum(b.payout)::bigint as payout
      from lottery_draws d
      join bets b on b.draw_id = d.id
     where d.merchant_id = ${merchant.id}
       and d.draw_at >= (${query.from}::date)::timestamp at time zone ${zone}
       and d.draw_at < (${query.to}::date + 1)::timestamp at time zone ${zone}
       and b.status in ('won', 'lost', 'push')
       and not b.play
       ${query.gameCode ? sql`and b.game_code = ${query.gameCode}` : sql``}
     group by 1, 2
     order by 1 desc, 2`.execute(request.server.deps.db);
  const money = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);
  const total = { bets: 0, stake: 0n, payout: 0n };
  const rows = found.rows.map((r) => {
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
