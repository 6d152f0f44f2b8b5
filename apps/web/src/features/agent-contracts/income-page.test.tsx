import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteStatus } from '../../app/testing';
import { changeLanguage } from '../../shared/i18n';
import { setSession } from '../../shared/session';
import { installFakeApi } from '../../test/fake-api';
import { IncomePage } from './income-page';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => setSession(null));

describe('my income', () => {
  it('shows what the agent received and paid, the net and what is owed, payout by payout', async () => {
    installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/agent/income': (request) => ({
        value: {
          currency: 'MYR',
          from: request.query.get('from'),
          to: request.query.get('to'),
          earliest: '2026-08-22',
          rows: [
            {
              id: '2',
              kind: 'daily_wage',
              direction: 'in',
              counterpart: 'bigboss',
              periodStart: '2026-11-21T16:00:00.000Z',
              periodEnd: '2026-11-22T16:00:00.000Z',
              base: '400.00',
              rate: '1.00',
              amount: '4.00',
              status: 'paid',
            },
            {
              id: '3',
              kind: 'daily_wage',
              direction: 'out',
              counterpart: 'kid',
              periodStart: '2026-11-21T16:00:00.000Z',
              periodEnd: '2026-11-22T16:00:00.000Z',
              base: '100.00',
              rate: '0.50',
              amount: '0.50',
              status: 'unpaid',
            },
          ],
          received: '4.00',
          paid: '0.00',
          net: '4.00',
          owedToMe: '0.00',
          owedByMe: '0.50',
        },
      }),
    });
    await changeLanguage('en');
    setSession({ token: 'token-1', account: 'me', merchant: 'demo', isAgent: 1, customerId: '7', memberLabel: [] });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <IncomePage />
      </QueryClientProvider>,
    );
    const summary = await screen.findByRole('region', { name: 'Income for these days' });
    expect(within(summary).getByText('Net (MYR)').nextSibling?.textContent).toBe('+4.00');
    expect(within(summary).getByText('Owed by me (MYR)').nextSibling?.textContent).toBe('0.50');
    const table = screen.getByRole('table', { name: 'Contract payouts' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('from bigboss')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('+4.00')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Waiting')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('−0.50')).toBeTruthy();
  });
});
