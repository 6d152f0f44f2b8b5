import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads, exportCalls, mockServer, ok, pagedList, renderApp } from '../../test/render';
import { frame, payout } from './agents-test-data';

describe('agent settlements', () => {
  it('lists payouts with their totals by state, their entries, and a state it does not know yet as its code', async () => {
    const { calls } = mockServer({
      ...frame,
      'GET /admin/api/agent-payouts': ok({
        items: [
          payout('31'),
          payout('32', { status: 'forced', kind: 'dividend', entryId: '950' }),
          payout('33', { status: 'escrowed', tier: null, amount: '0.00', entryId: null }),
        ],
        total: 3,
        page: 1,
        pageSize: 50,
        currency: 'MYR',
        totals: {
          count: 3,
          amount: '1050.00',
          byStatus: [
            { status: 'forced', count: 1, amount: '1000.00' },
            { status: 'paid', count: 1, amount: '50.00' },
          ],
        },
      }),
    });
    renderApp('/agent-payouts?contractId=7');
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(totals.textContent).toContain('3 payouts · MYR 1,050.00');
    expect(totals.textContent).toContain('Paid by force 1 · MYR 1,000.00');
    const rows = within(screen.getByRole('table', { name: 'Payouts' })).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('#901');
    expect(rows[1]?.textContent).toContain('Tier 1 · 1.00%');
    expect(rows[2]?.textContent).toContain('Dividend #7');
    expect(rows[2]?.textContent).toContain('Paid by force');
    expect(rows[3]?.textContent).toContain('escrowed');
    expect(rows[3]?.textContent).toContain('No tier');
    expect(calls.find((c) => c.path === '/admin/api/agent-payouts')?.query.get('contractId')).toBe('7');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('State'), 'Unpaid');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table', { name: 'Payouts' });
    const last = calls.filter((c) => c.path === '/admin/api/agent-payouts').at(-1);
    expect(last?.query.get('status')).toBe('unpaid');
    expect(last?.query.get('contractId')).toBe('7');
  });

  it("shows each kind's period as a run's result, counted by state", async () => {
    mockServer({
      ...frame,
      'GET /admin/api/agent-payouts/runs': ok({
        items: [
          {
            kind: 'hourly_wage',
            periodStart: '2026-01-02T00:00:00.000Z',
            periodEnd: '2026-01-02T01:00:00.000Z',
            recordedAt: '2026-01-02T01:01:00.000Z',
            lastPaidAt: null,
            count: 4,
            amount: '12.00',
            byStatus: [
              { status: 'nothing', count: 1, amount: '0.00' },
              { status: 'unpaid', count: 3, amount: '12.00' },
            ],
          },
        ],
        total: 1,
        page: 1,
        pageSize: 50,
        currency: 'MYR',
      }),
    });
    renderApp('/agent-payouts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Runs by period' }));
    const table = await screen.findByRole('table', { name: 'Runs by period' });
    const row = within(table).getAllByRole('row')[1];
    expect(row?.textContent).toContain('Hourly wage');
    expect(row?.textContent).toContain('Unpaid 3 · MYR 12.00');
    expect(row?.textContent).toContain('Nothing due 1');
    expect(screen.getByRole('button', { name: 'Runs by period' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('exports every page of the payouts the filters find, in the operator language, amounts as decimals', async () => {
    // 201 payouts: the export reads two pages of 200. Red when it reads only the page shown.
    const first = payout('31', { status: 'forced', kind: 'dividend', base: '-12000.50', amount: '1000.00' });
    const rows = [first, ...Array.from({ length: 200 }, (_, i) => payout(String(100 + i)))];
    const totals = { count: 201, amount: '0.00', byStatus: [] };
    const { calls } = mockServer({
      ...frame,
      'GET /admin/api/agent-payouts': pagedList(rows, { currency: 'MYR', totals }),
    });
    const downloads = captureDownloads();
    renderApp('/agent-payouts?status=forced&upline=bigboss');
    await screen.findByRole('table', { name: 'Payouts' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));

    const file = await downloads.next();
    expect(file.name).toBe('agent-payouts.csv');
    expect(file.lines[0]).toBe(
      '\uFEFFPayout,Contract,Kind,Period start,Period end,Upline,Downline,Base,Tier,Rate (%),Amount,State,Ledger entry',
    );
    // A team loss is negative: it stays a number a spreadsheet adds up.
    expect(file.lines[1]).toBe(
      '31,7,Dividend,2026-01-02 00:00:00,2026-01-03 00:00:00,bigboss,sub1,-12000.50,1,1.00,1000.00,Paid by force,901',
    );
    expect(file.lines).toHaveLength(1 + 201 + 1);
    expect(exportCalls(calls, '/admin/api/agent-payouts', ['status', 'upline'])).toEqual([
      ['1', 'forced', 'bigboss'],
      ['2', 'forced', 'bigboss'],
    ]);
  });
});
