import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Call, fail, mockServer, ok, renderApp } from '../../test/render';
import { frame } from './lottery-test-data';

const settings = {
  gameCode: 'XSMB',
  name: 'North',
  kind: 'vn_north',
  currency: 'MYR',
  exponent: 2,
  unit: '0.10',
  maxPayoutPerNumber: '200000.00',
  allowCancel: false,
  betTypes: [
    { betType: 'de', pricing: 'odds', enabled: true, odds: { '*': '98.000' }, minStake: '0.10', maxStake: '5000.00' },
    {
      betType: 'lo2',
      pricing: 'per_point',
      enabled: true,
      costPerPoint: 27,
      payoutPerHit: 99,
      minPoints: 1,
      maxPoints: 1000,
    },
  ],
};

describe('lottery odds page', () => {
  it("edits a game's odds, limits, cap and cancelling and sends every bet type", async () => {
    const { calls } = mockServer({
      ...frame,
      'GET /admin/api/lottery/games/XSMB/settings': ok(settings),
      'PUT /admin/api/lottery/games/XSMB/settings': (call: Call) => ok({ ...settings, ...(call.body as object) }),
    });
    renderApp('/lottery/odds');
    const user = userEvent.setup();
    const odds = await screen.findByLabelText('Odds (Đề)');
    // Bet types by their names from the catalogue, never the code (lo2).
    expect(screen.getByRole('heading', { name: 'Lô 2 digits' })).toBeTruthy();
    expect(screen.queryByText('lo2')).toBeNull();
    await user.clear(odds);
    await user.type(odds, '95.5');
    await user.clear(screen.getByLabelText('Max stake (MYR) (Đề)'));
    await user.type(screen.getByLabelText('Max stake (MYR) (Đề)'), '800');
    await user.click(screen.getByRole('checkbox', { name: 'Lô 2 digits on sale' }));
    await user.clear(screen.getByLabelText('Payout per hit (units) (Lô 2 digits)'));
    await user.type(screen.getByLabelText('Payout per hit (units) (Lô 2 digits)'), '80');
    await user.click(screen.getByRole('switch', { name: 'Members may cancel bets before the cut-off' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      maxPayoutPerNumber: '200000.00',
      allowCancel: true,
      betTypes: [
        { betType: 'de', pricing: 'odds', enabled: true, odds: { '*': '95.5' }, minStake: '0.10', maxStake: '800' },
        {
          betType: 'lo2',
          pricing: 'per_point',
          enabled: false,
          costPerPoint: 27,
          payoutPerHit: 80,
          minPoints: 1,
          maxPoints: 1000,
        },
      ],
    });
    expect(await screen.findByText('Saved. New bets use these figures.')).toBeTruthy();
  });

  it("shows each refused field's reason next to it", async () => {
    mockServer({
      ...frame,
      'GET /admin/api/lottery/games/XSMB/settings': ok(settings),
      'PUT /admin/api/lottery/games/XSMB/settings': fail(
        422,
        'lottery_config_invalid',
        'These odds or limits cannot be saved: check the fields marked.',
        [
          { field: 'betTypes.de.odds.*', reason: 'odds_too_low' },
          { field: 'betTypes.de.minStake', reason: 'min_above_max' },
        ],
      ),
    });
    renderApp('/lottery/odds');
    const user = userEvent.setup();
    const odds = await screen.findByLabelText('Odds (Đề)');
    // Bet types by their names from the catalogue, never the code (lo2).
    expect(screen.getByRole('heading', { name: 'Lô 2 digits' })).toBeTruthy();
    expect(screen.queryByText('lo2')).toBeNull();
    await user.clear(odds);
    await user.type(odds, '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Odds must be above 1 (they include the stake).')).toBeTruthy();
    expect(screen.getByText('The minimum is above the maximum.')).toBeTruthy();
    expect(screen.getByLabelText('Odds (Đề)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('These odds or limits cannot be saved: check the fields marked.')).toBeTruthy();
    // The game picker lists the brand's games by their names, not their codes.
    const options = within(screen.getByLabelText('Game')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['North', '5D 1 min']);
  });
});
