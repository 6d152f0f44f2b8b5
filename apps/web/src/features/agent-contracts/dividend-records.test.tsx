import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteStatus } from '../../app/testing';
import { changeLanguage } from '../../shared/i18n';
import { setSession } from '../../shared/session';
import { installFakeApi } from '../../test/fake-api';
import { DividendRecords } from './dividend-records';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => setSession(null));

const record = (over: Record<string, unknown>) => ({
  id: '1',
  direction: 'in',
  counterpart: 'bigboss',
  period: 'weekly',
  periodStart: '2026-11-15T16:00:00.000Z',
  periodEnd: '2026-11-22T16:00:00.000Z',
  validBet: '1100.00',
  base: '250.00',
  active: 2,
  tier: 2,
  rate: '20.00',
  amount: '50.00',
  status: 'paid',
  dueAt: '2026-11-23T16:00:00.000Z',
  paidAt: '2026-11-22T16:01:00.000Z',
  shortfall: '0.00',
  ...over,
});

function show(language: 'en' | 'ms') {
  installFakeApi({
    'GET /wps/system/status': { value: siteStatus() },
    'GET /wps/agent/dividends': {
      value: {
        currency: 'MYR',
        items: [
          record({}),
          record({ id: '2', direction: 'out', counterpart: 'kid', status: 'unpaid', amount: '12.00' }),
          record({ id: '3', direction: 'out', counterpart: 'kid2', status: 'forced', shortfall: '40.00' }),
          record({ id: '4', counterpart: 'bigboss', status: 'unpaid', amount: '7.00' }),
          record({ id: '5', counterpart: 'bigboss', status: 'forced', shortfall: '3.00' }),
        ],
        total: 5,
        page: 1,
        pageSize: 10,
      },
    },
  });
  setSession({ token: 'token-1', account: 'me', merchant: 'demo', isAgent: 1, customerId: '7', memberLabel: [] });
  return changeLanguage(language).then(() =>
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <DividendRecords />
      </QueryClientProvider>,
    ),
  );
}

describe('dividend records', () => {
  it('shows each payout with its team result, tier, rate, amount and state from the agent own side', async () => {
    await show('en');
    const table = await screen.findByRole('table', { name: 'Dividend payouts' });
    const rows = within(table).getAllByRole('row');
    const first = within(rows[1] as HTMLElement);
    expect(first.getByText('from bigboss')).toBeTruthy();
    expect(first.getByText('+50.00')).toBeTruthy();
    expect(first.getByText('Paid')).toBeTruthy();
    expect(first.getByText('20.00%')).toBeTruthy();
    expect(first.getByText(/valid bets 1,100.00/)).toBeTruthy();
    const waiting = within(rows[2] as HTMLElement);
    expect(waiting.getByText('to kid')).toBeTruthy();
    expect(waiting.getByText('−12.00')).toBeTruthy();
    // The upline's own unpaid row waits for its own money; the downline's for the upline's.
    expect(waiting.getByText('Waiting for your payment')).toBeTruthy();
    expect(waiting.queryByText('Waiting for the upline')).toBeNull();
    expect(waiting.getByText(/^Grace ends 2026-11-24/)).toBeTruthy();
    const forced = within(rows[3] as HTMLElement);
    expect(forced.getByText('Paid by force')).toBeTruthy();
    expect(forced.getByText('40.00 advanced by the platform, owed by you')).toBeTruthy();
    const owedToMe = within(rows[4] as HTMLElement);
    expect(owedToMe.getByText('from bigboss')).toBeTruthy();
    expect(owedToMe.getByText('Waiting for the upline')).toBeTruthy();
    const forcedToMe = within(rows[5] as HTMLElement);
    expect(forcedToMe.getByText('3.00 advanced by the platform, owed by the upline')).toBeTruthy();
    // The phone's cards carry the same payouts.
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it('speaks Malay', async () => {
    await show('ms');
    const table = await screen.findByRole('table', { name: 'Pembayaran dividen' });
    expect(within(table).getAllByText('Dibayar secara paksa')).toHaveLength(2);
    expect(within(table).getByText('40.00 didahulukan oleh platform, terhutang oleh anda')).toBeTruthy();
    expect(within(table).getByText('Menunggu upline')).toBeTruthy();
    expect(within(table).getByText('Menunggu bayaran anda')).toBeTruthy();
  });
});
