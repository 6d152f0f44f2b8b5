import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockServer, ok, renderApp } from '../../test/render';
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
});
