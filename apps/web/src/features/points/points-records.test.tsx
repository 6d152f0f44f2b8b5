import { act, cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemberCentreDialog } from '../../app/member-centre/member-centre-dialog';
import { renderAt, siteStatus } from '../../app/testing';
import { closeDialog, getDialog, openDialog } from '../../shared/dialogs';
import { changeLanguage } from '../../shared/i18n';
import { setSession } from '../../shared/session';
import { installFakeApi } from '../../test/fake-api';
import { memberSession } from '../../test/member-session';
import { catalogue, config, movement, redemption, redemptions } from './fixtures';
import { PointsMallPage } from './points-mall-page';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

function fakeMall(over: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    'GET /wps/system/status': { value: siteStatus() },
    'POST /wps/relay/MCS2_getPointBalance': { value: { enabled: true, balance: '512.50' } },
    'POST /wps/relay/MCS2_getPointReward': { value: catalogue() },
    'POST /wps/relay/MCS2_getPointConfig': { value: config() },
    'POST /wps/relay/MCS2_getRedeemPointList': {
      value: redemptions([
        redemption(),
        redemption({
          id: '10',
          number: 'PX20261121007',
          type: 'life',
          itemName: 'Mobile credit MYR 5',
          quantity: 2,
          points: '600.00',
          amount: '0.00',
          status: 'approved',
          pointsChange: '-600.00',
          pointsBalance: '2512.50',
          remark: 'Reload sent to 012-3456789',
          recipient: '',
          deliveryAddress: '',
          phone: '',
          decidedAt: '2026-11-21T05:00:00.000Z',
        }),
        redemption({ id: '9', number: 'PX20261120002', status: 'rejected', remark: 'Address outside delivery area' }),
      ]),
    },
    'POST /wps/relay/ODSFE2_MemTransDet': {
      value: {
        items: [
          movement({ id: '23', kind: 'redemption', change: '-2000.00', balance: '512.50', remark: 'PX20261122001' }),
          movement(),
        ],
        total: 2,
        page: 1,
        pageSize: 10,
      },
    },
    ...over,
  });
}

/** The screen's width as the page's media queries see it (a table from 1024 px, cards below). */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

async function open(path: string, language: 'en' | 'ms' = 'en') {
  await changeLanguage(language);
  setSession(memberSession);
  return renderAt(path, <PointsMallPage />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSession(null);
  closeDialog();
});

describe('the points mall records', () => {
  it('lists the exchange records with their status chips, remarks and delivery, in the brand zone', async () => {
    screenWidth(1280);
    fakeMall();
    await open('/pointMall?tab=records');
    expect((await screen.findByRole('tab', { name: 'Exchange records' })).getAttribute('aria-selected')).toBe('true');
    const table = await screen.findByRole('table', { name: 'Exchange records' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getByText('Applying')).toBeTruthy();
    expect(rows[0]?.textContent).toContain('2026-11-22 10:00:00');
    expect(rows[0]?.textContent).toContain('12 Jalan Ampang, Kuala Lumpur');
    expect(rows[0]?.textContent).toContain('−2,000.00');
    expect(within(rows[1] as HTMLElement).getByText('Approved')).toBeTruthy();
    expect(rows[1]?.textContent).toContain('Reload sent to 012-3456789');
    expect(within(rows[2] as HTMLElement).getByText('Rejected')).toBeTruthy();
    expect(rows[2]?.textContent).toContain('Address outside delivery area');
  });

  it('shows records as cards on a phone and asks the server for one status when chosen', async () => {
    screenWidth(390);
    const api = fakeMall();
    await open('/pointMall?tab=records', 'ms');
    const cards = await screen.findByRole('list', { name: 'Rekod penukaran' });
    const items = within(cards).getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText('Dalam proses')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Diluluskan')).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText('Ditolak')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ditolak' }));
    await waitFor(() =>
      expect(api.callsTo('POST /wps/relay/MCS2_getRedeemPointList').at(-1)?.body).toEqual({
        page: 1,
        pageSize: 10,
        status: 'rejected',
      }),
    );
  });

  it('lists the points details with kind labels, signed changes and balances', async () => {
    screenWidth(390);
    fakeMall();
    await open('/pointMall?tab=details');
    const cards = await screen.findByRole('list', { name: 'Points details' });
    const items = within(cards).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Redemption');
    expect(items[0]?.textContent).toContain('−2,000.00');
    expect(items[0]?.textContent).toContain('PX20261122001');
    expect(items[1]?.textContent).toContain('Earned from bets');
    expect(items[1]?.textContent).toContain('+12.50');
    expect(items[1]?.textContent).toContain('2,512.50');
  });

  it('shows the points rules: ratio per product, deposit points, conversion and that points do not expire', async () => {
    fakeMall();
    await open('/pointMall?tab=rules');
    const rates = await screen.findByRole('table', { name: 'Earning points' });
    expect(within(rates).getByRole('columnheader', { name: 'Betting unit' })).toBeTruthy();
    expect(within(rates).getByRole('columnheader', { name: 'Points ratio' })).toBeTruthy();
    expect(within(rates).getByRole('row', { name: 'Slots MYR 50.00 1.00' })).toBeTruthy();
    expect(screen.getByText('Every MYR 100.00 deposited earns 2.00 points when the deposit is credited.')).toBeTruthy();
    expect(screen.getByText('100.00 points convert to MYR 1.00, at least 500.00 points at a time.')).toBeTruthy();
    expect(screen.getByText('Points do not expire.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'More from Gemilang' })).toBeTruthy();
  });

  it('leads from the member centre entries to the tab of the points mall', async () => {
    fakeMall();
    await changeLanguage('en');
    setSession(memberSession);
    renderAt('/index', <MemberCentreDialog />);
    act(() => openDialog('memberCentre'));
    const menu = await screen.findByRole('navigation', { name: 'Personal centre menu' });
    const link = within(menu).getByRole('link', { name: 'Exchange records' });
    expect(link.getAttribute('href')).toBe('/pointMall?tab=records');
    expect(within(menu).getByRole('link', { name: 'Points details' }).getAttribute('href')).toBe(
      '/pointMall?tab=details',
    );
    expect(within(menu).getByRole('link', { name: 'Points rules' }).getAttribute('href')).toBe('/pointMall?tab=rules');
    await userEvent.click(link);
    expect(screen.getByTestId('location').textContent).toBe('/pointMall');
    expect(getDialog().name).toBeNull();
  });
});
