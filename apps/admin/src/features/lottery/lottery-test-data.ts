// Test-only replies of the lottery back office's calls (imported by *.test.tsx, never by the app).
import { merchantStatus, ok } from '../../test/render';

export const games = {
  games: [
    { code: 'XSMB', name: 'North', kind: 'vn_north', prizeMode: 'Lott', enabled: true },
    { code: '5D1', name: '5D 1 min', kind: '5d', prizeMode: 'Elott', enabled: true },
  ],
  currency: 'MYR',
  exponent: 2,
};

export function draw(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    gameCode: '5D1',
    gameName: '5D 1 min',
    kind: '5d',
    drawNumber: `20260101-000${id}`,
    station: '',
    status: 'open',
    opensAt: '2026-01-01T00:00:00.000Z',
    cutoffAt: '2026-01-01T00:00:50.000Z',
    drawAt: '2026-01-01T00:01:00.000Z',
    seedHash: 'ab'.repeat(32),
    serverSeed: null,
    result: null,
    drawnAt: null,
    settledAt: null,
    betCount: 1200,
    stakeTotal: '12345.50',
    voidable: true,
    closable: true,
    ...overrides,
  };
}

/** The calls every back-office page makes: the operator and the brand's status. */
export const frame = {
  'GET /admin/api/me': ok({ id: '1', username: 'admin', displayName: 'Demo admin', role: 'admin' }),
  'GET /wps/system/status': ok(merchantStatus),
  'GET /admin/api/lottery/games': ok(games),
};
