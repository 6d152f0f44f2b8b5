// Test-only replies of the games back office's calls (imported by *.test.tsx, never by the app).
import { merchantStatus, ok } from '../../test/render';

export const frame = {
  'GET /admin/api/me': ok({ id: '1', username: 'admin', displayName: 'Demo admin', role: 'admin' }),
  'GET /wps/system/status': ok(merchantStatus),
};

export function vendor(overrides: Record<string, unknown> = {}) {
  return {
    code: 'GEMILANG',
    name: 'Gemilang',
    categories: ['RNG'],
    walletMode: 'seamless',
    status: 'active',
    inHouse: true,
    sort: 0,
    games: 6,
    activeGames: 5,
    ...overrides,
  };
}

export function game(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    code: `GM_${id}`,
    name: { ms: `Permainan ${id}`, en: `Game ${id}`, zh: `游戏 ${id}` },
    vendor: 'GEMILANG',
    vendorName: 'Gemilang',
    vendorStatus: 'active',
    category: 'RNG',
    subCategory: 'slots',
    isHot: false,
    vassalage: false,
    status: 'active',
    sort: Number(id),
    ...overrides,
  };
}

export const gamePage = (items: unknown[]) => ok({ items, total: items.length, page: 1, pageSize: 50 });

export function round(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    vendor: 'GEMILANG',
    roundId: `rnd-${id}`,
    gameCode: 'GM_SLOT_JUNGLE',
    gameName: 'Jungle Treasure',
    memberId: '42',
    username: 'siti88',
    status: 'ended',
    debited: '2.00',
    credited: '1250.00',
    rolledBack: '0.00',
    openedAt: '2026-01-01T00:01:00.000Z',
    endedAt: '2026-01-01T00:01:02.000Z',
    ...overrides,
  };
}

export function roundDetail(id: string) {
  return {
    round: round(id),
    currency: 'MYR',
    transactions: [
      {
        kind: 'debit',
        transactionId: 'tx-stake',
        requestId: 'req-debit-1',
        reason: '',
        amount: '2.00',
        at: '2026-01-01T00:01:00.000Z',
        entry: { id: '901', kind: 'game_debit', idempotencyKey: 'v1:m42:tx-stake' },
      },
      {
        kind: 'credit',
        transactionId: 'tx-win',
        requestId: 'req-credit-1',
        reason: 'win',
        amount: '1250.00',
        at: '2026-01-01T00:01:01.000Z',
        entry: { id: '902', kind: 'game_credit', idempotencyKey: 'v1:m42:tx-win' },
      },
      {
        kind: 'end_round',
        transactionId: null,
        requestId: null,
        reason: '',
        amount: '2.00',
        at: '2026-01-01T00:01:02.000Z',
        entry: { id: '903', kind: 'game_round_end', idempotencyKey: `round:${id}` },
      },
    ],
    bet: {
      id: '555',
      status: 'won',
      stake: '2.00',
      payout: '1250.00',
      placedAt: '2026-01-01T00:01:00.000Z',
      settledAt: '2026-01-01T00:01:02.000Z',
    },
  };
}

export function auditEntry(id: string, overrides: Record<string, unknown> = {}) {
  const gameId = typeof overrides.targetId === 'string' ? overrides.targetId : '1';
  return {
    id,
    actorType: 'operator',
    actorId: '1',
    actorName: 'admin',
    action: 'game.update',
    targetType: 'game',
    targetId: '1',
    detail: {
      code: `GM_${gameId}`,
      before: { status: 'active', isHot: false, sort: 1, name: { ms: 'Permainan 1', en: 'Game 1', zh: '游戏 1' } },
      after: { status: 'maintenance', isHot: false, sort: 1, name: { ms: 'Permainan 1', en: 'Game 1', zh: '游戏 1' } },
    },
    ip: '127.0.0.1',
    createdAt: '2026-01-01T00:05:00.000Z',
    ...overrides,
  };
}

export const auditPage = (items: unknown[]) =>
  ok({ items, total: items.length, page: 1, pageSize: 200, chainIntact: true, firstBrokenId: null });
