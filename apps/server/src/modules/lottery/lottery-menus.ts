import type { Language, TGameMenus, TLotteryGameItem, TPrizeMode } from '@gemilang/contract';
import type { Actor, MemberActor } from '../../platform/actor';
import type { Deps } from '../../platform/context';
import { recentlyBetGames } from '../bets';
import type { ElottSchedule } from './catalogue';
import { type LotteryGame, lotteryGames } from './lottery-game';

/**
 * The lottery menus (GET /lgw/games/game_menus, /lgw/vn/games/game_menu, /recent, /lgw/games/popular): the
 * brand's enabled games in the caller's language, read from its catalogue. Order: the operator's sort.
 */
const GROUP_LABELS: Record<string, { ms: string; en: string; zh: string }> = {
  VN_NORTH: { ms: 'Loteri Utara', en: 'North', zh: '北部' },
  VN_CENTRAL: { ms: 'Loteri Tengah', en: 'Central', zh: '中部' },
  VN_SOUTH: { ms: 'Loteri Selatan', en: 'South', zh: '南部' },
  ELOTT_5D: { ms: '5D', en: '5D', zh: '时时彩' },
  ELOTT_K3: { ms: 'K3', en: 'K3', zh: '快3' },
  ELOTT_PK10: { ms: 'PK10', en: 'PK10', zh: 'PK10' },
  ELOTT_11X5: { ms: '11x5', en: '11x5', zh: '11选5' },
};

export function gameItem(game: LotteryGame, language: Language): TLotteryGameItem {
  const schedule = game.schedule as Partial<ElottSchedule>;
  return {
    code: game.code,
    kind: game.kind,
    prizeMode: game.prizeMode,
    gameGroupCode: game.groupCode,
    labelName: game.name[language],
    defaultPlayType: game.defaultPlayType,
    intervalMinutes: typeof schedule.intervalMinutes === 'number' ? schedule.intervalMinutes : null,
    isHot: game.popularRank !== null,
  };
}

function menusOf(games: LotteryGame[], language: Language): TGameMenus {
  const groups = new Map<string, TLotteryGameItem[]>();
  for (const game of games)
    groups.set(game.groupCode, [...(groups.get(game.groupCode) ?? []), gameItem(game, language)]);
  return {
    gameMenus: [...groups].map(([code, items]) => ({
      gameGroupCode: code,
      labelName: GROUP_LABELS[code]?.[language] ?? code,
      games: items,
    })),
  };
}

export async function gameMenus(deps: Deps, actor: Actor, vietnameseOnly: boolean): Promise<TGameMenus> {
  const games = await lotteryGames(deps.db, actor.merchant.id);
  return menusOf(
    games.filter((g) => !vietnameseOnly || g.kind.startsWith('vn_')),
    actor.language,
  );
}

export async function popularGames(deps: Deps, actor: Actor, size: number): Promise<{ games: TLotteryGameItem[] }> {
  const games = await lotteryGames(deps.db, actor.merchant.id);
  const ranked = games
    .filter((g) => g.popularRank !== null)
    .sort((a, b) => (a.popularRank ?? 0) - (b.popularRank ?? 0));
  const rest = games.filter((g) => g.popularRank === null);
  return { games: [...ranked, ...rest].slice(0, size).map((g) => gameItem(g, actor.language)) };
}

/** Games the member bet on lately (their newest bet first), of one prize mode when asked. */
export async function recentGames(
  deps: Deps,
  actor: MemberActor,
  prizeMode: TPrizeMode | undefined,
): Promise<{ games: TLotteryGameItem[] }> {
  const me = actor.member;
  const { db } = deps;
  const recent = await recentlyBetGames(db, actor.merchant.id, me.id, ['lottery', 'elott'], 20);
  const games = new Map((await lotteryGames(db, actor.merchant.id)).map((g) => [g.code, g]));
  return {
    games: recent
      .map((code) => games.get(code))
      .filter((g): g is LotteryGame => g !== undefined && (!prizeMode || g.prizeMode === prizeMode))
      .map((g) => gameItem(g, actor.language)),
  };
}
