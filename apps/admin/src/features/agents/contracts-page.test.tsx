import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads, exportCalls, mockServer, ok, pagedList, renderApp } from '../../test/render';
import { contract, frame, payout } from './agents-test-data';

describe('agent contracts', () => {
  it('sends the filters and opens a contract from the list', async () => {
    const { calls } = mockServer({
      ...frame,
      'GET /admin/api/agent-contracts': ok({ items: [contract('7')], total: 1, page: 1, pageSize: 50 }),
      'GET /admin/api/agent-contracts/7': ok({ currency: 'MYR', contract: contract('7'), history: [], payouts: [] }),
    });
    renderApp('/agent-contracts');
    const table = await screen.findByRole('table', { name: 'Contracts' });
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('Signed');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Kind'), 'Daily wage');
    await user.selectOptions(screen.getByLabelText('State'), 'Cancelled');
    await user.type(screen.getByLabelText('Upline account'), ' bigboss ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table', { name: 'Contracts' });
    const last = calls.filter((c) => c.path === '/admin/api/agent-contracts').at(-1);
    expect(last?.query.get('kind')).toBe('daily_wage');
    expect(last?.query.get('status')).toBe('cancelled');
    expect(last?.query.get('upline')).toBe('bigboss');

    await user.click(screen.getByRole('link', { name: 'Open contract 7 from bigboss to sub1' }));
    expect(await screen.findByRole('heading', { name: 'Contract #7' })).toBeTruthy();
  });

  it("a contract's page tells its history step by step and each payout's ledger entry", async () => {
    mockServer({
      ...frame,
      'GET /admin/api/agent-contracts/7': ok({
        currency: 'MYR',
        contract: contract('7', {
          status: 'cancelled',
          endedAt: '2026-01-03T00:00:00.000Z',
          endReason: 'upline_rate_lowered',
        }),
        history: [
          { event: 'offered', at: '2026-01-01T01:00:00.000Z', by: 'upline', account: 'bigboss', reason: null },
          { event: 'signed', at: '2026-01-01T02:00:00.000Z', by: 'downline', account: 'sub1', reason: null },
          {
            event: 'cancelled',
            at: '2026-01-03T00:00:00.000Z',
            by: 'system',
            account: '',
            reason: 'upline_rate_lowered',
          },
        ],
        payouts: [payout('31'), payout('32', { status: 'unpaid', entryId: null, amount: '20.00' })],
      }),
    });
    renderApp('/agent-contracts/7');
    const history = await screen.findByRole('region', { name: 'History' });
    const steps = within(history)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(steps[0]).toContain('Offered');
    expect(steps[0]).toContain('by bigboss (upline)');
    // 02:00 UTC is 10:00 in Kuala Lumpur.
    expect(steps[1]).toContain('10:00:00');
    expect(steps[1]).toContain('by sub1 (downline)');
    expect(steps[2]).toContain('Cancelled');
    expect(steps[2]).toContain('by the system');
    expect(steps[2]).toContain('an upline agreed to a lower rate');

    const payouts = screen.getByRole('table', { name: 'Newest payouts' });
    const rows = within(payouts).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('#901');
    expect(rows[1]?.textContent).toContain('MYR 50.00');
    expect(rows[2]?.textContent).toContain('Unpaid');
    expect(rows[2]?.textContent).toContain('—');
  });

  it('exports every page of the contracts the filters find', async () => {
    // 201 contracts: the export reads two pages of 200. Red when it reads only the page shown.
    const first = contract('7', {
      status: 'cancelled',
      topRate: '1.50',
      endedAt: '2026-01-03T00:00:00.000Z',
      endReason: 'upline_rate_lowered',
    });
    const rows = [first, ...Array.from({ length: 200 }, (_, i) => contract(String(100 + i)))];
    const { calls } = mockServer({ ...frame, 'GET /admin/api/agent-contracts': pagedList(rows) });
    const downloads = captureDownloads();
    renderApp('/agent-contracts?kind=daily_wage&status=cancelled&upline=bigboss');
    await screen.findByRole('table', { name: 'Contracts' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));

    const file = await downloads.next();
    expect(file.name).toBe('agent-contracts.csv');
    expect(file.lines[0]).toBe(
      '\uFEFFContract,Kind,Upline,Downline,State,Top rate (%),Period,Offered,Answered,Ended,Why it ended',
    );
    expect(file.lines[1]).toBe(
      '7,Daily wage,bigboss,sub1,Cancelled,1.50,Daily,2026-01-01 09:00:00,2026-01-01 10:00:00,2026-01-03 08:00:00,an upline agreed to a lower rate',
    );
    expect(file.lines).toHaveLength(1 + 201 + 1);
    expect(exportCalls(calls, '/admin/api/agent-contracts', ['kind', 'status', 'upline'])).toEqual([
      ['1', 'daily_wage', 'cancelled', 'bigboss'],
      ['2', 'daily_wage', 'cancelled', 'bigboss'],
    ]);
  });
});
