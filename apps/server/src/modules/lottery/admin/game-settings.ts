import type { TLotteryGameSettings } from '@gemilang/contract';
import type { OperatorActor } from '../../../platform/actor';
import { AppError } from '../../../platform/app-error';
import type { Deps } from '../../../platform/context';
import { gameSettingsColumns, gameSettingsView } from './game-settings-view';

/** GET /admin/api/lottery/games/:gameCode/settings: one of the brand's games' odds and limits, enabled or not. */
export async function gameSettings(deps: Deps, actor: OperatorActor, gameCode: string): Promise<TLotteryGameSettings> {
  const row = await deps.db
    .selectFrom('lottery_games')
    .select(gameSettingsColumns)
    .where('merchant_id', '=', actor.merchant.id)
    .where('code', '=', gameCode)
    .executeTakeFirst();
  if (!row) throw new AppError('lottery_game_unknown');
  return gameSettingsView(row, actor.merchant, actor.language);
}
