import type { GameConfig, GameKind } from '@gemilang/games';
import type { Db } from '../../db/connection';
import type { LotteryGameKind, PrizeMode } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { readGameConfig } from './game-config';

/** A brand's game as the use cases need it: its rule set, prize mode and parsed configuration. */
export interface LotteryGame {
  id: number;
  code: string;
  kind: LotteryGameKind & GameKind;
  prizeMode: PrizeMode;
  groupCode: string;
  name: { ms: string; en: string; zh: string };
  defaultPlayType: string;
  popularRank: number | null;
  allowCancel: boolean;
  schedule: Record<string, unknown>;
  config: GameConfig;
}

type GameRow = {
  id: number;
  code: string;
  kind: LotteryGameKind;
  prize_mode: PrizeMode;
  group_code: string;
  name: { ms: string; en: string; zh: string };
  default_play_type: string;
  popular_rank: number | null;
  allow_cancel: boolean;
  schedule: Record<string, unknown>;
  config: Record<string, unknown>;
};

export function gameFromRow(row: GameRow): LotteryGame {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    prizeMode: row.prize_mode,
    groupCode: row.group_code,
    name: row.name,
    defaultPlayType: row.default_play_type,
    popularRank: row.popular_rank,
    allowCancel: row.allow_cancel,
    schedule: row.schedule,
    config: readGameConfig(row.config),
  };
}

const columns = [
  'id',
  'code',
  'kind',
  'prize_mode',
  'group_code',
  'name',
  'default_play_type',
  'popular_rank',
  'allow_cancel',
  'schedule',
  'config',
] as const;

/** The brand's enabled game of this code, or lottery_game_unknown. */
export async function lotteryGame(db: Db, merchantId: number, code: string): Promise<LotteryGame> {
  const row = await db
    .selectFrom('lottery_games')
    .select(columns)
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .where('enabled', '=', true)
    .executeTakeFirst();
  if (!row) throw new AppError('lottery_game_unknown');
  return gameFromRow(row);
}

/** Every enabled game of the brand, in menu order. */
export async function lotteryGames(db: Db, merchantId: number): Promise<LotteryGame[]> {
  const rows = await db
    .selectFrom('lottery_games')
    .select(columns)
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map(gameFromRow);
}
