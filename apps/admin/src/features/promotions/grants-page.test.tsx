import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  captureDownloads,
  exportCalls,
  fail,
  merchantStatus,
  mockServer,
  ok,
  pagedList,
  renderApp,
} from '../../test/render';

const marketingSession = {
  token: 'operator-token-0123456789abcdef',
  username: 'mia',
  displayName: 'Mia',
  role: 'marketing' as const,
};

const offer = {
  id: '5',
  code: 'CREDIT10',
  kind: 'fixed_credit',
  category: 'newbie',
  state: 'published',
  sort: 0,
  title: { ms: 'Kredit RM10', en: 'RM10 credit', zh: 'RM10 彩金' },
  summary: { ms: '', en: '', zh: '' },
  rules: { ms: '', en: '', zh: '' },
  art: {
    ms: '/banners/promotions/welcome.svg',
    en: '/banners/promotions/welcome.svg',
    zh: '/banners/promotions/welcome.svg',
  },
  reward: { kind: 'fixed_credit', amount: '10.00' },
  terms: {
    turnoverMultiple: 5,
    turnoverOf: 'bonus',
    contributions: [],
    defaultPercent: 100,
    maxBet: null,
    maxConversionMultiple: null,
    lifeDays: 7,
  },
  eligibility: [],
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: null,
  budgetTotal: null,
  budgetDaily: null,
  grantedTotal: '10.00',
  claims: 1,
  version: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const grant = {
  id: '40',
  memberId: '70',
  username: 'alice',
  offerId: '5',
  offerTitle: offer.title,
  sourceRef: 'claim',
  state: 'active',
  reason: '',
  note: '',
  amount: '10.00',
  depositAmount: '0.00',
  turnoverNeeded: '50.00',
  turnoverDone: '12.50',
  converted: '0.00',
  forfeited: '0.00',
  currency: 'MYR',
  grantedBy: null,
  expiresAt: '2026-01-08T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  endedAt: null,
};

function serve(extra: Record<string, Parameters<typeof mockServer>[0][string]> = {}) {
  return mockServer({
    'GET /admin/api/me': ok({ id: '3', username: 'mia', displayName: 'Mia', role: 'marketing' }),
    'GET /wps/system/status': ok(merchantStatus),
    'GET /admin/api/promotions/offers': ok({ items: [offer], currency: 'MYR', exponent: 2, maxTurnoverMultiple: 30 }),
    'GET /admin/api/promotions/grants': ok({ items: [grant], total: 1, page: 1, pageSize: 50 }),
    ...extra,
  });
}

describe('grants page', () => {
  it('finds grants by member and shows turnover done against needed', async () => {
    const { calls } = serve();
    renderApp('/promotions/grants', marketingSession);
    const table = await screen.findByRole('table', { name: 'Bonus grants' });
    expect(within(table).getByText('MYR 12.50 / MYR 50.00')).toBeTruthy();
    expect(within(table).getByText('In play')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Member'), 'alice');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/admin/api/promotions/grants' && c.query.get('username') === 'alice')).toBe(
        true,
      ),
    );
  });

  it('grants by hand only with a reason, and shows a refusal such as a spent budget', async () => {
    const { calls } = serve({
      'POST /admin/api/promotions/grants': fail(422, 'promotion_budget_spent', "This promotion's budget has run out."),
    });
    renderApp('/promotions/grants', marketingSession);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Grant a bonus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant a bonus by hand' });
    await user.type(within(dialog).getByLabelText('Member'), 'alice');
    await user.type(within(dialog).getByLabelText('Amount (MYR)'), '7.50');
    await user.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(within(dialog).getByText('Required.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'Goodwill after outage');
    await user.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(await within(dialog).findByText("This promotion's budget has run out.")).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      username: 'alice',
      offerId: '5',
      amount: '7.50',
      reason: 'Goodwill after outage',
    });
    expect((post?.body as { idempotencyKey?: string } | undefined)?.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('forfeits an active grant with a reason', async () => {
    const { calls } = serve({
      'POST /admin/api/promotions/grants/40/forfeit': ok({ ...grant, state: 'forfeited', reason: 'operator' }),
    });
    renderApp('/promotions/grants', marketingSession);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Forfeit the bonus of alice' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Forfeit the bonus of alice?' });
    const button = within(confirm).getByRole('button', { name: 'Forfeit' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await user.type(within(confirm).getByLabelText('Reason'), 'Shared device');
    await user.click(button);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        path: '/admin/api/promotions/grants/40/forfeit',
        body: { reason: 'Shared device' },
      }),
    );
  });

  it('exports every page of the grants as the filters stand, amounts as decimals', async () => {
    // 201 grants: the export reads two pages of 200. Red when it reads only the page shown.
    const first = {
      ...grant,
      state: 'completed',
      reason: 'converted',
      depositAmount: '100.00',
      turnoverDone: '50.00',
      converted: '8.75',
      grantedBy: 'mia',
      note: 'VIP goodwill',
      sourceRef: 'manual:abc',
      endedAt: '2026-01-03T00:00:00.000Z',
    };
    const rows = [first, ...Array.from({ length: 200 }, (_, i) => ({ ...grant, id: String(100 + i) }))];
    const { calls } = serve({ 'GET /admin/api/promotions/grants': pagedList(rows) });
    const downloads = captureDownloads();
    renderApp('/promotions/grants?username=alice&state=completed&offerId=5', marketingSession);
    await screen.findByRole('table', { name: 'Bonus grants' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));

    const file = await downloads.next();
    expect(file.name).toBe('promotion-grants.csv');
    expect(file.lines[0]).toBe(
      '\uFEFFGrant,Created,Member,Offer,Amount,Deposit,Turnover done,Turnover needed,Converted to cash,Forfeited,Currency,State,How it ended,Granted by,Origin,Note,Expires,Ended',
    );
    expect(file.lines[1]).toBe(
      '40,2026-01-01 08:00:00,alice,RM10 credit,10.00,100.00,50.00,50.00,8.75,0.00,MYR,Completed,Converted to cash,mia,manual:abc,VIP goodwill,2026-01-08 08:00:00,2026-01-03 08:00:00',
    );
    expect(file.lines).toHaveLength(1 + 201 + 1);
    expect(exportCalls(calls, '/admin/api/promotions/grants', ['username', 'state', 'offerId'])).toEqual([
      ['1', 'alice', 'completed', '5'],
      ['2', 'alice', 'completed', '5'],
    ]);
  });
});
