import type { TCheckInSettings } from '@gemilang/contract';
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

const suggested: TCheckInSettings = {
  enabled: false,
  dayRewards: ['1.00', '1.00', '2.00', '2.00', '3.00', '3.00', '8.00'],
  afterLast: 'repeat',
  saved: false,
  currency: 'MYR',
};

describe('the check-in table page', () => {
  it('starts from the suggested week, and saves the days edited, one added, and the rule after the last', async () => {
    const { calls } = mockServer({
      'GET /admin/api/me': me,
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/loyalty/check-in': ok(suggested),
      'PUT /admin/api/loyalty/check-in': (call) => ok({ ...(call.body as object), saved: true, currency: 'MYR' }),
    });
    renderApp('/loyalty/check-in', marketing);
    expect(await screen.findByRole('heading', { name: 'Daily check-in', level: 1 })).toBeTruthy();
    expect(await screen.findByText(/No table is saved yet/)).toBeTruthy();
    const days = screen.getByRole('list', { name: 'Reward of each day' });
    expect(within(days).getAllByRole('listitem')).toHaveLength(7);

    const user = userEvent.setup();
    const day1 = screen.getByLabelText('Day 1 (MYR)');
    await user.clear(day1);
    await user.type(day1, '0.50');
    await user.click(screen.getByRole('button', { name: 'Add a day' }));
    const day8 = screen.getByLabelText('Day 8 (MYR)');
    await user.clear(day8);
    await user.type(day8, '10');
    await user.selectOptions(screen.getByLabelText('After the last day'), 'cap');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        enabled: true,
        dayRewards: ['0.50', '1.00', '2.00', '2.00', '3.00', '3.00', '8.00', '10'],
        afterLast: 'cap',
      }),
    );
    expect(await screen.findByText('Check-in table saved')).toBeTruthy();
  });

  it('removes the last day, and shows why the server refused a table', async () => {
    const { calls } = mockServer({
      'GET /admin/api/me': me,
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/loyalty/check-in': ok({ ...suggested, saved: true, enabled: true }),
      'PUT /admin/api/loyalty/check-in': fail(400, 'amount_not_positive', 'The amount must be more than zero.', [
        { field: 'dayRewards.5', reason: 'not_positive' },
      ]),
    });
    renderApp('/loyalty/check-in', marketing);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove day 7' }));
    expect(within(screen.getByRole('list', { name: 'Reward of each day' })).getAllByRole('listitem')).toHaveLength(6);
    const day6 = screen.getByLabelText('Day 6 (MYR)');
    await user.clear(day6);
    await user.type(day6, '-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The amount must be more than zero.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ dayRewards: expect.any(Array) });
    expect((calls.find((c) => c.method === 'PUT')?.body as { dayRewards?: string[] })?.dayRewards).toHaveLength(6);
  });
});
