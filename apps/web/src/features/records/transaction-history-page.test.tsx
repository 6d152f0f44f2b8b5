import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteStatus } from '../../app/testing';
import { nextDays, previousDays } from '../../shared/date-range';
import { changeLanguage } from '../../shared/i18n';
import { type Session, setSession } from '../../shared/session';
import { type FakeRequest, installFakeApi } from '../../test/fake-api';
import { TeamTransactionsPage, TransactionHistoryPage } from './transaction-history-page';

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

// 20:00 UTC on 21 November is 04:00 on the 22nd in Kuala Lumpur: "today" is the merchant's 22nd.
const NOW = new Date('2026-11-21T20:00:00.000Z');

function row(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id: String(id),
    time: '2026-11-21T16:30:00.000Z',
    type: 'deposit',
    amount: '100.00',
    balanceAfter: '1100.00',
    reference: `deposit:${id}`,
    referenceLabel: { kind: 'deposit', value: String(id) },
    memo: '',
    details: {},
    gameName: null,
    ...overrides,
  };
}

function serve(answer: (request: FakeRequest) => { items: unknown[]; total: number } | { error: string }) {
  return installFakeApi({
    'GET /wps/system/status': { value: siteStatus() },
    'GET /wps/member/transactions': (request) => {
      const result = answer(request);
      if ('error' in result) return { status: 422, error: { code: 'date_range_too_wide', message: result.error } };
      return {
        value: {
          ...result,
          page: Number(request.query.get('page') ?? 1),
          pageSize: 20,
          currency: 'MYR',
          from: request.query.get('from'),
          to: request.query.get('to'),
          earliest: '2026-08-22',
        },
      };
    },
  });
}

async function renderPage(language: 'en' | 'ms' | 'zh' = 'en') {
  await changeLanguage(language);
  setSession(session);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <TransactionHistoryPage />
    </QueryClientProvider>,
  );
}

function lastQuery(api: ReturnType<typeof serve>) {
  const calls = api.callsTo('GET /wps/member/transactions');
  return Object.fromEntries(calls.at(-1)?.query ?? []);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setSession(null);
});

describe('date quick picks', () => {
  it('previous N is the N days up to today; next N runs N days from the current start', () => {
    expect(previousDays(7, '2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(previousDays(30, '2026-11-22')).toEqual({ from: '2026-10-24', to: '2026-11-22' });
    expect(nextDays(7, { from: '2026-10-24', to: '2026-11-22' })).toEqual({ from: '2026-10-24', to: '2026-10-30' });
    expect(nextDays(30, { from: '2026-02-10', to: '2026-02-16' })).toEqual({ from: '2026-02-10', to: '2026-03-11' });
  });
});

describe('account record page', () => {
  it("opens on the last 7 days of the merchant's zone and lists the movements", async () => {
    const api = serve(() => ({
      items: [
        row(2, {
          type: 'withdrawal_hold',
          amount: '-50.00',
          balanceAfter: '1050.00',
          memo: 'Maybank **** 1234',
          details: { account: 'Maybank **** 1234' },
        }),
        row(1),
      ],
      total: 2,
    }));
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Account record' });
    expect(screen.getByRole('heading', { name: 'Account record' })).toBeTruthy();
    expect(lastQuery(api)).toMatchObject({ type: 'all', from: '2026-11-16', to: '2026-11-22', page: '1' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('Withdrawal');
    expect(rows[1]?.textContent).toContain('−50.00');
    expect(rows[1]?.textContent).toContain('1,050.00');
    expect(rows[1]?.textContent).toContain('To Maybank **** 1234');
    // 16:30 UTC is 00:30 the next day in Kuala Lumpur.
    expect(rows[2]?.textContent).toContain('2026-11-22 00:30:00');
    expect(rows[2]?.textContent).toContain('+100.00');
    expect(screen.getByText('2 records from 2026-11-16 to 2026-11-22')).toBeTruthy();
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-16');
    expect(screen.getByRole('button', { name: 'Previous 7 days' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('moves the window with the quick picks and filters by type', async () => {
    const api = serve(() => ({ items: [row(1)], total: 1 }));
    await renderPage();
    await screen.findByRole('table');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ from: '2026-10-24', to: '2026-11-22' }));
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-10-24');

    await user.click(screen.getByRole('button', { name: 'Next 7 days' }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ from: '2026-10-24', to: '2026-10-30' }));
    expect(screen.getByRole('button', { name: 'Next 7 days' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Next 30 days' }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ from: '2026-10-24', to: '2026-11-22' }));

    await user.click(screen.getByRole('button', { name: 'Previous 7 days' }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ from: '2026-11-16', to: '2026-11-22' }));

    await user.selectOptions(screen.getByLabelText('Type'), 'Deposit');
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ type: 'deposit', from: '2026-11-16' }));
    const options = within(screen.getByLabelText('Type'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'All',
      'Deposit',
      'Withdrawal',
      'Withdrawal returned',
      'Transfer to upline',
      'Transfer to downline',
      'Balance adjustment',
      'Lottery bet',
      'Lottery bet cancelled',
      'Lottery settlement',
      'Lottery result corrected',
      'Game bet',
      'Game win',
      'Game bet refunded',
      'Agent wage',
      'Agent dividend',
      'Dividend advance taken back',
      'To a game wallet',
      'From a game wallet',
      'Game wallet transfer returned',
      'Bonus turned to cash',
      'Points mall payment',
      'Points mall payment returned',
      'Points converted to cash',
    ]);
  });

  it('pages through the results and goes back to page 1 when a filter changes', async () => {
    const api = serve((request) => ({
      items: Array.from({ length: 5 }, (_, i) => row(Number(request.query.get('page')) * 100 + i)),
      total: 45,
    }));
    await renderPage();
    await screen.findByText('Page 1 of 3');
    const user = userEvent.setup();
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 3');
    expect(lastQuery(api).page).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    await screen.findByText('Page 1 of 3');
    expect(lastQuery(api)).toMatchObject({ page: '1', from: '2026-10-24' });
  });

  it('says so when there is nothing, and shows a refusal from the server', async () => {
    let refuse = false;
    serve(() => (refuse ? { error: 'Choose a range of at most 3 months.' } : { items: [], total: 0 }));
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'No records in these days' })).toBeTruthy();
    refuse = true;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Choose a range of at most 3 months.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows cards instead of a table on a phone, in Malay by default', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    serve(() => ({ items: [row(1, { memo: 'bank transfer', details: { method: 'bank' } })], total: 1 }));
    await renderPage('ms');
    const list = await screen.findByRole('list', { name: 'Rekod akaun' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(list).getByRole('listitem');
    expect(card.textContent).toContain('Deposit');
    expect(card.textContent).toContain('+100.00');
    // The deposit's number in words, never the ledger's key.
    expect(card.textContent).toContain('Deposit #1');
    expect(card.textContent).not.toContain('deposit:1');
    expect(card.textContent).toContain('Pindahan bank');
    expect(card.textContent).not.toContain('bank transfer');
    expect(screen.getByRole('button', { name: '7 hari sebelumnya' })).toBeTruthy();
  });
});

describe("a movement's details in the reader's language", () => {
  const gameRows = [
    row(3, {
      type: 'game_credit',
      reference: 'game_round:9',
      referenceLabel: { kind: 'round', value: 'gp-9' },
      memo: 'GEMILANG win gp-9',
      details: { round: 'gp-9', outcome: 'win' },
      gameName: { ms: 'Naga Harimau', en: 'Dragon Tiger', zh: '龙虎' },
    }),
    row(2, {
      type: 'bet_stake',
      reference: 'bet_slip:4',
      referenceLabel: { kind: 'slip', value: '4' },
      memo: 'PK101 20261122-0042',
      details: { game: 'PK101', draw: '20261122-0042' },
      gameName: { ms: 'PK10 1 minit', en: 'PK10 1 minute', zh: 'PK10 一分钟' },
    }),
    row(1, { memo: 'bank transfer', details: { method: 'bank' } }),
    row(0, {
      type: 'bonus_convert',
      reference: 'grant:12',
      referenceLabel: { kind: 'bonus', value: '12' },
      details: { bonus: 'yes' },
      gameName: { ms: 'Ganjaran daftar masuk', en: 'Check-in reward', zh: '签到奖励' },
    }),
  ];
  for (const [language, expected] of [
    [
      'ms',
      [
        'Naga Harimau, pusingan gp-9: menang',
        'PK10 1 minit, cabutan 20261122-0042',
        'Pindahan bank',
        'Ganjaran daftar masuk',
      ],
    ],
    ['en', ['Dragon Tiger, round gp-9: win', 'PK10 1 minute, draw 20261122-0042', 'Bank transfer', 'Check-in reward']],
    ['zh', ['龙虎，局号 gp-9：赢', 'PK10 一分钟，第 20261122-0042 期', '银行转账', '签到奖励']],
  ] as const) {
    it(`says what each movement is about in ${language}, never the ledger's English memo or a game code`, async () => {
      serve(() => ({ items: gameRows, total: 4 }));
      await renderPage(language);
      const table = await screen.findByRole('table');
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.map((r) => expected.some((text) => r.textContent?.includes(text)))).toEqual([true, true, true, true]);
      expect(table.textContent).not.toContain('GEMILANG');
      expect(table.textContent).not.toContain('PK101');
      expect(table.textContent).not.toContain('bank transfer');
    });
  }
});

describe("a movement's reference in the reader's language", () => {
  const rows = [
    row(4, { type: 'bet_settle', reference: 'draw:15', referenceLabel: { kind: 'draw', value: '20261123-HN' } }),
    row(3, { type: 'game_debit', reference: 'game_round:2', referenceLabel: { kind: 'round', value: 'gp-1' } }),
    row(2, { type: 'withdrawal_hold', reference: 'withdrawal:7', referenceLabel: { kind: 'withdrawal', value: '7' } }),
    // A reference with no readable form (a kind this page does not know yet) shows a dash.
    row(1, { type: 'adjustment', reference: 'bulk:3', referenceLabel: { kind: 'later', value: '3' } }),
  ];
  for (const [language, expected] of [
    ['ms', ['Cabutan 20261123-HN', 'Pusingan gp-1', 'Pengeluaran #7', '—']],
    ['en', ['Draw 20261123-HN', 'Round gp-1', 'Withdrawal #7', '—']],
    ['zh', ['第 20261123-HN 期', '局号 gp-1', '提款 #7', '—']],
  ] as const) {
    it(`shows the draw's number, the round and the order's number in ${language}, never a ledger key`, async () => {
      serve(() => ({ items: rows, total: 4 }));
      await renderPage(language);
      const table = await screen.findByRole('table');
      const column = within(table)
        .getAllByRole('columnheader')
        .findIndex((h) => h.textContent === { ms: 'Rujukan', en: 'Reference', zh: '参考号' }[language]);
      const cells = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.querySelectorAll('td')[column]?.textContent);
      expect(cells).toEqual(expected);
      expect(table.textContent).not.toMatch(/\b(draw|game_round|withdrawal|bulk):\d/);
    });
  }
});

describe('downline transaction details', () => {
  it("shows each movement's account and asks for one account of the team when typed", async () => {
    const api = installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/agent/team/transactions': (request) => ({
        value: {
          items: [{ ...row(1), account: 'kid1' }],
          total: 1,
          page: 1,
          pageSize: 20,
          currency: 'MYR',
          from: request.query.get('from'),
          to: request.query.get('to'),
          earliest: '2026-08-22',
        },
      }),
    });
    await changeLanguage('en');
    setSession(session);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <TeamTransactionsPage />
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Downline transaction details' });
    expect(within(table).getByRole('columnheader', { name: 'Account' })).toBeTruthy();
    expect(within(table).getByText('kid1')).toBeTruthy();
    const user = userEvent.setup();
    const search = screen.getByRole('form', { name: 'Find an account' });
    await user.type(within(search).getByRole('searchbox', { name: 'Account' }), 'kid1');
    await user.click(within(search).getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(Object.fromEntries(api.callsTo('GET /wps/agent/team/transactions').at(-1)?.query ?? [])).toMatchObject({
        account: 'kid1',
      }),
    );
  });
});
