import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteStatus } from '../../app/testing';
import { changeLanguage } from '../../shared/i18n';
import { type Session, setSession } from '../../shared/session';
import { installFakeApi } from '../../test/fake-api';
import { BetRecordPage, TeamBetRecordPage } from './bet-record-page';
import { ProfitPage } from './profit-page';
import { TeamProfitPage } from './team-profit-page';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const session: Session = {
  token: 'token-1',
  account: 'demo',
  merchant: 'demo',
  isAgent: 0,
  customerId: '7',
  memberLabel: [],
};
const NOW = new Date('2026-11-21T20:00:00.000Z');
const totals = { bets: 3, stake: '8.00', validStake: '6.00', payout: '22.30', profit: '16.30', inPlay: '2.00' };
const slotRound = {
  id: '9',
  account: 'demo',
  placedAt: '2026-11-21T16:30:00.000Z',
  product: 'game',
  gameCode: 'GM_SLOT_JUNGLE',
  gameName: { ms: 'Harta Rimba', en: 'Jungle Treasure', zh: '丛林宝藏' },
  drawNumber: '',
  betType: 'round',
  key: 'R-1',
  stake: '5.00',
  status: 'won',
  payout: '12.50',
  profit: '7.50',
  settledAt: '2026-11-21T16:30:01.000Z',
};
const lotteryBet = {
  ...slotRound,
  id: '8',
  product: 'elott',
  gameCode: '5D1',
  gameName: { ms: '5D 1 minit', en: '5D 1 minute', zh: '5D 1分钟' },
  drawNumber: '20261122-0001',
  betType: 'pos_number',
  key: 'pos1:3',
  stake: '1.00',
  payout: '0.00',
  profit: '-1.00',
  status: 'lost',
};
const pendingBet = {
  ...lotteryBet,
  id: '7',
  status: 'pending',
  payout: null,
  profit: null,
  settledAt: null,
  stake: '2.00',
  betType: 'pos_big_small',
  key: 'pos3:big',
};

function serve() {
  return installFakeApi({
    'GET /wps/system/status': { value: siteStatus() },
    'GET /wps/member/bets': (request) => ({
      value: {
        items: [slotRound, lotteryBet, pendingBet],
        total: 3,
        page: 1,
        pageSize: 20,
        currency: 'MYR',
        from: request.query.get('from'),
        to: request.query.get('to'),
        earliest: '2026-08-22',
        totals,
      },
    }),
    'GET /wps/member/profit': (request) => ({
      value: {
        currency: 'MYR',
        from: request.query.get('from'),
        to: request.query.get('to'),
        earliest: '2026-08-22',
        products: [
          {
            product: 'elott',
            bets: 2,
            stake: '3.00',
            validStake: '1.00',
            payout: '0.00',
            profit: '-1.00',
            inPlay: '2.00',
          },
          {
            product: 'game',
            bets: 1,
            stake: '5.00',
            validStake: '5.00',
            payout: '12.50',
            profit: '7.50',
            inPlay: '0.00',
          },
        ],
        days: [{ day: '2026-11-22', ...totals }],
        totals,
      },
    }),
  });
}

async function renderWith(page: React.ReactNode, language: 'en' | 'ms' = 'en') {
  await changeLanguage(language);
  setSession(session);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{page}</QueryClientProvider>);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  setSession(null);
});

describe('the betting record', () => {
  it('shows every product’s bets with game names, results and winnings, and the totals of the filter', async () => {
    serve();
    await renderWith(<BetRecordPage />);
    const table = await screen.findByRole('table', { name: 'Betting record' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1] as HTMLElement).getByText('Jungle Treasure')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Round R-1')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('+7.50')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Number by position')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Position 1: 3')).toBeTruthy();
    expect(rows[3]?.textContent).toContain('Position 3: Big');
    expect(within(rows[2] as HTMLElement).getByText('−1.00')).toBeTruthy();
    expect(within(rows[3] as HTMLElement).getByText('Pending')).toBeTruthy();
    const sums = screen.getByRole('region', { name: 'Totals of the bets found' });
    expect(within(sums).getByText('Valid bets').nextSibling?.textContent).toBe('6.00');
    expect(within(sums).getByText('Win/loss').nextSibling?.textContent).toBe('+16.30');
  });

  it('asks again by product, result and days, from page one', async () => {
    const api = serve();
    await renderWith(<BetRecordPage />);
    await screen.findByRole('table', { name: 'Betting record' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Product' }), 'E-lottery');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Result' }), 'Won');
    await user.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    await waitFor(() => {
      const last = Object.fromEntries(api.callsTo('GET /wps/member/bets').at(-1)?.query ?? []);
      expect(last).toMatchObject({ product: 'elott', status: 'won', from: '2026-10-24', to: '2026-11-22', page: '1' });
    });
  });

  it('speaks Malay', async () => {
    serve();
    await renderWith(<BetRecordPage />, 'ms');
    expect(await screen.findByRole('table', { name: 'Rekod pertaruhan' })).toBeTruthy();
    expect(screen.getByText('Harta Rimba')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Produk' })).toBeTruthy();
    // The round by its reference and each selection in Malay words, never a code.
    const table = screen.getByRole('table');
    expect(table.textContent).toContain('Pusingan R-1');
    expect(table.textContent).toContain('Kedudukan 1: 3');
    expect(table.textContent).toContain('Kedudukan 3: Besar');
    expect(table.textContent).not.toMatch(/pos\d|\bbig\b|\bround\b/);
  });
});

describe('profit and loss', () => {
  it('shows the overall sums, each product and each day', async () => {
    serve();
    await renderWith(<ProfitPage />);
    const products = await screen.findByRole('table', { name: 'By product' });
    expect(within(products).getByRole('rowheader', { name: 'E-lottery' })).toBeTruthy();
    expect(within(products).getByText('−1.00')).toBeTruthy();
    expect(within(products).getByText('+7.50')).toBeTruthy();
    const days = screen.getByRole('table', { name: 'By day' });
    expect(within(days).getByRole('rowheader', { name: '2026-11-22' })).toBeTruthy();
    const overall = screen.getByRole('region', { name: 'Your profit and loss for these days' });
    expect(within(overall).getByText('In play').nextSibling?.textContent).toBe('2.00');
  });
});

describe("the agent's team betting history", () => {
  it("shows each bet's account and asks for one account of the team when typed", async () => {
    const api = installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/agent/team/bets': (request) => ({
        value: {
          items: [{ ...lotteryBet, account: 'kid1' }],
          total: 1,
          page: 1,
          pageSize: 20,
          currency: 'MYR',
          from: request.query.get('from'),
          to: request.query.get('to'),
          earliest: '2026-08-22',
          totals,
        },
      }),
    });
    await renderWith(<TeamBetRecordPage />);
    const table = await screen.findByRole('table', { name: 'Team betting history' });
    expect(within(table).getByRole('columnheader', { name: 'Account' })).toBeTruthy();
    expect(within(table).getByText('kid1')).toBeTruthy();
    const user = userEvent.setup();
    const search = screen.getByRole('form', { name: 'Find an account' });
    await user.type(within(search).getByRole('searchbox', { name: 'Account' }), 'kid1');
    await user.click(within(search).getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(Object.fromEntries(api.callsTo('GET /wps/agent/team/bets').at(-1)?.query ?? [])).toMatchObject({
        account: 'kid1',
        page: '1',
      }),
    );
  });
});

describe('user profit and loss statements', () => {
  it("shows each team member's sums and the team's totals", async () => {
    installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/agent/team/profit': (request) => ({
        value: {
          items: [
            {
              account: 'kid1',
              bets: 2,
              stake: '3.00',
              validStake: '1.00',
              payout: '0.00',
              profit: '-1.00',
              inPlay: '2.00',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 20,
          currency: 'MYR',
          from: request.query.get('from'),
          to: request.query.get('to'),
          earliest: '2026-08-22',
          totals: { bets: 2, stake: '3.00', validStake: '1.00', payout: '0.00', profit: '-1.00', inPlay: '2.00' },
        },
      }),
    });
    await renderWith(<TeamProfitPage />);
    const table = await screen.findByRole('table', { name: 'By member' });
    expect(within(table).getByRole('rowheader', { name: 'kid1' })).toBeTruthy();
    expect(within(table).getByText('−1.00')).toBeTruthy();
    const overall = screen.getByRole('region', { name: "The team's profit and loss for these days" });
    expect(within(overall).getByText('In play').nextSibling?.textContent).toBe('2.00');
  });
});
