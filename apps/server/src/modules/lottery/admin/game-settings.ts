import type { TLotteryGameSettings } from '@gemilang/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/app-error';
import { gameSettingsColumns, gameSettingsView } from './game-settings-view';

/** GET /admin/api/lottery/games/:gameCode/settings: one of the brand's games' odds and limits, enabled or not. */
export async function gameSettings(request: FastifyRequest, gameCode: string): Promise<TLotteryGameSettings> {
  const row = await request.server.deps.db
    .selectFrom('lottery_games')
    .select(gameSettingsColumns)
    .where('merchant_id', '=', request.merchant.id)
    .where('code', '=', gameCode)
    .executeTakeFirst();
  if (!row) throw new AppError('lottery_game_unknown');
  return gameSettingsView(row, request.merchant, request.language);
}
