import {
  type TDrawView,
  type TLotteryGameDetail,
  type TOpenDraw,
  ZDrawView,
  ZGameMenus,
  ZLotteryGameDetail,
  ZOpenDraw,
  ZPage,
} from '@gemilang/contract';

/**
 * Lottery replies for the page's tests, each parsed with the contract's schema: a fake that drifts from the
 * API fails here rather than passing against a shape the server never sends.
 */
export const SERVER_TIME = '2026-11-23T10:00:00.000Z';

export function fiveD(overrides: Partial<TLotteryGameDetail> = {}): TLotteryGameDetail {
  return ZLotteryGameDetail.parse({
    code: '5D1',
    kind: '5d',
    prizeMode: 'Elott',
    gameGroupCode: 'ELOTT_5D',
    labelName: '5D 1 min',
    defaultPlayType: 'pos_number',
    intervalMinutes: 1,
    isHot: true,
    currency: 'MYR',
    maxPayoutPerNumber: '200000.00',
    allowCancel: false,
    betTypes: [
      { betType: 'pos_number', pricing: 'odds', odds: { '*': 9800 }, minStake: '0.10', maxStake: '5000.00' },
      { betType: 'sum_big_small', pricing: 'odds', odds: { '*': 1960 }, minStake: '0.10', maxStake: '5000.00' },
    ],
    openDraws: [],
    ...overrides,
  });
}

export function north(): TLotteryGameDetail {
  return ZLotteryGameDetail.parse({
    code: 'XSMB',
    kind: 'vn_north',
    prizeMode: 'Lott',
    gameGroupCode: 'VN_NORTH',
    labelName: 'North',
    defaultPlayType: 'lo2',
    intervalMinutes: null,
    isHot: false,
    currency: 'MYR',
    maxPayoutPerNumber: '200000.00',
    allowCancel: false,
    betTypes: [
      {
        betType: 'lo2',
        pricing: 'per_point',
        costPerPoint: '2.70',
        payoutPerHit: '9.90',
        minPoints: 1,
        maxPoints: 1000,
      },
      { betType: 'de', pricing: 'odds', odds: { '*': 98000 }, minStake: '0.10', maxStake: '5000.00' },
    ],
    openDraws: [],
  });
}

export function menusOf(...games: TLotteryGameDetail[]) {
  return ZGameMenus.parse({
    gameMenus: games.map((g) => ({
      gameGroupCode: g.gameGroupCode,
      labelName: g.gameGroupCode,
      games: [
        {
          code: g.code,
          kind: g.kind,
          prizeMode: g.prizeMode,
          gameGroupCode: g.gameGroupCode,
          labelName: g.labelName,
          defaultPlayType: g.defaultPlayType,
          intervalMinutes: g.intervalMinutes,
          isHot: g.isHot,
        },
      ],
    })),
  });
}

export function openDraw(overrides: Partial<TOpenDraw> = {}): TOpenDraw {
  return ZOpenDraw.parse({
    gameCode: '5D1',
    drawNumber: '20261123-0601',
    station: '',
    opensAt: '2026-11-23T09:59:00.000Z',
    cutoffAt: '2026-11-23T10:01:35.000Z',
    drawAt: '2026-11-23T10:01:45.000Z',
    serverTime: SERVER_TIME,
    seedHash: 'a'.repeat(64),
    ...overrides,
  });
}

export function drawView(overrides: Partial<TDrawView> = {}): TDrawView {
  return ZDrawView.parse({
    gameCode: '5D1',
    drawNumber: '20261123-0600',
    station: '',
    status: 'settled',
    cutoffAt: '2026-11-23T09:59:50.000Z',
    drawAt: '2026-11-23T10:00:00.000Z',
    seedHash: null,
    serverSeed: null,
    clientSeed: null,
    result: { game: '5d', numbers: [3, 0, 7, 7, 1] },
    drawnAt: '2026-11-23T10:00:00.000Z',
    settledAt: '2026-11-23T10:00:02.000Z',
    ...overrides,
  });
}

export function drawPage(items: TDrawView[]) {
  return ZPage(ZDrawView).parse({ items, total: items.length, page: 1, pageSize: 30 });
}
