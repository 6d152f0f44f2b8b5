import type { TReferralSettings } from '@gemilang/contract';
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

const settings: TReferralSettings = {
  enabled: true,
  depositReward: '10.00',
  minFirstDeposit: '50.00',
  shareBp: 50,
  friendCap: '20.00',
  periodCap: '100.00',
  saved: true,
  currency: 'MYR',
  refusals: [
    { friend: 'ali2', referrer: 'ali', reason: 'same_bank', checkedAt: '2026-01-01T04:00:00.000Z' },
    { friend: 'bob2', referrer: 'bob', reason: 'same_device', checkedAt: '2026-01-01T03:00:00.000Z' },
  ],
};

describe('the invite friends settings page', () => {
  it('shows the rewards and caps, saves them edited, and lists refused friends with why', async () => {
    const { calls } = mockServer({
      'GET /admin/api/me': me,
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/loyalty/referrals': ok(settings),
      'PUT /admin/api/loyalty/referrals': (call) => ok({ ...settings, ...(call.body as object) }),
    });
    renderApp('/loyalty/referrals', marketing);
    const refusals = await screen.findByRole('table', { name: 'Friends who earn nothing' });
    const rows = within(refusals).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'ali2aliA bank account of the referrer2026-01-01 12:00:00',
      "bob2bobSigned in from the referrer's browser2026-01-01 11:00:00",
    ]);
    expect(
      screen.getByText('0.50% of each friend valid bets a day; 0: no share.'.replace('friend ', "friend's ")),
    ).toBeTruthy();

    const user = userEvent.setup();
    const reward = screen.getByLabelText("Reward for a friend's first deposit (MYR)");
    await user.clear(reward);
    await user.type(reward, '0');
    const share = screen.getByLabelText("Share of friends' valid bets (basis points)");
    await user.clear(share);
    await user.type(share, '100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        enabled: true,
        depositReward: '0',
        minFirstDeposit: '50.00',
        shareBp: 100,
        friendCap: '20.00',
        periodCap: '100.00',
      }),
    );
    expect(await screen.findByText('Invite-friends settings saved')).toBeTruthy();
  });

  it('starts from a suggestion when nothing is saved, and shows a refusal of the server', async () => {
    mockServer({
      'GET /admin/api/me': me,
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/loyalty/referrals': ok({ ...settings, saved: false, enabled: false, refusals: [] }),
      'PUT /admin/api/loyalty/referrals': fail(400, 'amount_not_positive', 'The amount must be more than zero.', [
        { field: 'friendCap', reason: 'not_positive' },
      ]),
    });
    renderApp('/loyalty/referrals', marketing);
    expect(await screen.findByText(/Nothing is saved yet/)).toBeTruthy();
    expect(screen.getByText('No friend has been refused.')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Pay invite-friends rewards' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    const user = userEvent.setup();
    const cap = screen.getByLabelText('Most one friend earns a day (MYR)');
    await user.clear(cap);
    await user.type(cap, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The amount must be more than zero.')).toBeTruthy();
  });
});
