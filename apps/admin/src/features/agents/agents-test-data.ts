// Test-only replies of the agents' back office calls (imported by *.test.tsx, never by the app).
import { merchantStatus, ok } from '../../test/render';

export const frame = {
  'GET /admin/api/me': ok({ id: '1', username: 'admin', displayName: 'Demo admin', role: 'admin' }),
  'GET /wps/system/status': ok(merchantStatus),
};

export function node(id: string, account: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    account,
    nickname: '',
    type: 1,
    kind: 'agent',
    status: 'active',
    balance: '1234.50',
    directCount: 0,
    teamSize: 0,
    registeredAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function contract(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    kind: 'daily_wage',
    period: 'daily',
    status: 'signed',
    upline: 'bigboss',
    downline: 'sub1',
    tiers: [{ minValidBet: '10.00', minTeamLoss: null, minActive: null, rate: '1.00' }],
    topRate: '1.00',
    offeredAt: '2026-01-01T01:00:00.000Z',
    decidedAt: '2026-01-01T02:00:00.000Z',
    endedAt: null,
    endReason: null,
    ...overrides,
  };
}

export function payout(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    contractId: '7',
    kind: 'daily_wage',
    period: 'daily',
    periodStart: '2026-01-01T16:00:00.000Z',
    periodEnd: '2026-01-02T16:00:00.000Z',
    upline: 'bigboss',
    downline: 'sub1',
    base: '5000.00',
    active: 3,
    tier: 1,
    rate: '1.00',
    amount: '50.00',
    status: 'paid',
    entryId: '901',
    recordedAt: '2026-01-02T16:01:00.000Z',
    paidAt: '2026-01-02T16:01:00.000Z',
    ...overrides,
  };
}
