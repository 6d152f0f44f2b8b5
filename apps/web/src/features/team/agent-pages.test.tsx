/**
 * The agent centre's pages against a fake server that answers through the contract. Seen failing on
 * purpose: sending the draft filters without pressing Search (the list asked on every key) fails the
 * filter test's exact query; dropping the account from the transfer body fails the transfer test.
 */
import type { TTeamFigures, TTeamMember, TTeamOverview } from '@gemilang/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteStatus } from '../../app/testing';
import { todayIn } from '../../shared/date-range';
import { setSession } from '../../shared/session';
import { installFakeApi } from '../../test/fake-api';
import { renderPage } from '../../test/render';
import { DownlinePage } from './downline-page';
import { RegisterCentrePage } from './register-centre-page';
import { TeamOverviewPage } from './team-overview-page';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const agent = {
  token: 't'.repeat(43),
  account: 'demoagent',
  merchant: 'demo',
  isAgent: 1,
  customerId: '1',
  memberLabel: [],
};

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

function figures(overrides: Partial<TTeamFigures> = {}): TTeamFigures {
  return {
    headcount: 3,
    newMembers: 1,
    activeMembers: 2,
    deposits: '500.00',
    withdrawals: '120.00',
    validBets: '1000.00',
    wins: '850.50',
    profitLoss: '-149.50',
    ...overrides,
  };
}

function member(account: string, overrides: Partial<TTeamMember> = {}): TTeamMember {
  return {
    account,
    nickname: '',
    kind: 'member',
    type: 0,
    level: 1,
    upline: 'demoagent',
    status: 'active',
    balance: '25.00',
    teamSize: 0,
    registeredAt: '2026-11-01T02:00:00.000Z',
    lastLoginAt: null,
    ...overrides,
  };
}

async function show(ui: React.ReactNode, language: 'en' | 'ms' = 'en') {
  const result = await renderPage(ui, language);
  setSession(agent);
  return result;
}

describe('team overview', () => {
  it('shows the team’s figures and each direct downline, and asks again for a quick pick', async () => {
    const overview = (from: string, to: string): TTeamOverview => ({
      currency: 'MYR',
      exponent: 2,
      from,
      to,
      team: figures(),
      branches: [{ account: 'demosub', kind: 'agent', ...figures({ headcount: 2, profitLoss: '20.00' }) }],
    });
    const api = installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/agent/team/overview': (r) => ({
        value: overview(r.query.get('from') ?? '', r.query.get('to') ?? ''),
      }),
    });
    await show(<TeamOverviewPage />);
    expect(await screen.findByRole('heading', { name: 'Team overview' })).toBeTruthy();
    const summary = await screen.findByRole('region', { name: /^Whole team/ });
    expect(within(summary).getByText('Valid bets').closest('div')?.textContent).toContain('1,000.00');
    expect(within(summary).getByText('Profit and loss').closest('div')?.textContent).toContain('−149.50');
    const table = screen.getByRole('table', { name: 'By direct downline' });
    expect(within(table).getByRole('rowheader', { name: /demosub/ })).toBeTruthy();

    const today = todayIn('Asia/Kuala_Lumpur');
    expect(api.callsTo('GET /wps/agent/team/overview')[0]?.query.get('from')).toBe(today);
    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(api.callsTo('GET /wps/agent/team/overview')).toHaveLength(2));
    expect(api.callsTo('GET /wps/agent/team/overview')[1]?.query.get('to')).toBe(today);
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('offers the register centre when there is no direct downline yet, in Malay', async () => {
    installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/agent/team/overview': {
        value: {
          currency: 'MYR',
          exponent: 2,
          from: '2026-11-22',
          to: '2026-11-22',
          team: figures({ headcount: 0 }),
          branches: [],
        },
      },
    });
    await show(<TeamOverviewPage />, 'ms');
    expect(await screen.findByText('Anda belum mempunyai downline langsung.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buka akaun' })).toBeTruthy();
  });
});

describe('downline management', () => {
  it('applies the filters on Search, opens an account and transfers to it with the payment password', async () => {
    const api = installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/agent/team/members': {
        value: {
          currency: 'MYR',
          exponent: 2,
          items: [member('demoplayer3'), member('demosub', { kind: 'agent', type: 2, teamSize: 1 })],
          total: 2,
          page: 1,
          pageSize: 20,
        },
      },
      'GET /wps/agent/team/members/demosub': {
        value: {
          ...member('demosub', { kind: 'agent', type: 2, teamSize: 1 }),
          currency: 'MYR',
          exponent: 2,
          directDownline: 1,
          path: ['demoagent'],
        },
      },
      'GET /wps/agent/team/transfer': {
        value: {
          currency: 'MYR',
          exponent: 2,
          available: '300.00',
          minAmount: '1.00',
          maxAmount: '100000.00',
          maxNow: '300.00',
          paymentPasswordSet: true,
        },
      },
      'POST /wps/agent/team/transfer': {
        value: {
          id: '9',
          amount: '40.00',
          currency: 'MYR',
          account: 'demosub',
          balance: '260.00',
          createdAt: '2026-11-22T01:00:00.000Z',
        },
      },
    });
    await show(<DownlinePage />);
    const table = await screen.findByRole('table', { name: 'Your downline' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((r) => r.textContent),
    ).toEqual(['demoplayer3Member', 'demosubAgent']);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Account' }), 'demo');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Direct (level 1)');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Agent');
    expect(api.callsTo('GET /wps/agent/team/members')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo('GET /wps/agent/team/members')).toHaveLength(2));
    const asked = api.callsTo('GET /wps/agent/team/members')[1]?.query;
    expect(Object.fromEntries(asked ?? [])).toEqual({
      account: 'demo',
      kind: 'agent',
      level: '1',
      page: '1',
      pageSize: '20',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Details of demosub' }));
    expect(await screen.findByRole('heading', { name: 'Details of demosub' })).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Transfer to a downline' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount' }), '40');
    await userEvent.type(within(form).getByLabelText(/^Payment password/), '135790');
    await userEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    // Nothing is sent before the agent confirms the amount and the account it goes to.
    const confirm = await screen.findByRole('alertdialog', { name: 'Transfer to demosub?' });
    expect(confirm.textContent).toContain('MYR 40.00 will leave your balance for demosub.');
    expect(api.callsTo('POST /wps/agent/team/transfer')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Transfer MYR 40.00' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'MYR 40.00 sent to demosub. Your balance is now MYR 260.00.',
    );
    const sent = api.callsTo('POST /wps/agent/team/transfer')[0]?.body as Record<string, string>;
    expect(sent).toMatchObject({ account: 'demosub', amount: '40', paymentPassword: '135790' });
    expect(sent.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);

    await userEvent.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByRole('table', { name: 'Your downline' })).toBeTruthy();
  });

  it('shows a refusal of an account outside the team', async () => {
    installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/agent/team/members': {
        value: { currency: 'MYR', exponent: 2, items: [member('gone')], total: 1, page: 1, pageSize: 20 },
      },
      'GET /wps/agent/team/members/gone': {
        status: 404,
        error: { code: 'team_member_unknown', message: 'That account is not in your team.' },
      },
      'GET /wps/agent/team/transfer': { status: 500, error: { code: 'internal_error', message: 'x' } },
    });
    await show(<DownlinePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Details of gone' }));
    expect(await screen.findByText('That account is not in your team.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Transfer to a downline' })).toBeNull();
  });
});

describe('register centre', () => {
  it('opens an agent account under the agent, and shows a taken name at its field', async () => {
    let calls = 0;
    const api = installFakeApi({
      'GET /wps/agent/invitation': {
        value: { code: 'K7Q2M9PA', link: 'http://localhost/register?affiliateCode=K7Q2M9PA', registrations: 2 },
      },
      'PUT /wps/agent/team/accounts': () =>
        ++calls === 1
          ? { status: 409, error: { code: 'username_taken', message: 'This username is taken.' } }
          : { value: { account: 'newagent2', kind: 'agent' } },
    });
    await show(<RegisterCentrePage />);
    const form = await screen.findByRole('form', { name: 'Open an account' });
    await userEvent.click(within(form).getByRole('radio', { name: 'Agent' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /^Username/ }), 'newagent');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'abc12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Open account' }));
    expect(await within(form).findByText('This username is taken.')).toBeTruthy();
    await userEvent.type(within(form).getByRole('textbox', { name: /^Username/ }), '2');
    await userEvent.click(within(form).getByRole('button', { name: 'Open account' }));
    expect((await screen.findByRole('status')).textContent).toBe('Agent account newagent2 opened under you.');
    expect(api.callsTo('PUT /wps/agent/team/accounts')[1]?.body).toEqual({
      kind: 'agent',
      username: 'newagent2',
      password: 'abc12345',
    });
  });

  it('shows the invitation code and link, and draws a new code', async () => {
    let code = 'K7Q2M9PA';
    const api = installFakeApi({
      'GET /wps/agent/invitation': () => ({
        value: { code, link: `http://localhost/register?affiliateCode=${code}`, registrations: 1 },
      }),
      'POST /wps/agent/invitation': () => {
        code = 'ZX3C4V5B';
        return { value: { code, link: `http://localhost/register?affiliateCode=${code}`, registrations: 1 } };
      },
    });
    await show(<RegisterCentrePage />);
    expect(await screen.findByText('K7Q2M9PA')).toBeTruthy();
    expect(screen.getByText('http://localhost/register?affiliateCode=K7Q2M9PA')).toBeTruthy();
    expect(screen.getByText('1 member registered with your invitation.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy the link' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'New code' }));
    expect(await screen.findByText('ZX3C4V5B')).toBeTruthy();
    expect(api.callsTo('POST /wps/agent/invitation')).toHaveLength(1);
  });
});
