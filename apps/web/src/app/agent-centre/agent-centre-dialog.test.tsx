import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountStrip } from '../../features/account/account-strip';
import { getDialog, openDialog } from '../../shared/dialogs';
import { changeLanguage } from '../../shared/i18n';
import { type Session, setSession } from '../../shared/session';
import { installFakeApi } from '../../test/fake-api';
import { renderPage } from '../../test/render';
import { menuTrigger, renderAt } from '../testing';
import { AgentCentreDialog } from './agent-centre-dialog';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

// Stand-in pages, so the panel is tested on its own; the real pages have their own tests.
vi.mock('./pages', async () => {
  const { BarChart3, Megaphone, UserPlus, Users, History, Coins, Clock } = await import('lucide-react');
  const page = (text: string) => () => <h2>{text}</h2>;
  return {
    agentCentrePages: [
      { id: 'announcement', icon: Megaphone, Page: null },
      { id: 'agentTeamOverview', icon: BarChart3, Page: page('Overview body') },
      { id: 'registerCentre', icon: UserPlus, Page: page('Register body') },
      { id: 'downlineManagement', icon: Users, Page: page('Downline body') },
      { id: 'teamBettingHistory', icon: History, Page: null },
      { id: 'dividendRecords', icon: Coins, Page: page('Dividend body'), flag: 'enableCt' },
      { id: 'hourlySalary', icon: Clock, Page: page('Hourly body'), flag: 'hourSalary' },
    ],
  };
});

const agent: Session = {
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

const noContracts = {
  enableCt: false,
  salary: false,
  hourSalary: false,
  divtypereq: false,
  dailysalreqtype: false,
  contracthoursalreq: false,
  realtimesalreqtype: false,
  divtypeinfo: false,
  dailysalinfotype: false,
  contractmrdailysalinfotype: false,
  contracthoursalinfo: false,
  realtimesalinfotype: false,
};

describe('agent centre', () => {
  it('opens on team overview with the built entries in menu order, switches pages and closes', async () => {
    installFakeApi({ 'GET /wps/agent/contracts/info': { value: noContracts } });
    await renderPage(<AgentCentreDialog />);
    act(() => {
      setSession(agent);
      openDialog('agentCentre');
    });
    const panel = await screen.findByRole('dialog', { name: 'Agent centre' });
    const menu = within(panel).getByRole('navigation', { name: 'Agent centre menu' });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Team overview', 'Register centre', 'Downline management']);
    expect(within(menu).getByRole('button', { name: 'Team overview' }).getAttribute('aria-current')).toBe('page');
    expect(await within(panel).findByRole('heading', { name: 'Overview body' })).toBeTruthy();

    await userEvent.click(within(menu).getByRole('button', { name: 'Downline management' }));
    expect(await within(panel).findByRole('heading', { name: 'Downline body' })).toBeTruthy();

    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(getDialog().name).toBeNull());
  });

  it('adds the contract entries the consolidated info turns on, and only those', async () => {
    installFakeApi({
      'GET /wps/agent/contracts/info': { value: { ...noContracts, enableCt: true, divtypereq: true } },
    });
    await renderPage(<AgentCentreDialog />);
    act(() => {
      setSession(agent);
      openDialog('agentCentre');
    });
    const panel = await screen.findByRole('dialog', { name: 'Agent centre' });
    const menu = within(panel).getByRole('navigation', { name: 'Agent centre menu' });
    expect(await within(menu).findByRole('button', { name: 'Dividend records' })).toBeTruthy();
    expect(within(menu).queryByRole('button', { name: 'Hourly salary' })).toBeNull();
    await userEvent.click(within(menu).getByRole('button', { name: 'Dividend records' }));
    expect(await within(panel).findByRole('heading', { name: 'Dividend body' })).toBeTruthy();
  });

  it('does not open for a member who is no agent', async () => {
    await renderPage(<AgentCentreDialog />);
    act(() => {
      setSession({ ...agent, account: 'demo', isAgent: 0 });
      openDialog('agentCentre');
    });
    await waitFor(() => expect(getDialog().name).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Agent centre' })).toBeNull();
  });
});

describe('the user menu', () => {
  const serve = (type: number) =>
    installFakeApi({
      'GET /wps/v2/wallets/balance': { value: { sumBalance: '10.00', currency: 'MYR' } },
      'GET /wps/member/info': {
        value: {
          id: '1',
          account: 'demoagent',
          nickname: '',
          type,
          toUpline: false,
          clubLabel: null,
          memberLabel: [],
          vipLevel: 0,
          vipService: false,
          currency: 'MYR',
          payeeName: '',
          mobileNum: '',
          email: '',
          registeredAt: '2026-11-01T00:00:00.000Z',
          lastLoginAt: null,
        },
      },
    });

  it('offers the agent centre to an agent, opening it', async () => {
    serve(1);
    await changeLanguage('en');
    setSession(agent);
    renderAt('/index', <AccountStrip session={agent} />);
    await userEvent.click(await menuTrigger('Account menu: demoagent'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Agent centre' }));
    expect(getDialog().name).toBe('agentCentre');
  });

  it('does not offer it to a member who is no agent', async () => {
    const member = { ...agent, isAgent: 0 };
    serve(0);
    await changeLanguage('en');
    setSession(member);
    renderAt('/index', <AccountStrip session={member} />);
    await userEvent.click(await menuTrigger('Account menu: demoagent'));
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Agent centre' })).toBeNull();
  });
});
