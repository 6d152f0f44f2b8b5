import type { TLotteryGameDetail } from '@gemilang/contract';
import type { Actor } from '../../platform/actor';
import type { Deps } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { openDraws } from './draw-views';
import { lotteryGame } from './lottery-game';
import { gameItem } from './lottery-menus';

/**
 * GET /lgw/games/:gameCode: what the slip needs to price tickets the way the server will (bet types, odds,
 * limits, the liability cap) and the draws on sale now. Money in the brand's major units.
 */
export async function gameDetail(deps: Deps, actor: Actor, gameCode: string): Promise<TLotteryGameDetail> {
  const merchant = actor.merchant;
  const game = await lotteryGame(deps.db, merchant.id, gameCode);
  const money = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);
  const { unitMinor } = game.config;
  return {
    ...gameItem(game, actor.language),
    currency: merchant.currency,
    maxPayoutPerNumber: money(game.config.maxPayoutPerNumber),
    allowCancel: game.allowCancel,
    betTypes: Object.entries(game.config.betTypes).map(([betType, bt]) =>
      bt.pricing === 'odds'
        ? { betType, pricing: 'odds', odds: { ...bt.odds }, minStake: money(bt.minStake), maxStake: money(bt.maxStake) }
        : {
            betType,
            pricing: 'per_point',
            costPerPoint: money(BigInt(bt.costPerPoint) * unitMinor),
            payoutPerHit: money(BigInt(bt.payoutPerHit) * unitMinor),
            minPoints: bt.minPoints,
            maxPoints: bt.maxPoints,
          },
    ),
    openDraws: (await openDraws(deps, actor, { gameCode: game.code })).draws,
  };
}
