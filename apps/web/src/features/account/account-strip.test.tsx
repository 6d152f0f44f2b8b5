import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { menuTrigger, renderAt } from '../../app/testing';
import { getDialog } from '../../shared/dialogs';
import { changeLanguage } from '../../shared/i18n';
import { getSession, type Session, setSession } from '../../shared/session';
import { installFakeApi } from '../../test/fake-api';
import { AccountStrip } from './account-strip';

// Whole-shell renders are slow on a busy 2-core machine; give them room rather than flake.
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

const member = {
  id: '7',
  account: 'demo',
  nickname: 'Demo',
  type: 0,
  toUpline: false,
  clubLabel: null,
  memberLabel: [],
  vipLevel: 2,
  vipService: false,
  currency: 'MYR',
  payeeName: 'Demo Player',
  mobileNum: '60******89',
  email: 'd***@example.com',
  registeredAt: '2026-11-01T00:00:00.000Z',
  lastLoginAt: null,
};

function serve(balance = '1234.5') {
  return installFakeApi({
    'GET /wps/v2/wallets/balance': { value: { sumBalance: balance, currency: 'MYR' } },
    'GET /wps/member/info': { value: member },
    'DELETE /wps/session/logout': { value: { ok: true } },
  });
}

beforeEach(async () => {
  localStorage.clear();
  await changeLanguage('en');
  setSession(session);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setSession(null);
});

describe('the balance', () => {
  it('shows the balance with its currency, and the eye toggle hides it as ***', async () => {
    serve();
    renderAt('/index', <AccountStrip session={session} />);
    expect(await screen.findByText('MYR 1,234.50')).toBeTruthy();

    const toggle = screen.getByRole('button', { name: 'Hide balance' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText('MYR 1,234.50')).toBeNull();
    expect(screen.getByTestId('balance-amount').textContent).toBe('***');
    // The refresh button's name must not give the hidden amount away either.
    expect(screen.getByRole('button', { name: 'Refresh balance (***)' })).toBeTruthy();

    await userEvent.click(toggle);
    expect(await screen.findByText('MYR 1,234.50')).toBeTruthy();
    expect(screen.queryByText('Play money')).toBeNull();
  });

  it("labels a trial account's balance as play money (ADR 052)", async () => {
    serve();
    renderAt('/index', <AccountStrip session={{ ...session, isAgent: 4 }} />);
    expect(await screen.findByText('MYR 1,234.50')).toBeTruthy();
    expect(screen.getByTestId('play-money-label').textContent).toBe('Play money');
    expect(screen.getByRole('button', { name: 'Refresh play-money balance (MYR 1,234.50)' })).toBeTruthy();
  });

  it('remembers a hidden balance on this device', async () => {
    localStorage.setItem('gemilang.hideBalance', '1');
    const api = serve();
    renderAt('/index', <AccountStrip session={session} />);
    await waitFor(() => expect(api.callsTo('GET /wps/v2/wallets/balance')).toHaveLength(1));
    expect(screen.getByTestId('balance-amount').textContent).toBe('***');
  });

  it('asks the server again when the balance is clicked, showing an updating placeholder meanwhile', async () => {
    const api = serve('10');
    renderAt('/index', <AccountStrip session={session} />);
    const refresh = await screen.findByRole('button', { name: 'Refresh balance (MYR 10.00)' });

    let release: () => void = () => {};
    api.on(
      'GET /wps/v2/wallets/balance',
      () =>
        new Promise((resolve) => {
          release = () => resolve({ value: { sumBalance: '25.75', currency: 'MYR' } });
        }),
    );
    await userEvent.click(refresh);
    expect(await screen.findByText('Updating…')).toBeTruthy();
    release();
    expect(await screen.findByText('MYR 25.75')).toBeTruthy();
    expect(api.callsTo('GET /wps/v2/wallets/balance')).toHaveLength(2);
  });
});

describe('the cashier doors', () => {
  it('offers deposit and withdraw when the member centre is on, opening it on that page', async () => {
    const api = serve();
    api.on('GET /wps/system/whitelabel', { value: [{ modId: 'MEMBERCENTER3', enabled: '1', childrenNodes: [] }] });
    renderAt('/index', <AccountStrip session={session} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Deposit' }));
    expect(getDialog()).toEqual({ name: 'memberCentre', props: { page: 'depositv2' } });
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(getDialog()).toEqual({ name: 'memberCentre', props: { page: 'withdraw' } });
  });

  it('shows neither to a trial account', async () => {
    const api = serve();
    api.on('GET /wps/system/whitelabel', { value: [{ modId: 'MEMBERCENTER3', enabled: '1', childrenNodes: [] }] });
    renderAt('/index', <AccountStrip session={{ ...session, isAgent: 4 }} />);
    await screen.findByText('MYR 1,234.50');
    expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('shows neither when the member centre is off', async () => {
    const api = serve();
    api.on('GET /wps/system/whitelabel', { value: [{ modId: 'MEMBERCENTER3', enabled: '0', childrenNodes: [] }] });
    renderAt('/index', <AccountStrip session={session} />);
    await waitFor(() => expect(api.callsTo('GET /wps/system/whitelabel')).toHaveLength(1));
    await screen.findByText('MYR 1,234.50');
    expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull();
  });
});

describe('signing out', () => {
  it('asks for confirmation, then revokes the session on the server and forgets it here', async () => {
    const api = serve();
    renderAt('/promotions', <AccountStrip session={session} />);
    await userEvent.click(await menuTrigger('Account menu: demo'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out?' });
    expect(api.callsTo('DELETE /wps/session/logout')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(getSession()).toBeNull());
    expect(api.callsTo('DELETE /wps/session/logout')).toHaveLength(1);
    expect(api.callsTo('DELETE /wps/session/logout')[0]?.headers.Authorization).toBe('Bearer token-1');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(dialog.isConnected).toBe(false);
  });

  it('keeps the session when the confirmation is cancelled', async () => {
    const api = serve();
    renderAt('/index', <AccountStrip session={session} />);
    await userEvent.click(await menuTrigger('Account menu: demo'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(getSession()?.token).toBe('token-1');
    expect(api.callsTo('DELETE /wps/session/logout')).toHaveLength(0);
  });

  it('signs out here even when the server call fails', async () => {
    const api = serve();
    api.on('DELETE /wps/session/logout', { status: 401, error: { code: 'token_expired', message: 'Expired' } });
    renderAt('/index', <AccountStrip session={session} />);
    await userEvent.click(await menuTrigger('Account menu: demo'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(getSession()).toBeNull());
  });
});

describe('the user menu', () => {
  it('loads the member info after sign-in and shows who is signed in', async () => {
    const api = serve();
    renderAt('/index', <AccountStrip session={session} />);
    await waitFor(() => expect(api.callsTo('GET /wps/member/info')).toHaveLength(1));
    await userEvent.click(await menuTrigger('Account menu: demo'));
    const menu = await screen.findByRole('menu');
    expect(menu.textContent).toContain('Demo');
    expect(menu.textContent).toContain('Account: demo · VIP 2');
  });

  it('leads from the VIP level to the VIP page when the member centre is on', async () => {
    const api = serve();
    api.on('GET /wps/system/whitelabel', { value: [{ modId: 'MEMBERCENTER3', enabled: '1', childrenNodes: [] }] });
    renderAt('/index', <AccountStrip session={session} />);
    await waitFor(() => expect(api.callsTo('GET /wps/member/info')).toHaveLength(1));
    await userEvent.click(await menuTrigger('Account menu: demo'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'VIP 2' }));
    expect(getDialog()).toEqual({ name: 'memberCentre', props: { page: 'vip' } });
  });
});
