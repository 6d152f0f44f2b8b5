import type { TAdminRewardProgram } from '@gemilang/contract';
import { rewardPrograms } from '@gemilang/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { merchantStatus, mockServer, ok, renderApp } from '../../test/render';

const marketingSession = {
  token: 'operator-token-0123456789abcdef',
  username: 'mia',
  displayName: 'Mia',
  role: 'marketing' as const,
};
const me = ok({ id: '3', username: 'mia', displayName: 'Mia', role: 'marketing' });

const program = (over: Partial<TAdminRewardProgram> = {}): TAdminRewardProgram => ({
  program: 'rebate',
  custom: false,
  autoPay: true,
  claimDays: 7,
  turnoverMultiple: 1,
  lifeDays: 30,
  maxConversionMultiple: null,
  ...over,
});

describe('the loyalty programs page', () => {
  it('lists every program with how it pays, and saves one program edited in its dialog', async () => {
    const { calls } = mockServer({
      'GET /admin/api/me': me,
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/rewards/programs': ok({
        items: rewardPrograms.map((p) => program({ program: p, autoPay: p !== 'race' })),
        maxTurnoverMultiple: 30,
      }),
      'PUT /admin/api/rewards/programs/race': ok(program({ program: 'race', custom: true, claimDays: 3 })),
    });
    renderApp('/rewards/programs', marketingSession);
    const table = await screen.findByRole('table', { name: 'Loyalty programs' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(11);
    expect(rows[0]?.textContent).toContain('Rebate');
    expect(rows[0]?.textContent).toContain('Paid at once');
    const race = rows.find((r) => r.textContent?.includes('Race prize')) as HTMLElement;
    expect(race.textContent).toContain('Member claims');

    const user = userEvent.setup();
    await user.click(within(race).getByRole('button', { name: 'Edit Race prize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Race prize' });
    const claim = within(dialog).getByLabelText('Claim window');
    await user.clear(claim);
    await user.type(claim, '3');
    const cap = within(dialog).getByLabelText('Conversion cap');
    await user.clear(cap);
    await user.type(cap, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        autoPay: false,
        claimDays: 3,
        turnoverMultiple: 1,
        lifeDays: 30,
        maxConversionMultiple: 5,
      }),
    );
  });

  it('the report shows each program with what it cost and the net gaming revenue', async () => {
    mockServer({
      'GET /admin/api/me': me,
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/rewards/report': ok({
        currency: 'MYR',
        items: [
          {
            program: 'rebate',
            rewards: 120,
            members: 80,
            paid: '1200.00',
            open: '30.00',
            expired: '5.00',
            refused: '0.00',
            converted: '900.00',
            forfeited: '100.00',
            stakes: '90000.00',
            payouts: '86000.00',
            netGamingRevenue: '4000.00',
          },
        ],
      }),
    });
    renderApp('/rewards/report', marketingSession);
    const table = await screen.findByRole('table', { name: 'Loyalty report' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row.textContent).toContain('Rebate');
    expect(row.textContent).toContain('120 / 80');
    expect(row.textContent).toContain('4,000.00');
  });
});
