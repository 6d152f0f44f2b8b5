import { rebateProducts, type TRebatePeriod } from '@gemilang/contract';
import { type RawBuilder, sql } from 'kysely';
import { validBetsRelation } from '../bets';
import { gameCategoriesRelation } from '../games';
import { vipLevelsRelation } from '../member';

/** The products in the contract's order, for the lines of a reward. */
export const productOrder = sql.raw(`array[${rebateProducts.map((p) => `'${p}'`).join(', ')}]::text[]`);

export interface RebateLine {
  member_id: bigint;
  product: string;
  base: bigint;
  rate_bp: number;
  amount: bigint;
}

/**
 * The rebate lines of a range as a relation (ADR 060): each member's valid bets per product (LOTT and ELOTT for the
 * lotteries, else the game's category), the rate of the member's VIP level for that product and period, and the
 * line's amount rounded down to the minor unit. The period's computation and today's estimate read the same lines;
 * `members`, when given, limits them to a relation (member_id).
 */
export function rebateLinesRelation(
  merchantId: number,
  period: TRebatePeriod,
  range: { from: Date; to: Date },
  members?: RawBuilder<{ member_id: bigint }>,
): RawBuilder<RebateLine> {
  return sql<RebateLine>`
    with valid as (${validBetsRelation(merchantId, range, members)}),
         categories as (${gameCategoriesRelation(merchantId)}),
         levels as (${vipLevelsRelation(merchantId)}),
         products as (
           select v.member_id,
                  case v.product when 'lottery' then 'LOTT' when 'elott' then 'ELOTT' else c.category end as product,
                  sum(v.valid_bets)::bigint as base
             from valid v left join categories c on c.code = v.game_code
            group by 1, 2)
    select p.member_id, p.product, p.base, r.rate_bp, (p.base * r.rate_bp / 10000)::bigint as amount
      from products p
      join levels l on l.member_id = p.member_id
      join rebate_rates r on r.merchant_id = ${merchantId} and r.period = ${period}
                         and r.vip_level = l.vip_level and r.product = p.product
     where r.rate_bp > 0`;
}
