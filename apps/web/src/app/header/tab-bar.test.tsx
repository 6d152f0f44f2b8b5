import type { TLotteryGameItem, TVendorLane } from '@gemilang/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDialog } from '../../shared/dialogs';
import { changeLanguage } from '../../shared/i18n';
import { setSession } from '../../shared/session';
import { installFakeApi } from '../../test/fake-api';
import { menuTrigger, renderAt, siteStatus } from '../testing';
import { TabBar } from './tab-bar';

/**
 * The phone's games tab is a choice of the categories that have games (lottery, casino, slots…), not a
 * link to the slots lobby. Seen red with the tab a link to /rng: no menu, no lottery.
 */
const card = (vassalage: string, gameType: TVendorLane['title']) => ({
  vassalage,
  name: `${vassalage} Games`,
  accountTypeId: 1,
  gameType,
  isHot: 0 as const,
  status: 'active' as const,
  iconUrl: null,
  games: 3,
});

const vnGame: TLotteryGameItem = {
  code: 'XSMB',
  kind: 'vn_north',
  prizeMode: 'SEA',
  gameGroupCode: 'VN_NORTH',
  labelName: 'Miền Bắc',
  defaultPlayType: 'x',
  intervalMinutes: null,
  isHot: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
  setSession(null);
});

describe("the phone's games tab", () => {
  it('opens a choice of the categories with games, and goes to the one chosen', async () => {
    installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'POST /wps/relay/GCSGAME_gameVendor': {
        value: {
          lanes: [
            { title: 'RNG', cards: [card('GEMILANG', 'RNG')] },
            { title: 'LIVE', cards: [card('GEMILANG', 'LIVE')] },
          ],
        },
      },
      'GET /lgw/games/game_menus': {
        value: { gameMenus: [{ gameGroupCode: 'VN_NORTH', labelName: 'VN', games: [vnGame] }] },
      },
    });
    await changeLanguage('en');
    renderAt('/index', <TabBar />);
    await userEvent.click(await menuTrigger('Games'));
    const menu = await screen.findByRole('menu');
    await within(menu).findByRole('menuitem', { name: 'Lottery' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Lottery', 'Live casino', 'Slots']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Lottery' }));
    expect(screen.getByTestId('location').textContent).toBe('/lottery');
  });

  it('is opaque, so the page scrolled under it does not show through', async () => {
    installFakeApi({ 'GET /wps/system/status': { value: siteStatus() } });
    await changeLanguage('en');
    renderAt('/index', <TabBar />);
    const bar = await screen.findByRole('navigation', { name: 'Bottom menu' });
    expect(bar.className).toMatch(/(^|\s)bg-surface(\s|$)/);
    expect(bar.className).not.toMatch(/bg-[\w-]+\/\d+|backdrop-blur/);
  });
});

/**
 * On a phone the side bar with the customer-service chat is hidden: the More tab carries the chat's unread badge and
 * its menu opens the chat (docs/product.md, Customer service chat). Seen red with the item and the badge taken out
 * of the menu and the tab: no "Customer service" item, no count on More.
 */
describe("the phone's way to customer service", () => {
  it('shows the replies not read on More and opens the chat from its menu, in Malay too', async () => {
    installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'POST /wps/relay/CSP_unreadCount': { value: { count: 0, chat: 2 } },
    });
    setSession({ token: 't-chat', account: 'demo', merchant: 'demo', isAgent: 0, customerId: '7', memberLabel: [] });
    await changeLanguage('en');
    renderAt('/index', <TabBar />);
    const more = await menuTrigger('More 2 unread');
    await userEvent.click(more);
    const menu = await screen.findByRole('menu');
    const service = within(menu).getByRole('menuitem', { name: 'Customer service 2 unread' });
    expect(within(menu).getAllByRole('menuitem')[0]).toBe(service);
    await userEvent.click(service);
    expect(getDialog().name).toBe('supportChat');

    await changeLanguage('ms');
    expect(await screen.findByRole('button', { name: 'Lagi 2 belum dibaca' })).toBeTruthy();
  });

  it('shows no count on More while every reply is read', async () => {
    setSession({ token: 't-read', account: 'demo', merchant: 'demo', isAgent: 0, customerId: '7', memberLabel: [] });
    await changeLanguage('en');
    const api = installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'POST /wps/relay/CSP_unreadCount': { value: { count: 3, chat: 0 } },
    });
    renderAt('/index', <TabBar />);
    await vi.waitFor(() => expect(api.callsTo('POST /wps/relay/CSP_unreadCount').length).toBeGreaterThan(0));
    await userEvent.click(await menuTrigger('More'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Customer service' })).toBeTruthy();
  });
});
