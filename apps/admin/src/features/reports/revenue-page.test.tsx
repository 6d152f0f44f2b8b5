import type { TRevenueGrouping, TRevenueReport } from '@gemilang/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvFile, fail, merchantStatus, mockServer, ok, renderApp } from '../../test/render';
import { lastDays } from './report-range';

const report = (by: TRevenueGrouping, from: string, to: string): TRevenueReport => ({
  currency: 'MYR',
  from,
  to,
  by,
  rows:
    by === 'game'
      ? [
          {
            key: 'LOTTO4D',
            label: 'Lotto 4D',
            product: 'LOTT',
            bets: 1,
            players: 1,
            stake: '10.00',
            payout: '0.00',
            ggr: '10.00',
          },
          {
            key: 'SLOT1',
            label: 'Lucky slot',
            product: 'RNG',
            bets: 1,
            players: 1,
            stake: '5.00',
            payout: '12.50',
            ggr: '-7.50',
          },
        ]
      : [
          { key: 'LOTT', label: 'LOTT', bets: 1, players: 1, stake: '10.00', payout: '0.00', ggr: '10.00' },
          { key: 'RNG', label: 'RNG', bets: 1, players: 1, stake: '5.00', payout: '12.50', ggr: '-7.50' },
        ],
  totals: { bets: 2, players: 1, stake: '15.00', payout: '12.50', ggr: '2.50' },
});

const base = {
  'GET /admin/api/me': ok({ id: '1', username: 'admin', displayName: 'Demo admin', role: 'admin' }),
  'GET /wps/system/status': ok(merchantStatus),
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the gaming revenue report', () => {
  it('shows the rows and totals of the last week, and switches the grouping', async () => {
    const { calls } = mockServer({
      ...base,
      'GET /admin/api/reports/revenue': (call) =>
        ok(
          report(
            (call.query.get('by') ?? 'product') as TRevenueGrouping,
            call.query.get('from') ?? '',
            call.query.get('to') ?? '',
          ),
        ),
    });
    renderApp('/reports/revenue');
    const table = await screen.findByRole('table', { name: 'Gaming revenue' });
    expect(within(table).getByRole('rowheader', { name: 'Slots' })).toBeTruthy();
    expect(within(table).getByText('-7.50')).toBeTruthy();
    const totals = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr') as HTMLElement;
    expect(within(totals).getByText('15.00')).toBeTruthy();
    expect(within(totals).getByText('2.50')).toBeTruthy();
    const first = calls.find((c) => c.path === '/admin/api/reports/revenue');
    expect(first?.query.get('from')).toBe(lastDays('Asia/Kuala_Lumpur').from);
    expect(first?.query.get('by')).toBe('product');

    await userEvent.setup().selectOptions(screen.getByLabelText('Group by'), 'game');
    // The table and a phone's cards both name the game; the table is what a desktop shows.
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Gaming revenue' })).getByText('Lucky slot')).toBeTruthy(),
    );
    expect(screen.getByRole('columnheader', { name: 'Game' })).toBeTruthy();
    expect(
      calls
        .filter((c) => c.path === '/admin/api/reports/revenue')
        .at(-1)
        ?.query.get('by'),
    ).toBe('game');
  });

  it('exports the CSV of the same days and grouping as the table shows', async () => {
    const { calls } = mockServer({
      ...base,
      'GET /admin/api/reports/revenue': (call) =>
        ok(report((call.query.get('by') ?? 'product') as TRevenueGrouping, '2025-12-01', '2025-12-31')),
      'GET /admin/api/reports/revenue.csv': csvFile(
        'revenue-by-day_2025-12-01_2025-12-31.csv',
        '\uFEFFday,bets\r\ntotal,2\r\n',
      ),
    });
    const objectUrl = vi.fn((_: Blob) => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderApp('/reports/revenue');
    await screen.findByRole('table', { name: 'Gaming revenue' });
    const user = userEvent.setup();
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2025-12-01');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2025-12-31');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByLabelText('Group by'), 'day');
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/admin/api/reports/revenue')
          .at(-1)
          ?.query.get('by'),
      ).toBe('day'),
    );

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['revenue-by-day_2025-12-01_2025-12-31.csv']));
    const shown = calls.filter((c) => c.path === '/admin/api/reports/revenue').at(-1);
    const exported = calls.find((c) => c.path === '/admin/api/reports/revenue.csv');
    expect(exported?.query.toString()).toBe(shown?.query.toString());
    expect(exported?.query.get('from')).toBe('2025-12-01');
    expect(exported?.headers.Authorization).toMatch(/^Bearer /);
    // The bytes as sent, the BOM kept.
    const blob = objectUrl.mock.calls[0]?.[0] as Blob;
    expect(new Uint8Array(await blob.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('shows a refusal of the range and of the export', async () => {
    mockServer({
      ...base,
      'GET /admin/api/reports/revenue': fail(
        400,
        'date_range_reversed',
        'The start date must be on or before the end date.',
      ),
      'GET /admin/api/reports/revenue.csv': fail(403, 'forbidden', 'You may not open this page.'),
    });
    renderApp('/reports/revenue');
    expect(await screen.findByText('The start date must be on or before the end date.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('You may not open this page.'),
    );
  });
});
