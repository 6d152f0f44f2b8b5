import type { TDrawLiability } from '@gemilang/contract';
import type { OperatorActor } from '../../../platform/actor';
import type { Deps } from '../../../platform/context';
import { formatMinor } from '../../../platform/money';
import { readGameConfig } from '../game-config';
import { brandDraw } from './admin-draw-view';

export const LIABILITY_ROWS = 200;

/**
 * GET /admin/api/lottery/draws/:id/liability: what the house would pay on each number of the brand's draw
 * (the placement's guarded exposure rows, ADR 021) against the game's cap now, the most exposed first. The
 * page polls it (ADR 027); the exposure rows are kept by placement and cancelling, so this only reads.
 */
export async function drawLiability(
  deps: Deps,
  actor: OperatorActor,
  drawId: bigint,
  query: { betType?: string },
): Promise<TDrawLiability> {
  const { db } = deps;
  const merchant = actor.merchant;
  const draw = await brandDraw(db, merchant.id, drawId);
  const cap = readGameConfig(draw.config).maxPayoutPerNumber;
  let base = db.selectFrom('lottery_liability').where('draw_id', '=', drawId).where('exposure', '>', 0n);
  if (query.betType) base = base.where('bet_type', '=', query.betType);
  const [rows, count] = await Promise.all([
    base
      .select(['bet_type', 'bet_key', 'exposure'])
      .orderBy('exposure', 'desc')
      .orderBy('bet_type')
      .orderBy('bet_key')
      .limit(LIABILITY_ROWS)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
  ]);
  const money = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);
  return {
    drawId: `${drawId}`,
    status: draw.status,
    currency: merchant.currency,
    cap: money(cap),
    rows: rows.map((r) => ({
      betType: r.bet_type,
      betKey: r.bet_key,
      exposure: money(r.exposure),
      usedPerMille: cap > 0n ? Number((r.exposure * 1000n) / cap) : 0,
    })),
    numbers: Number(count?.n ?? 0),
    asOf: new Date().toISOString(),
  };
}
