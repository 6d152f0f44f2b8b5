import type { TRebatesAdmin, TVipAdmin } from '@gemilang/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, merchantStatus, mockServer, ok, renderApp } from '../../test/render';

const marketing = {
  token: 'operator-token-0123456789abcdef',
  username: 'mia',
  displayName: 'Mia',
  role: 'marketing' as const,
};
const me = ok({ id: '3', username: 'mia', displayName: 'Mia', role: 'marketing' });

const level = (n: number, name: string, bets: string, members = 0) => ({
  level: n,
  name: { ms: name, en: name, zh: name },
  minValidBets: bets,
  minDeposits: n === 0 ? '0.00' : '100.00',
  keepValidBets: '0.00',
  upgradeReward: n === 0 ? '0.00' : '8.00',
  weeklyReward: '0.00',
  monthlyReward: '0.00',
  withdrawalMax: null,
  withdrawalsPerDay: null,
  members,
});
const ladder: TVipAdmin = {
  basis: 'lifetime',
  rollingDays: 90,
  downgrade: 'never',
  quietDays: 90,
  serviceLevel: null,
  since: '2026-11-01T00:00:00.000Z',
  levels: [level(0, 'Member', '0.00', 120), level(1, 'Bronze', '1000.00', 7)],
  currency: 'MYR',
};
const rebates: TRebatesAdmin = {
  schedules: [
    {
      period: 'daily',
      enabled: true,
      cap: null,
      since: '2026-11-01T00:00:00.000Z',
      rates: [
        { level: 0, product: 'RNG', rateBp: 50 },
        { level: 1, product: 'RNG', rateBp: 80 },
      ],
    },
    { period: 'weekly', enabled: false, cap: null, since: null, rates: [] },
  ],
  runs: [
    {
      period: 'daily',
      periodStart: '2026-11-27T16:00:00.000Z',
      periodEnd: '2026-11-28T16:00:00.000Z',
      rewards: 95,
      amount: '1234.56',
      ranAt: '2026-11-28T16:15:00.000Z',
    },
  ],
  currency: 'MYR',
};

describe('the rebates page', () => {
  it('shows each level and product as a percent, and saves the rates, cap and switch of a period', async () => {
    const { calls } = mockServer({
      'GET /admin/api/me': me,
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/rebates': ok(rebates),
      'GET /admin/api/vip': ok(ladder),
      'PUT /admin/api/rebates/schedules/daily': (call) =>
        ok({ ...(call.body as object), period: 'daily', since: '2026-11-01T00:00:00.000Z' }),
    });
    renderApp('/loyalty/rebates', marketing);
    expect(await screen.findByRole('heading', { name: 'Rebates', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Daily rebate: rates per level and product, in percent' });
    expect(within(table).getByRole('rowheader', { name: '1 · Bronze' })).toBeTruthy();
    const bronzeSlots = screen.getByLabelText('Daily rebate, Bronze, Slots, percent') as HTMLInputElement;
    expect(bronzeSlots.value).toBe('0.8');
    expect(screen.getByRole('cell', { name: '1234.56' })).toBeTruthy();

    const user = userEvent.setup();
    await user.clear(bronzeSlots);
    await user.type(bronzeSlots, '1.25');
    await user.type(screen.getByLabelText('Daily rebate, Member, Lottery, percent'), '0.2');
    const daily = screen.getByRole('region', { name: 'Daily rebate' });
    await user.type(within(daily).getByLabelText('Cap a member a period (MYR)'), '100');
    await user.click(within(daily.parentElement as HTMLElement).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        enabled: true,
        cap: '100',
        rates: expect.arrayContaining([
          { level: 0, product: 'RNG', rateBp: 50 },
          { level: 1, product: 'RNG', rateBp: 125 },
          { level: 0, product: 'LOTT', rateBp: 20 },
        ]),
      }),
    );
    expect((calls.find((c) => c.method === 'PUT')?.body as { rates?: unknown[] } | undefined)?.rates).toHaveLength(3);
    expect(await screen.findByText('Daily rebate saved')).toBeTruthy();
  });

  it('marks a rate that is not a percent and sends nothing', async () => {
    const { calls } = mockServer({
      'GET /admin/api/me': me,
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/rebates': ok(rebates),
      'GET /admin/api/vip': ok(ladder),
    });
    renderApp('/loyalty/rebates', marketing);
    const user = userEvent.setup();
    const cell = await screen.findByLabelText('Daily rebate, Member, Live casino, percent');
    await user.type(cell, '7');
    const daily = screen.getByRole('region', { name: 'Daily rebate' });
    await user.click(within(daily.parentElement as HTMLElement).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '1 rate is not a percent from 0 to 5 with at most two decimals.',
    );
    expect(cell.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});

describe('the VIP levels page', () => {
  it('edits the rules, adds a level and saves the whole ladder', async () => {
    const { calls } = mockServer({
      'GET /admin/api/me': me,
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/vip': ok(ladder),
      'PUT /admin/api/vip': () => ok(ladder),
    });
    renderApp('/loyalty/vip', marketing);
    expect(await screen.findByRole('heading', { name: 'VIP levels', level: 1 })).toBeTruthy();
    expect(await screen.findByText('7 members hold it')).toBeTruthy();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Downgrade'), 'quiet');
    const quiet = screen.getByLabelText('Quiet period (days)');
    await user.clear(quiet);
    await user.type(quiet, '60');
    await user.click(screen.getByRole('button', { name: 'Add a level' }));
    const levels = screen.getByRole('list', { name: 'Levels' });
    expect(within(levels).getAllByRole('listitem')).toHaveLength(3);
    const silver = within(levels).getByRole('region', { name: 'Level 2 · VIP 2' });
    const english = within(silver).getByLabelText('Name (English)');
    await user.clear(english);
    await user.type(english, 'Silver');
    const perDay = within(silver).getByLabelText('Withdrawals a day');
    await user.type(perDay, '12');
    await user.selectOptions(screen.getByLabelText('VIP customer-service line'), '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeTruthy());
    const body = calls.find((c) => c.method === 'PUT')?.body as {
      downgrade: string;
      quietDays: number;
      serviceLevel: number;
      levels: { level: number; name: { en: string }; minValidBets: string; withdrawalsPerDay: number | null }[];
    };
    expect(body).toMatchObject({ downgrade: 'quiet', quietDays: 60, serviceLevel: 2 });
    expect(body.levels.map((l) => l.level)).toEqual([0, 1, 2]);
    expect(body.levels[2]).toMatchObject({ name: { en: 'Silver' }, minValidBets: '2000', withdrawalsPerDay: 12 });
    expect(body.levels[0]).toMatchObject({ withdrawalsPerDay: null });
    expect(await screen.findByText('VIP levels saved')).toBeTruthy();
  });

  it('shows why the server refused a ladder, and removes the top level', async () => {
    const { calls } = mockServer({
      'GET /admin/api/me': me,
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/vip': ok(ladder),
      'PUT /admin/api/vip': fail(409, 'vip_level_in_use', 'Members hold level 1: it cannot be removed.'),
    });
    renderApp('/loyalty/vip', marketing);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove level 1' }));
    expect(within(screen.getByRole('list', { name: 'Levels' })).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Members hold level 1: it cannot be removed.')).toBeTruthy();
    expect((calls.find((c) => c.method === 'PUT')?.body as { levels?: unknown[] } | undefined)?.levels).toHaveLength(1);
  });
});
