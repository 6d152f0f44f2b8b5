import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, getDialog } from '../shared/dialogs';
import { changeLanguage } from '../shared/i18n';
import { setSession } from '../shared/session';
import { installFakeApi } from '../test/fake-api';
import { Site } from './site';
import { fakeSite as openSite, renderAt, siteStatus } from './testing';

/** Shows the router's query string, so a test can see a link's parameters leave the address. */
function SearchProbe() {
  return <span data-testid="search">{useLocation().search}</span>;
}

// Whole-shell renders are slow on a busy 2-core machine; give them room rather than flake.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

beforeEach(async () => {
  localStorage.clear();
  setSession(null);
  closeDialog();
  await changeLanguage('ms');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the permission call', () => {
  it('shows the branded splash and no route until the status answers', async () => {
    installFakeApi({ 'GET /wps/system/status': () => new Promise(() => {}) });
    renderAt('/promotions', <Site />);
    expect((await screen.findByRole('status')).textContent).toContain('Memuatkan…');
    expect(screen.queryByRole('heading', { name: 'Promosi' })).toBeNull();
  });

  it.each(['/index', '/promotions', '/helpmc', '/register', '/no-such-page'])(
    'shows the maintenance page on %s, with the window in the merchant time zone and the message',
    async (path) => {
      openSite({
        maintenance: true,
        maintenanceFrom: '2026-11-22T02:00:00.000Z',
        maintenanceUntil: '2026-11-22T05:30:15.000Z',
        maintenanceMessage: 'Naik taraf pangkalan data.',
      });
      renderAt(path, <Site />);
      expect(await screen.findByRole('heading', { level: 1, name: 'Laman sedang diselenggara' })).toBeTruthy();
      // Kuala Lumpur is UTC+8.
      expect(screen.getByText('2026-11-22 10:00:00')).toBeTruthy();
      expect(screen.getByText('2026-11-22 13:30:15')).toBeTruthy();
      expect(screen.getByText('Naik taraf pangkalan data.')).toBeTruthy();
      expect(screen.queryByRole('navigation', { name: 'Navigasi utama' })).toBeNull();
    },
  );

  it('shows the region-blocked page on every path, with the client address to quote', async () => {
    openSite({ regionRestriction: true, clientIp: '198.51.100.23' });
    renderAt('/join', <Site />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tidak tersedia di kawasan anda' })).toBeTruthy();
    expect(screen.getByText('198.51.100.23')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sertai kami sebagai ejen' })).toBeNull();
  });

  it('offers a retry when the permission call cannot be reached', async () => {
    const api = openSite();
    let down = true;
    const status = siteStatus();
    api.on('GET /wps/system/status', () =>
      down ? { status: 502, raw: '<html>Bad gateway</html>' } : { value: status },
    );
    renderAt('/index', <Site />);
    const retry = await screen.findByRole('button', { name: 'Cuba lagi' }, { timeout: 4000 });
    down = false;
    await userEvent.click(retry);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Permainan adil. Wang anda diurus dengan jujur.' }),
    ).toBeTruthy();
  });
});

describe('routes', () => {
  it('sends / to /index, the home page', async () => {
    openSite();
    renderAt('/', <Site />);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/index'));
    expect(await screen.findByRole('heading', { name: 'Komitmen kami kepada anda' })).toBeTruthy();
  });

  it('keeps the query and hash when sending / to /index', async () => {
    openSite();
    renderAt(
      '/?tab=2#top',
      <>
        <Site />
        <SearchProbe />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/index'));
    expect(screen.getByTestId('search').textContent).toBe('?tab=2');
  });

  it("opens the deposit's outcome when the payment gateway sends the member back to /?deposit=<id>", async () => {
    setSession({ token: 't', account: 'demo', merchant: 'demo', isAgent: 0, customerId: '1', memberLabel: [] });
    openSite({}, {}, { 'GET /wps/v2/wallets/balance': { value: { sumBalance: '0.00', currency: 'MYR' } } });
    renderAt('/?deposit=42', <Site />);
    await waitFor(() =>
      expect(getDialog()).toEqual({ name: 'memberCentre', props: { page: 'depositv2', deposit: '42' } }),
    );
    expect(screen.getByTestId('location').textContent).toBe('/index');
  });

  it('shows an honest empty promotions hall with its header and footer', async () => {
    openSite({}, {}, { 'GET /wps/promotions': { value: { items: [], currency: 'MYR' } } });
    renderAt('/promotions', <Site />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Promosi' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Tiada promosi buat masa ini' })).toBeTruthy();
    // The footer follows the first paint (ADR 041).
    expect((await screen.findByRole('contentinfo')).textContent).toContain(`© ${new Date().getFullYear()} Gemilang.`);
  });

  it('opens the register dialog on /register.html over the home page', async () => {
    openSite();
    renderAt('/register.html', <Site />);
    // The open dialog hides the page behind it from assistive technology, hence `hidden`.
    expect(await screen.findByRole('heading', { name: 'Komitmen kami kepada anda', hidden: true })).toBeTruthy();
    expect(getDialog().name).toBe('register');
  });

  it('keeps the page under the member centre as drawn when the link that opened it leaves the address', async () => {
    setSession({ token: 't', account: 'demo', merchant: 'demo', isAgent: 0, customerId: '1', memberLabel: [] });
    openSite({}, {}, { 'GET /wps/v2/wallets/balance': { value: { sumBalance: '0.00', currency: 'MYR' } } });
    renderAt(
      '/index?mc=securityCenter',
      <>
        <Site />
        <SearchProbe />
      </>,
    );
    const heading = await screen.findByRole('heading', { name: 'Komitmen kami kepada anda', hidden: true });
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe(''));
    expect(getDialog()).toEqual({ name: 'memberCentre', props: { page: 'securityCenter' } });
    // Drawn again, the page would be a new one (and fade in behind the dialog, in the middle of the load).
    expect(heading.isConnected).toBe(true);
    expect(heading.closest('.route-fade')).toBeNull();
  });

  it('shows help content alone on /helpmc, without header or footer', async () => {
    openSite(
      {},
      {},
      {
        'GET /wps/system/helpCenter': {
          value: [{ tag: 'deposit', title: 'Cara deposit', content: '<p>Pilih kaedah.</p>' }],
        },
      },
    );
    renderAt('/helpmc', <Site />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Cara deposit' })).toBeTruthy();
    expect(screen.getByText('Pilih kaedah.')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('shows a not-found page for an unknown path', async () => {
    openSite();
    renderAt('/casino-royale', <Site />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Halaman tidak dijumpai' })).toBeTruthy();
  });

  it('opens the help dialog at the topic a footer link names', async () => {
    openSite();
    renderAt('/index', <Site />);
    const footer = await screen.findByRole('contentinfo');
    await userEvent.click(within(footer).getByRole('button', { name: 'Pengeluaran' }));
    expect(getDialog()).toEqual({ name: 'help', props: { tag: 'withdraw' } });
  });
});

describe('the "logined to home page" guard (LOGINEDTOHOME3)', () => {
  it('sends a visitor without a session from any other page to /login, with the login dialog open', async () => {
    openSite({}, { LOGINEDTOHOME3: true });
    renderAt('/promotions', <Site />);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    await waitFor(() => expect(getDialog().name).toBe('login'));
    expect(screen.queryByRole('heading', { level: 1, name: 'Promosi' })).toBeNull();
  });

  it.each(['/register', '/register.html', '/helpmc', '/download'])('lets a visitor open %s', async (path) => {
    openSite({}, { LOGINEDTOHOME3: true });
    renderAt(path, <Site />);
    await screen.findAllByRole('heading', { level: 1, hidden: true });
    expect(screen.getByTestId('location').textContent).toBe(path);
  });

  it('lets a signed-in member go anywhere', async () => {
    setSession({ token: 't', account: 'demo', merchant: 'demo', isAgent: 0, customerId: '1', memberLabel: [] });
    openSite(
      {},
      { LOGINEDTOHOME3: true },
      {
        'GET /wps/v2/wallets/balance': { value: { sumBalance: '0.00', currency: 'MYR' } },
      },
    );
    renderAt('/promotions', <Site />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Promosi' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/promotions');
  });

  it('does nothing when the module is off', async () => {
    openSite({}, { LOGINEDTOHOME3: false });
    renderAt('/join', <Site />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sertai kami sebagai ejen' })).toBeTruthy();
  });
});
