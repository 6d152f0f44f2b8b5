import {
  type Currency,
  defaultGameConfig,
  type ElottGame,
  regionOf,
  VN_DRAW_TIMES,
  VN_STATIONS,
  VN_WEEKLY_SCHEDULE,
  type VnGame,
  WEEKDAYS,
} from '@gemilang/games';
import type { Kysely, Transaction } from 'kysely';
import type { Database, LotteryGameKind, PrizeMode } from '../../db/schema';
import { storeGameConfig } from './game-config';

/**
 * A new brand's lottery catalogue (ADR 021): 5D, K3, PK10 and 11x5 each drawn every 1, 3 and 5 minutes, and
 * the North, Central and South Vietnamese lotteries on their weekday schedules. Prices, limits and schedules
 * come from packages/games' defaults in the brand's currency and are the operator's to edit afterwards.
 */
export interface CatalogueGame {
  code: string;
  kind: LotteryGameKind;
  prizeMode: PrizeMode;
  groupCode: string;
  name: { ms: string; en: string; zh: string };
  defaultPlayType: string;
  sort: number;
  popularRank: number | null;
  schedule: ElottSchedule | VnSchedule;
}

export interface ElottSchedule {
  intervalMinutes: number;
  /** Bets close this many seconds before the draw. */
  cutoffSeconds: number;
}

export interface VnSchedule {
  cutoffMinutes: number;
  /** Wall-clock time in Vietnam. */
  drawTime: string;
  /** Station codes drawing on each weekday (sun … sat). */
  weekly: Record<string, string[]>;
  stations: { code: string; name: string }[];
}

const ELOTT: { kind: ElottGame; code: string; group: string; name: CatalogueGame['name']; play: string }[] = [
  { kind: '5d', code: '5D', group: 'ELOTT_5D', name: { ms: '5D', en: '5D', zh: '5D时时彩' }, play: 'pos_number' },
  { kind: 'k3', code: 'K3', group: 'ELOTT_K3', name: { ms: 'K3', en: 'K3 Dice', zh: '快3' }, play: 'sum' },
  {
    kind: 'pk10',
    code: 'PK10',
    group: 'ELOTT_PK10',
    name: { ms: 'PK10', en: 'PK10', zh: 'PK10赛车' },
    play: 'pos_number',
  },
  { kind: '11x5', code: '11X5', group: 'ELOTT_11X5', name: { ms: '11x5', en: '11x5', zh: '11选5' }, play: 'any_1in1' },
];

/** Seconds before the draw that bets close, by interval. */
const ELOTT_CUTOFF_SECONDS: Record<number, number> = { 1: 10, 3: 30, 5: 30 };

const VN: { kind: VnGame; code: string; group: string; name: CatalogueGame['name'] }[] = [
  {
    kind: 'vn_north',
    code: 'XSMB',
    group: 'VN_NORTH',
    name: { ms: 'Loteri Utara', en: 'North lottery', zh: '北部彩' },
  },
  {
    kind: 'vn_central',
    code: 'XSMT',
    group: 'VN_CENTRAL',
    name: { ms: 'Loteri Tengah', en: 'Central lottery', zh: '中部彩' },
  },
  {
    kind: 'vn_south',
    code: 'XSMN',
    group: 'VN_SOUTH',
    name: { ms: 'Loteri Selatan', en: 'South lottery', zh: '南部彩' },
  },
];

/** Bets on a Vietnamese draw close this many minutes before it. */
const VN_CUTOFF_MINUTES = 15;

export function lotteryCatalogue(): CatalogueGame[] {
  const games: CatalogueGame[] = [];
  let sort = 0;
  for (const region of VN) {
    const r = regionOf(region.kind);
    games.push({
      code: region.code,
      kind: region.kind,
      prizeMode: 'Lott',
      groupCode: region.group,
      name: region.name,
      defaultPlayType: 'lo2',
      sort: sort++,
      popularRank: sort,
      schedule: {
        cutoffMinutes: VN_CUTOFF_MINUTES,
        drawTime: VN_DRAW_TIMES[r],
        weekly: Object.fromEntries(WEEKDAYS.map((d) => [d, [...VN_WEEKLY_SCHEDULE[r][d]]])),
        stations: VN_STATIONS.filter((s) => s.region === r).map((s) => ({ code: s.code, name: s.name })),
      },
    });
  }
  for (const game of ELOTT) {
    for (const minutes of [1, 3, 5]) {
      games.push({
        code: `${game.code}${minutes}`,
        kind: game.kind,
        prizeMode: 'Elott',
        groupCode: game.group,
        name: {
          ms: `${game.name.ms} ${minutes} minit`,
          en: `${game.name.en} ${minutes} min`,
          zh: `${game.name.zh} ${minutes}分钟`,
        },
        defaultPlayType: game.play,
        sort: sort++,
        popularRank: minutes === 1 ? sort : null,
        schedule: { intervalMinutes: minutes, cutoffSeconds: ELOTT_CUTOFF_SECONDS[minutes] ?? 30 },
      });
    }
  }
  return games;
}

/** The games package prices in VND or MYR units; any other currency uses MYR's unit (0.10) for now. */
export function pricingCurrency(currency: string): Currency {
  return currency === 'VND' ? 'VND' : 'MYR';
}

/** Adds the catalogue's games a brand does not have yet (a brand's own edits are left alone). */
export async function seedLotteryGames(
  db: Kysely<Database> | Transaction<Database>,
  merchantId: number,
  currency: string,
): Promise<void> {
  const rows = lotteryCatalogue().map((g) => ({
    merchant_id: merchantId,
    code: g.code,
    kind: g.kind,
    prize_mode: g.prizeMode,
    group_code: g.groupCode,
    name: JSON.stringify(g.name),
    default_play_type: g.defaultPlayType,
    sort: g.sort,
    popular_rank: g.popularRank,
    schedule: JSON.stringify(g.schedule),
    config: JSON.stringify(storeGameConfig(defaultGameConfig(g.kind, pricingCurrency(currency)))),
  }));
  await db
    .insertInto('lottery_games')
    .values(rows)
    .onConflict((oc) => oc.columns(['merchant_id', 'code']).doNothing())
    .execute();
}
