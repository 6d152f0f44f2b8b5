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

const offer = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  code: `OFFER${id}`,
  kind: 'deposit_match',
  category: 'deposit',
  state: 'draft',
  sort: 0,
  title: { ms: 'Bonus tambah nilai', en: 'Reload bonus', zh: '再存款红利' },
  summary: { ms: '', en: '', zh: '' },
  rules: { ms: '', en: '', zh: '' },
  art: {
    ms: '/banners/promotions/reload.svg',
    en: '/banners/promotions/reload.svg',
    zh: '/banners/promotions/reload.svg',
  },
  reward: { kind: 'deposit_match', which: 'reload', percent: 50, cap: '200.00', minDeposit: '50.00' },
  terms: {
    turnoverMultiple: 10,
    turnoverOf: 'deposit_bonus',
    contributions: [{ product: 'lottery', percent: 50 }],
    defaultPercent: 100,
    maxBet: '25.00',
    maxConversionMultiple: 5,
    lifeDays: 14,
  },
  eligibility: [{ rule: 'once', per: 'day' }],
  startsAt: '2026-03-01T00:00:00.000Z',
  endsAt: '2026-03-31T00:00:00.000Z',
  budgetTotal: '10000.00',
  budgetDaily: null,
  grantedTotal: '0.00',
  claims: 3,
  version: 2,
  updatedAt: '2026-02-01T00:00:00.000Z',
  ...overrides,
});

describe('offers and the report', () => {
  it('lists offers with state, category, period and claims, and publishes one', async () => {
    const { calls } = mockServer({
      'GET /admin/api/me': ok({ id: '3', username: 'mia', displayName: 'Mia', role: 'marketing' }),
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/promotions/offers': ok({
        items: [offer('1')],
        currency: 'MYR',
        exponent: 2,
        maxTurnoverMultiple: 30,
      }),
      'POST /admin/api/promotions/offers/1/state': ok(offer('1', { state: 'published' })),
    });
    renderApp('/promotions/offers', marketingSession);
    const table = await screen.findByRole('table', { name: 'Offers' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Reload bonus');
    expect(row.textContent).toContain('Deposit match');
    expect(row.textContent).toContain('Draft');
    // 00:00 UTC is 08:00 in Kuala Lumpur.
    expect(row.textContent).toContain('2026-03-01 08:00 – 2026-03-31 08:00');
    // The cap on the turnover multiple is the admin's to set, not marketing's.
    expect(screen.queryByRole('heading', { name: 'Brand cap on the turnover multiple' })).toBeNull();
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Publish OFFER1' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        path: '/admin/api/promotions/offers/1/state',
        body: { state: 'published' },
      }),
    );
  });

  it('an administrator sets the brand cap on the turnover multiple', async () => {
    const { calls } = mockServer({
      'GET /admin/api/me': ok({ id: '1', username: 'admin', displayName: 'Demo admin', role: 'admin' }),
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/promotions/offers': ok({ items: [], currency: 'MYR', exponent: 2, maxTurnoverMultiple: 30 }),
      'PUT /admin/api/promotions/settings': ok({ maxTurnoverMultiple: 10 }),
    });
    renderApp('/promotions/offers');
    const user = userEvent.setup();
    const cap = await screen.findByLabelText('Largest turnover multiple');
    expect((cap as HTMLInputElement).value).toBe('30');
    await user.clear(cap);
    await user.type(cap, '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Cap saved.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ maxTurnoverMultiple: 10 });
  });

  it('an existing offer opens in the editor with its kind fixed once published', async () => {
    mockServer({
      'GET /admin/api/me': ok({ id: '3', username: 'mia', displayName: 'Mia', role: 'marketing' }),
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/promotions/offers': ok({ items: [], currency: 'MYR', exponent: 2, maxTurnoverMultiple: 30 }),
      'GET /admin/api/promotions/offers/1': ok(offer('1', { state: 'paused' })),
    });
    renderApp('/promotions/offers/1', marketingSession);
    expect(await screen.findByRole('heading', { name: 'Offer OFFER1', level: 1 })).toBeTruthy();
    expect((screen.getByLabelText('Kind') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByText('The kind is fixed once the offer has been published.')).toBeTruthy();
    expect((screen.getByLabelText('Largest bonus (MYR)') as HTMLInputElement).value).toBe('200.00');
    expect((screen.getByLabelText('Counts (%)') as HTMLInputElement).value).toBe('50');
    expect(screen.getByRole('button', { name: 'Publish OFFER1' })).toBeTruthy();
  });

  it('reports each offer’s cost and the claimants’ net gaming revenue', async () => {
    mockServer({
      'GET /admin/api/me': ok({ id: '3', username: 'mia', displayName: 'Mia', role: 'marketing' }),
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/promotions/report': ok({
        currency: 'MYR',
        items: [
          {
            offerId: '1',
            code: 'OFFER1',
            title: { ms: 'Bonus tambah nilai', en: 'Reload bonus', zh: '再存款红利' },
            state: 'published',
            claims: 3,
            claimants: 2,
            granted: '25.00',
            converted: '8.00',
            forfeited: '4.00',
            turnover: '58.00',
            stakes: '82.00',
            payouts: '107.00',
            netGamingRevenue: '-25.00',
          },
        ],
      }),
    });
    renderApp('/promotions/report', marketingSession);
    const table = await screen.findByRole('table', { name: 'Promotions report' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('3 / 2');
    expect(within(row).getByText('MYR -25.00').className).toContain('text-bad');
  });
});
