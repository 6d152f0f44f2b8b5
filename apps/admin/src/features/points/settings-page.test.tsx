import type { TPointSettings } from '@gemilang/contract';
import { screen, waitFor } from '@testing-library/react';
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

const suggested: TPointSettings = {
  enabled: false,
  rates: [
    { product: 'RNG', bettingUnit: '10.00', pointsRatio: '1.00' },
    { product: 'LIVE', bettingUnit: '10.00', pointsRatio: '0.50' },
  ],
  deposit: null,
  conversion: { points: '100.00', amount: '1.00', minPoints: '500.00' },
  notes: { ms: '', en: '', zh: '' },
  saved: false,
  currency: 'MYR',
};

describe('the points settings page', () => {
  it('shows what the ratios earn, and saves the products, deposits, conversion and notes edited', async () => {
    const { calls } = mockServer({
      'GET /admin/api/me': me,
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/points/settings': ok(suggested),
      'PUT /admin/api/points/settings': (call) => ok({ ...(call.body as object), saved: true, currency: 'MYR' }),
    });
    renderApp('/points/settings', marketing);
    expect(await screen.findByRole('heading', { name: 'Points settings', level: 1 })).toBeTruthy();
    expect(await screen.findByText(/No settings are saved yet/)).toBeTruthy();
    expect(screen.getAllByText('MYR 250.00 of valid slots bets earn 25.00 points').length).toBeGreaterThan(0);
    expect(screen.getAllByText('MYR 250.00 of valid live casino bets earn 12.50 points').length).toBeGreaterThan(0);
    expect(screen.getByText('100.00 points convert to MYR 1.00; at least 500.00 points at a time.')).toBeTruthy();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Sports: betting unit (MYR)'), '20');
    await user.type(screen.getByLabelText('Sports: points ratio'), '1');
    expect(screen.getAllByText('MYR 500.00 of valid sports bets earn 25.00 points').length).toBeGreaterThan(0);
    await user.clear(screen.getByLabelText('Live casino: betting unit (MYR)'));
    await user.clear(screen.getByLabelText('Live casino: points ratio'));
    await user.click(screen.getByRole('switch', { name: 'Deposits earn points' }));
    const ratio = screen.getByLabelText('Points ratio');
    await user.clear(ratio);
    await user.type(ratio, '2');
    expect(screen.getByText('A deposit of MYR 2,500.00 earns 50.00 points.')).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Members may convert points to cash' }));
    await user.type(screen.getByLabelText('Notes in English'), 'Points never expire.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        enabled: true,
        rates: [
          { product: 'RNG', bettingUnit: '10.00', pointsRatio: '1.00' },
          { product: 'SPORTS', bettingUnit: '20', pointsRatio: '1' },
        ],
        deposit: { bettingUnit: '100.00', pointsRatio: '2' },
        conversion: null,
        notes: { ms: '', en: 'Points never expire.', zh: '' },
      }),
    );
    expect(await screen.findByText('Points settings saved')).toBeTruthy();
  });

  it('shows a refused ratio next to its product', async () => {
    mockServer({
      'GET /admin/api/me': me,
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/points/settings': ok({ ...suggested, saved: true, enabled: true }),
      'PUT /admin/api/points/settings': fail(400, 'invalid_input', 'Check the fields.', [
        { field: 'rates.1.pointsRatio', reason: 'not_positive', message: 'The amount must be more than zero.' },
      ]),
    });
    renderApp('/points/settings', marketing);
    const user = userEvent.setup();
    const live = await screen.findByLabelText('Live casino: points ratio');
    await user.clear(live);
    await user.type(live, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The amount must be more than zero.')).toBeTruthy();
    expect(live.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Slots: points ratio').getAttribute('aria-invalid')).toBeNull();
  });
});
