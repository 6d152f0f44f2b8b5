import type { TBonusReport } from '@gemilang/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads, csvFile, fail, mockServer, ok, renderApp } from '../../test/render';
import { lastDays } from './report-range';
import { cardsText, signedInRoutes, tableText } from './reports-test-kit';

/*
 * The bonus report page (ADR 067) against a mock server.
 *
 * Checked to fail: with the Converted column showing each row's issued amount, the first test went red; with the
 * page's Export CSV sent `{ query: {} }`, both tests of the export went red. Restored, all pass.
 */

const report = (from: string, to: string): TBonusReport => ({
  currency: 'MYR',
  from,
  to,
  rows: [
    {
      code: 'WELCOME8',
      title: 'Welcome bonus',
      program: null,
      grants: 1,
      granted: '8.00',
      converted: '16.00',
      forfeited: '0.00',
    },
    {
      code: 'program-check_in',
      title: 'Daily check-in',
      program: 'check_in',
      grants: 1,
      granted: '2.50',
      converted: '2.50',
      forfeited: '0.00',
    },
    {
      code: 'RELOAD',
      title: 'Weekly reload',
      program: null,
      grants: 1,
      granted: '1234.34',
      converted: '0.00',
      forfeited: '1234.34',
    },
  ],
  pointsCash: '2.50',
  totals: { grants: 3, granted: '1244.84', converted: '18.50', forfeited: '1234.34', cost: '21.00' },
});

const bonusesRoute = {
  'GET /admin/api/reports/bonuses': (call: { query: URLSearchParams }) => {
    const from = call.query.get('from') ?? '';
    const to = call.query.get('to') ?? '';
    return from > to
      ? fail(400, 'date_range_reversed', 'The start date must be on or before the end date.')
      : ok(report(from, to));
  },
};

async function chooseDays(from: string, to: string) {
  const user = userEvent.setup();
  const fromField = screen.getByLabelText('From');
  await user.clear(fromField);
  await user.type(fromField, from);
  const toField = screen.getByLabelText('To');
  await user.clear(toField);
  await user.type(toField, to);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return user;
}

describe('the bonus report page', () => {
  it('shows the last week by offer and program with each amount, the totals and the bonus cost', async () => {
    const { calls } = mockServer({ ...signedInRoutes, ...bonusesRoute });
    renderApp('/reports/bonuses');
    const table = await screen.findByRole('table', { name: 'Bonus report' });
    expect(tableText(table)).toEqual([
      ['Offer', 'Program', 'Grants', 'Issued', 'Converted to cash', 'Gone back'],
      ['Welcome bonus WELCOME8', 'Promotions hall', '1', '8.00', '16.00', '0.00'],
      ['Daily check-in program-check_in', 'Check-in reward', '1', '2.50', '2.50', '0.00'],
      ['Weekly reload RELOAD', 'Promotions hall', '1', '1234.34', '0.00', '1234.34'],
      ['Total', '', '3', '1244.84', '18.50', '1234.34'],
    ]);
    expect(screen.getByText('Converted MYR 18.50 + points to cash MYR 2.50 = bonus cost MYR 21.00')).toBeTruthy();
    // The same rows as a phone shows them, the totals last.
    expect(cardsText(screen.getByRole('list', { name: 'Bonus report' }))).toEqual([
      'Welcome bonus WELCOME8 Program Promotions hall Grants 1 Issued 8.00 Converted to cash 16.00 Gone back 0.00',
      'Daily check-in program-check_in Program Check-in reward Grants 1 Issued 2.50 Converted to cash 2.50 Gone back 0.00',
      'Weekly reload RELOAD Program Promotions hall Grants 1 Issued 1234.34 Converted to cash 0.00 Gone back 1234.34',
      'Total Grants 3 Issued 1244.84 Converted to cash 18.50 Gone back 1234.34',
    ]);
    const week = lastDays('Asia/Kuala_Lumpur');
    const first = calls.find((c) => c.path === '/admin/api/reports/bonuses');
    expect([first?.query.get('from'), first?.query.get('to')]).toEqual([week.from, week.to]);
  });

  it('reads the days chosen, and downloads the CSV of those days from the server', async () => {
    const { calls } = mockServer({
      ...signedInRoutes,
      ...bonusesRoute,
      'GET /admin/api/reports/bonuses.csv': csvFile(
        'bonuses_2025-04-14_2025-04-15.csv',
        '\uFEFFoffer_code,offer_title,program,grants,granted,converted,forfeited,cost,currency\r\n',
      ),
    });
    const downloads = captureDownloads();
    renderApp('/reports/bonuses');
    await screen.findByRole('table', { name: 'Bonus report' });
    const user = await chooseDays('2025-04-14', '2025-04-15');
    await waitFor(() => {
      const shown = calls.filter((c) => c.path === '/admin/api/reports/bonuses').at(-1);
      expect([shown?.query.get('from'), shown?.query.get('to')]).toEqual(['2025-04-14', '2025-04-15']);
    });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const file = await downloads.next();
    expect(file.name).toBe('bonuses_2025-04-14_2025-04-15.csv');
    expect(file.lines[0]).toBe('\uFEFFoffer_code,offer_title,program,grants,granted,converted,forfeited,cost,currency');
    const exported = calls.find((c) => c.path === '/admin/api/reports/bonuses.csv');
    expect(exported?.query.toString()).toBe('from=2025-04-14&to=2025-04-15');
    expect(exported?.headers.Authorization).toMatch(/^Bearer /);
  });

  it('shows the server refusing days chosen the wrong way round, and a refused export beside its button', async () => {
    const { calls } = mockServer({
      ...signedInRoutes,
      ...bonusesRoute,
      'GET /admin/api/reports/bonuses.csv': fail(
        400,
        'date_range_reversed',
        'The start date must be on or before the end date.',
      ),
    });
    renderApp('/reports/bonuses');
    await screen.findByRole('table', { name: 'Bonus report' });
    const user = await chooseDays('2025-04-15', '2025-04-14');
    expect(await screen.findByText('The start date must be on or before the end date.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
        'The start date must be on or before the end date.',
      ),
    );
    const exported = calls.find((c) => c.path === '/admin/api/reports/bonuses.csv');
    expect(exported?.query.toString()).toBe('from=2025-04-15&to=2025-04-14');
  });
});
