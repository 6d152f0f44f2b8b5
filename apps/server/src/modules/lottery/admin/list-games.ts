import type { TAdminLotteryGames } from '@gemilang/contract';
import type { OperatorActor } from '../../../platform/actor';
import type { Deps } from '../../../platform/context';

/** GET /admin/api/lottery/games: every game of the brand, enabled or not, in menu order. */
export async function listLotteryGames(deps: Deps, actor: OperatorActor): Promise<TAdminLotteryGames> {
  const merchant = actor.merchant;
  const rows = await deps.db
    .selectFrom('lottery_games')
    .select(['code', 'name', 'kind', 'prize_mode', 'enabled'])
    .where('merchant_id', '=', merchant.id)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return {
    games: rows.map((r) => ({
      code: r.code,
      name: r.name[actor.language],
      kind: r.kind,
      prizeMode: r.prize_mode,
      enabled: r.enabled,
    })),
    currency: merchant.currency,
    exponent: merchant.currencyExponent,
  };
}
