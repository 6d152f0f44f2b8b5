import type { TLotteryGameItem, TVendorLane } from '@gemilang/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../shared/i18n';
import { installFakeApi } from '../../test/fake-api';
import { Footer } from '../footer';
import { renderAt, siteStatus } from '../testing';
import { NavBar } from './nav-bar';

/**
 * The header's game entries appear only for categories with vendors, each with a dropdown of its
 * vendors' icons (left-aligned past 6), and the footer shows every vendor's icon. Seen red with the lanes
 * ignored (the static empty list the site had before): no Live casino entry, no footer providers.
 */
const card = (vassalage: string, gameType: TVendorLane['title'], iconUrl: string | null = null) => ({
  vassalage,
  name: `${vassalage} Games`,
  accountTypeId: 1,
  gameType,
  isHot: 0 as const,
  status: 'active' as const,
  iconUrl,
  games: 3,
});

function serve(lanes: TVendorLane[], lotteryGames: TLotteryGameItem[] = []) {
  installFakeApi({
    'GET /wps/system/status': { value: siteStatus() },
    'POST /wps/relay/GCSGAME_gameVendor': { value: { lanes } },
    'GET /lgw/games/game_menus': {
      value: { gameMenus: lotteryGames.length ? [{ gameGroupCode: 'G', labelName: 'G', games: lotteryGames }] : [] },
    },
  });
}

const lotteryGame = (code: string, prizeMode: TLotteryGameItem['prizeMode']): TLotteryGameItem => ({
  code,
  kind: prizeMode === 'Elott' ? '5d' : 'vn_north',
  prizeMode,
  gameGroupCode: 'G',
  labelName: code,
  defaultPlayType: 'x',
  intervalMinutes: prizeMode === 'Elott' ? 1 : null,
  isHot: false,
});

afterEach(() => vi.unstubAllGlobals());

describe('the header and footer from the vendor lanes', () => {
  it('lists only the categories with vendors, each linking its vendors to the lobby by vassalage', async () => {
    serve([
      { title: 'RNG', cards: [card('GEMILANG', 'RNG', '/games/vendor-gemilang.svg')] },
      { title: 'LIVE', cards: [card('EVO', 'LIVE'), card('SEXY', 'LIVE')] },
    ]);
    await changeLanguage('en');
    renderAt('/index', <NavBar />);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const live = await within(nav).findByRole('link', { name: 'Live casino' });
    expect(live.getAttribute('href')).toBe('/live');
    expect(within(nav).getByRole('link', { name: 'Slots' }).getAttribute('href')).toBe('/rng');
    expect(within(nav).queryByRole('link', { name: 'Fishing' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Sports' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'SEXY Games' }).getAttribute('href')).toBe('/live?vassalage=SEXY');
  });

  it("lists the brand's own lottery and e-lottery before the casino and slots, with no lottery vendor", async () => {
    serve(
      [
        { title: 'RNG', cards: [card('GEMILANG', 'RNG')] },
        { title: 'LIVE', cards: [card('GEMILANG', 'LIVE')] },
      ],
      [lotteryGame('XSMB', 'SEA'), lotteryGame('FT5D', 'Elott')],
    );
    await changeLanguage('en');
    renderAt('/index', <NavBar />);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const lottery = await within(nav).findByRole('link', { name: 'Lottery' });
    expect(lottery.getAttribute('href')).toBe('/lottery');
    expect(within(nav).getByRole('link', { name: 'E-lottery' }).getAttribute('href')).toBe('/elott');
    // The entries in the navigation's order, each category's vendors after it (its dropdown).
    const places = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(places).toEqual([
      '/index',
      '/index',
      '/lottery',
      '/elott',
      '/live',
      '/live?vassalage=GEMILANG',
      '/rng',
      '/rng?vassalage=GEMILANG',
      '/promotions',
      '/down',
    ]);
  });

  it('is opaque, so the page scrolled under the sticky header does not show through it', async () => {
    serve([]);
    await changeLanguage('en');
    renderAt('/index', <NavBar />);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const bar = nav.parentElement as HTMLElement;
    expect(bar.className).toMatch(/(^|\s)bg-surface(\s|$)/);
    // A background with an alpha (bg-surface/95) or a blur lets the page under it through.
    expect(bar.className).not.toMatch(/bg-[\w-]+\/\d+|backdrop-blur/);
  });

  it('shows every vendor once in the footer, with its icon or its initials', async () => {
    serve([
      { title: 'RNG', cards: [card('GEMILANG', 'RNG', '/games/vendor-gemilang.svg')] },
      { title: 'LIVE', cards: [card('GEMILANG', 'LIVE', '/games/vendor-gemilang.svg'), card('EVO', 'LIVE')] },
    ]);
    await changeLanguage('en');
    renderAt('/index', <Footer />);
    const providers = await screen.findByRole('region', { name: 'Our game providers' });
    const names = within(providers)
      .getAllByRole('listitem')
      .map((li) => li.lastElementChild?.textContent);
    expect(names).toEqual(['GEMILANG Games', 'EVO Games']);
    expect(within(providers).getByText('EG').getAttribute('aria-hidden')).toBe('true');
    expect(providers.querySelector('img[src="/games/vendor-gemilang.svg"]')).not.toBeNull();
  });

  it('shows no game entries and no providers when the brand has no vendors', async () => {
    serve([]);
    await changeLanguage('en');
    renderAt('/index', <NavBar />);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await within(nav).findByRole('link', { name: 'Home' });
    expect(within(nav).queryByRole('link', { name: 'Slots' })).toBeNull();
  });
});
