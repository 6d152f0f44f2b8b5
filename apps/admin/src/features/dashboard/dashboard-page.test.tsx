import type { TDashboard, TDashboardFigures } from '@gemilang/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../test/fake-socket';
import { adminSession, merchantStatus, mockServer, ok, renderApp } from '../../test/render';
import { lastWeek } from './dashboard-page';

const figures = (from: string, to: string, over: Partial<TDashboardFigures> = {}): TDashboardFigures => ({
  from,
  to,
  depositCount: 2,
  deposits: '150.00',
  withdrawals: '60.00',
  netCash: '90.00',
  ggr: '22.50',
  products: [
    { product: 'LOTT', bets: 1, stake: '10.00', payout: '0.00', ggr: '10.00' },
    { product: 'RNG', bets: 1, stake: '5.00', payout: '12.50', ggr: '-7.50' },
  ],
  bonusCost: '8.00',
  ngr: '14.50',
  activePlayers: 1,
  newPlayers: 1,
  firstDepositors: 1,
  ...over,
});

const dashboard = (from: string, to: string): TDashboard => ({
  currency: 'MYR',
  timeZone: 'Asia/Kuala_Lumpur',
  asOf: '2026-01-01T04:00:00.000Z',
  today: figures('2026-01-01', '2026-01-01'),
  range: figures(from, to, { ggr: '1234.50', activePlayers: 17 }),
  queues: { deposits: 3, withdrawals: 1, applications: 2, redemptions: 0, chats: 4, feedback: 1 },
  days: Array.from({ length: 30 }, (_, i) => ({
    day: `2025-12-${String(i + 2).padStart(2, '0')}`.replace('2025-12-32', '2026-01-01'),
    deposits: '100.00',
    withdrawals: '40.00',
    ggr: '10.00',
    products: [{ product: 'LOTT' as const, ggr: '10.00' }],
    activePlayers: i,
    newPlayers: 1,
  })),
});

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  FakeSocket.last = null;
  vi.unstubAllGlobals();
});

describe('the dashboard', () => {
  it('asks the live channel for dashboard hints and reads the figures again on one (ADR 071)', async () => {
    let deposits = '150.00';
    mockServer({
      'GET /admin/api/me': ok({ id: '1', username: 'admin', displayName: 'Demo admin', role: 'admin' }),
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/dashboard': () => {
        const value = dashboard('2025-12-26', '2026-01-01');
        return ok({ ...value, today: { ...value.today, deposits } });
      },
    });
    renderApp('/dashboard');
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(within(today).getByText('MYR 150.00 (2)')).toBeTruthy();
    await waitFor(() =>
      expect(FakeSocket.last?.sent).toEqual([{ type: 'auth', token: adminSession.token, topics: ['dashboard'] }]),
    );
    FakeSocket.last?.push({ type: 'ready' });
    expect(await screen.findByText('Live')).toBeTruthy();

    deposits = '650.00';
    FakeSocket.last?.push({ type: 'dashboard' });
    expect(await within(today).findByText('MYR 650.00 (2)')).toBeTruthy();
  });

  it('shows today and the range, the queues with links, the charts, and reads the range chosen', async () => {
    const { calls } = mockServer({
      'GET /admin/api/me': ok({ id: '1', username: 'admin', displayName: 'Demo admin', role: 'admin' }),
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/dashboard': (call) => ok(dashboard(call.query.get('from') ?? '', call.query.get('to') ?? '')),
    });
    renderApp('/dashboard');
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(within(today).getByText('MYR 150.00 (2)')).toBeTruthy();
    expect(within(today).getByText('MYR 14.50')).toBeTruthy();
    expect(within(today).getByText('-7.50')).toBeTruthy();
    expect(within(today).getByText('Slots')).toBeTruthy();
    const range = screen.getByRole('region', { name: 'Range' });
    expect(within(range).getByText('MYR 1,234.50')).toBeTruthy();
    expect(within(range).getByText('17')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Transfers to approve/ }).getAttribute('href')).toBe('/deposits');
    expect(screen.getByRole('link', { name: /Gifts to fulfil/ }).getAttribute('href')).toBe('/points/redemptions');
    expect(screen.getByRole('link', { name: /Chats waiting/ }).getAttribute('href')).toBe('/support-chat');
    expect(screen.getByRole('link', { name: /Feedback to answer/ }).getAttribute('href')).toBe('/feedback');
    expect(screen.getByRole('img', { name: 'Gaming revenue by product, last 30 days' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Active and new players, last 30 days' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Deposits and withdrawals, last 30 days' })).toBeTruthy();

    const first = calls.find((c) => c.path === '/admin/api/dashboard');
    expect(first?.query.get('from')).toBe(lastWeek('Asia/Kuala_Lumpur').from);
    const user = userEvent.setup();
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2025-12-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const last = calls.filter((c) => c.path === '/admin/api/dashboard').at(-1);
      expect(last?.query.get('from')).toBe('2025-12-01');
    });
  });

  it('shows marketing the queues of the cashier without a link to pages it may not open', async () => {
    mockServer({
      'GET /admin/api/me': ok({ id: '3', username: 'mia', displayName: 'Mia', role: 'marketing' }),
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/dashboard': ok(dashboard('2025-12-26', '2026-01-01')),
    });
    renderApp('/dashboard', { ...adminSession, username: 'mia', displayName: 'Mia', role: 'marketing' });
    expect(await screen.findByText('Transfers to approve')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Transfers to approve/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Promotion requests/ })).toBeTruthy();
  });

  it('takes the last week from the brand zone, not the browser', () => {
    // 2026-02-28 20:00 UTC is already 1 March in Kuala Lumpur.
    expect(lastWeek('Asia/Kuala_Lumpur', new Date('2026-02-28T20:00:00Z'))).toEqual({
      from: '2026-02-23',
      to: '2026-03-01',
    });
  });
});
