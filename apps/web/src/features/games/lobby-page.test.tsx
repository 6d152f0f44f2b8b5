import type { TLobbyGame, TVendorLane } from '@gemilang/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt, siteStatus } from '../../app/testing';
import { onFirstScreenDrawn } from '../../boot/first-screen-drawn';
import { closeDialog, getDialog } from '../../shared/dialogs';
import { changeLanguage } from '../../shared/i18n';
import { type Session, setSession } from '../../shared/session';
import { GeneralDialogHost } from '../../shared/ui/general-dialog';
import { LoadingOverlayHost } from '../../shared/ui/loading-overlay';
import { type FakeRequest, installFakeApi } from '../../test/fake-api';
import { GamePage } from './game-page';
import { LobbyPage } from './lobby-page';

vi.setConfig({ testTimeout: 20_000 });

/**
 * The game lobby of /rng and /live and the launch flow (ADR 031), against a fake server whose
 * replies pass the contract. Each was seen red with its guard broken on purpose: launch.ts's maintenance
 * check skipped (the maintenance test red: the launch was called), requireRealAccount skipped (the visitor
 * and trial tests red: the launch was called), and the star's action always "add" (the favourite test red).
 * The long-lane test was seen red with GameGrid left at its first slice (usePainted's answer ignored).
 */
const member: Session = {
  token: 'tok-1',
  account: 'ali88',
  merchant: 'demo',
  isAgent: 0,
  customerId: '7',
  memberLabel: [],
};
const trial: Session = { ...member, token: 'tok-trial', account: 'guest1', isAgent: 4 };

function card(code: string, name: string, more: Partial<TLobbyGame> = {}): TLobbyGame {
  return {
    code,
    name,
    vassalage: 'GEMILANG',
    vendorName: 'Gemilang',
    accountTypeName: 'GEMILANG',
    category: 'RNG',
    subCategory: 'slots',
    isHot: 0,
    isGame: 'GAME',
    status: 'active',
    imageUrl: `/games/${code}.svg`,
    ...more,
  };
}

const jungle = card('GM_SLOT_JUNGLE', 'Jungle Treasure', { isHot: 1 });
const dragon = card('GM_SLOT_DRAGON', 'Golden Dragon', { status: 'maintenance' });
const baccarat = card('GM_BACCARAT', 'Baccarat', { subCategory: 'baccarat' });
const liveGame = card('LV_BAC', 'Speed Baccarat', {
  vassalage: 'LIVEV',
  vendorName: 'Live Vendor',
  accountTypeName: 'LIVEV',
  category: 'LIVE',
  subCategory: 'baccarat',
  imageUrl: null,
});
const liveLobby = card('LV_LOBBY', 'Live Lobby', {
  ...liveGame,
  code: 'LV_LOBBY',
  name: 'Live Lobby',
  isGame: 'VASSALAGE',
  subCategory: '',
});

const lanes: TVendorLane[] = [
  {
    title: 'RNG',
    cards: [
      {
        vassalage: 'GEMILANG',
        name: 'Gemilang',
        accountTypeId: 1,
        gameType: 'RNG',
        isHot: 1,
        status: 'active',
        iconUrl: '/games/vendor-gemilang.svg',
        games: 3,
      },
    ],
  },
  {
    title: 'LIVE',
    cards: [
      {
        vassalage: 'LIVEV',
        name: 'Live Vendor',
        accountTypeId: 2,
        gameType: 'LIVE',
        isHot: 0,
        status: 'active',
        iconUrl: null,
        games: 2,
      },
    ],
  },
];

/** More slot games for a test of a long lane (the grid draws its first cards, then the rest). */
let moreSlots: TLobbyGame[] = [];

function gamesFor(request: FakeRequest) {
  const body = request.body as { category: string; subCategory?: string; search?: string };
  const all = { LIVE: [liveGame, liveLobby], RNG: [jungle, dragon, baccarat, ...moreSlots] }[body.category] ?? [];
  const games = all.filter(
    (g) =>
      (!body.subCategory || g.subCategory === body.subCategory) &&
      (!body.search || g.name.toLowerCase().includes(body.search.toLowerCase())),
  );
  const subCategories = { LIVE: ['baccarat'], RNG: ['slots', 'baccarat'] }[body.category] ?? [];
  return { value: { games, total: games.length, subCategories } };
}

function serve(options: { favourites?: TLobbyGame[] } = {}) {
  let favourites = options.favourites ?? [];
  const api = installFakeApi({
    'GET /wps/system/status': { value: siteStatus() },
    'POST /wps/relay/GCSGAME_gameVendor': { value: { lanes } },
    'POST /wps/relay/GCSGAME_gameList': gamesFor,
    'POST /wps/relay/GCSGAME_hotGamesV2': { value: { games: [jungle] } },
    'POST /wps/relay/GCSGAME_getRankList': {
      value: {
        winners: [
          {
            player: 'al***8',
            gameName: 'Jungle Treasure',
            gameCode: 'GM_SLOT_JUNGLE',
            vassalage: 'GEMILANG',
            prize: '250.50',
            at: '2026-11-22T00:00:00.000Z',
          },
        ],
      },
    },
    'POST /wps/relay/GCS_recentGame': { value: { games: [baccarat] } },
    'POST /wps/relay/MCSFE_getFavoriteGamesList': () => ({ value: { games: favourites } }),
    'POST /wps/relay/MCSFE_getFavoriteGames': (request) => {
      const body = request.body as { action: string; gameCode: string };
      favourites = body.action === 'add' ? [jungle] : favourites.filter((g) => g.code !== body.gameCode);
      return { value: { favourites: favourites.map((g) => ({ code: g.code, vassalage: g.vassalage })) } };
    },
    'POST /wps/relay/GCSGAME_getVassGameType': {
      value: { vassalage: 'LIVEV', name: 'Live Vendor', status: 'active', games: [liveGame] },
    },
    'GET /wps/game/launchGame': {
      value: {
        game_url: '/play/GM_SLOT_JUNGLE?code=abc&lang=en',
        game_url2: null,
        vassalage: 'GEMILANG',
        gameCode: 'GM_SLOT_JUNGLE',
        expiresAt: '2026-11-22T00:15:00.000Z',
      },
    },
  });
  return api;
}

async function open(path: string, session: Session | null) {
  await changeLanguage('en');
  setSession(session);
  renderAt(
    path,
    <>
      <Routes>
        <Route path="/rng" element={<LobbyPage kind="rng" />} />
        <Route path="/live" element={<LobbyPage kind="live" />} />
        <Route path="/fish" element={<LobbyPage kind="fish" />} />
        <Route path="/game" element={<GamePage />} />
      </Routes>
      <Suspense fallback={null}>
        <GeneralDialogHost />
        <LoadingOverlayHost />
      </Suspense>
    </>,
  );
  return userEvent.setup();
}

/** The general dialog's queue outlives a test: each test closes what it opened, by a button, as a player does. */
async function dismiss(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const [button] = within(dialog).getAllByRole('button');
  if (button) await user.click(button);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  moreSlots = [];
  vi.unstubAllGlobals();
  setSession(null);
  closeDialog();
});

describe('the lobby', () => {
  it('shows every game of a long lane, the cards past the first screens once the page is painted', async () => {
    moreSlots = Array.from({ length: 27 }, (_, i) => card(`GM_MORE_${i + 1}`, `More Slot ${i + 1}`));
    serve();
    await open('/rng', null);
    const all = await screen.findByRole('region', { name: 'All games' });
    expect(await within(all).findByRole('button', { name: 'Play More Slot 27' })).toBeTruthy();
    expect(within(all).getAllByRole('button', { name: /^Play / })).toHaveLength(30);
  });

  it('shows the hot games, every game with its picture, the winner board and only the game types that have games', async () => {
    serve();
    await open('/rng', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots and RNG games' })).toBeTruthy();
    const all = await screen.findByRole('region', { name: 'All games' });
    expect(await within(all).findByRole('button', { name: 'Play Jungle Treasure' })).toBeTruthy();
    expect(within(all).getByText('3 games')).toBeTruthy();
    const hot = screen.getByRole('region', { name: 'Hot games' });
    expect(within(hot).getByRole('button', { name: 'Play Jungle Treasure' })).toBeTruthy();
    expect(all.querySelector('img[src="/games/GM_SLOT_JUNGLE.svg"]')).not.toBeNull();

    const types = screen.getByRole('group', { name: 'Game type' });
    expect(
      within(types)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Slots', 'Baccarat']);
    const board = screen.getByRole('region', { name: 'Winner board' });
    expect(await within(board).findByText('al***8')).toBeTruthy();
    expect(within(board).getByText('MYR 250.50')).toBeTruthy();
    // A visitor has no stars to press and no recent games.
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Recently played' })).toBeNull();
  });

  it("asks at once for the pictures of the first screen's cards (the first shelf's first four), and lazily for the rest", async () => {
    moreSlots = Array.from({ length: 6 }, (_, i) => card(`GM_MORE_${i + 1}`, `More Slot ${i + 1}`));
    serve();
    await open('/rng', null);
    const all = await screen.findByRole('region', { name: 'All games' });
    await within(all).findByRole('button', { name: 'Play More Slot 6' });
    const hot = screen.getByRole('region', { name: 'Hot games' });
    const picture = (region: HTMLElement, code: string) =>
      region.querySelector(`img[src="/games/${code}.svg"]`) as HTMLImageElement;
    // A visitor's first shelf is the hot games: its card is on the first screen.
    expect(picture(hot, 'GM_SLOT_JUNGLE').getAttribute('loading')).toBe('eager');
    expect(picture(hot, 'GM_SLOT_JUNGLE').getAttribute('fetchpriority')).toBe('high');
    // Every game's grid comes below it: its pictures wait until they are near the screen.
    for (const code of ['GM_SLOT_JUNGLE', 'GM_BACCARAT', 'GM_MORE_1', 'GM_MORE_6']) {
      expect(picture(all, code).getAttribute('loading'), code).toBe('lazy');
      expect(picture(all, code).getAttribute('fetchpriority'), code).toBe('auto');
    }
  });

  it("says its first screen is drawn once the hot games are on the page, not before (the server's static cards give way then)", async () => {
    const hotShelfAtEachCall: boolean[] = [];
    onFirstScreenDrawn(() => hotShelfAtEachCall.push(screen.queryByRole('region', { name: 'Hot games' }) !== null));
    try {
      serve();
      await open('/rng', null);
      await screen.findByRole('region', { name: 'All games' });
      await waitFor(() => expect(hotShelfAtEachCall).toEqual([true]));
    } finally {
      onFirstScreenDrawn(null);
    }
  });

  it("gives the first four games of a filtered grid the first screen's priority, when no shelf is shown", async () => {
    moreSlots = Array.from({ length: 6 }, (_, i) => card(`GM_MORE_${i + 1}`, `More Slot ${i + 1}`));
    serve();
    const user = await open('/rng', null);
    const types = await screen.findByRole('group', { name: 'Game type' });
    await user.click(await within(types).findByRole('button', { name: 'Slots' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Hot games' })).toBeNull());
    const all = screen.getByRole('region', { name: 'All games' });
    await waitFor(() => expect(within(all).queryByRole('button', { name: 'Play Baccarat' })).toBeNull());
    await within(all).findByRole('button', { name: 'Play More Slot 6' });
    const loading = [...all.querySelectorAll('img')].map((img) => img.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy', 'lazy']);
  });

  it('filters by game type and by search, asking the server for exactly that', async () => {
    const api = serve();
    const user = await open('/rng', null);
    const types = await screen.findByRole('group', { name: 'Game type' });
    await user.click(await within(types).findByRole('button', { name: 'Baccarat' }));
    const all = screen.getByRole('region', { name: 'All games' });
    await waitFor(() => expect(within(all).queryByRole('button', { name: 'Play Jungle Treasure' })).toBeNull());
    expect(within(all).getByRole('button', { name: 'Play Baccarat' })).toBeTruthy();
    expect(within(types).getByRole('button', { name: 'Baccarat' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('region', { name: 'Hot games' })).toBeNull();

    await user.click(within(types).getByRole('button', { name: 'All' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'dragon');
    await waitFor(() => expect(within(all).getAllByRole('button', { name: /^Play/ })).toHaveLength(1));
    expect(within(all).getByRole('button', { name: 'Play Golden Dragon (Maintenance)' })).toBeTruthy();
    expect(api.callsTo('POST /wps/relay/GCSGAME_gameList').at(-1)?.body).toMatchObject({
      category: 'RNG',
      search: 'dragon',
    });
  });

  it('shows a member their favourites and recent games, and toggles a star by its name', async () => {
    const api = serve();
    const user = await open('/rng', member);
    expect(await screen.findByRole('region', { name: 'Recently played' })).toBeTruthy();
    const all = await screen.findByRole('region', { name: 'All games' });
    const star = await within(all).findByRole('button', { name: 'Add Jungle Treasure to favourites' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await user.click(star);
    const on = await within(all).findByRole('button', { name: 'Remove Jungle Treasure from favourites' });
    expect(on.getAttribute('aria-pressed')).toBe('true');
    const favourites = await screen.findByRole('region', { name: 'My favourites' });
    expect(within(favourites).getByRole('button', { name: 'Play Jungle Treasure' })).toBeTruthy();
    await user.click(on);
    await within(all).findByRole('button', { name: 'Add Jungle Treasure to favourites' });
    expect(api.callsTo('POST /wps/relay/MCSFE_getFavoriteGames').map((c) => c.body)).toEqual([
      { action: 'add', gameCode: 'GM_SLOT_JUNGLE', vassalage: 'GEMILANG' },
      { action: 'remove', gameCode: 'GM_SLOT_JUNGLE', vassalage: 'GEMILANG' },
    ]);
  });

  it("draws its own card for a game without a picture, and lists the live lane's vendors", async () => {
    serve();
    await open('/live', null);
    const all = await screen.findByRole('region', { name: 'All games' });
    const game = await within(all).findByRole('button', { name: 'Play Speed Baccarat' });
    // The card round the button: its drawn art, the game's initials, in place of a picture.
    const card = game.closest('li');
    expect(card?.querySelector('img')).toBeNull();
    expect(card?.textContent).toContain('SB');
    const vendors = screen.getByRole('group', { name: 'Game providers' });
    expect(within(vendors).getByRole('button', { name: 'Live Vendor' })).toBeTruthy();
  });
});

describe("the header dropdown's vendor link", () => {
  it("opens the lobby on that vendor's games, its chip pressed", async () => {
    const api = serve();
    await open('/live?vassalage=LIVEV', null);
    const vendors = await screen.findByRole('group', { name: 'Game providers' });
    expect(within(vendors).getByRole('button', { name: 'Live Vendor' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(api.callsTo('POST /wps/relay/GCSGAME_gameList').at(-1)?.body).toMatchObject({ vassalage: 'LIVEV' }),
    );
  });
});

describe('a section no vendor offers', () => {
  it('says so plainly with the way to the slots, not empty shelves', async () => {
    serve();
    await open('/fish', null);
    expect(await screen.findByRole('heading', { level: 2, name: 'Nothing to play here yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See slots and RNG games' }).getAttribute('href')).toBe('/rng');
    expect(screen.queryByRole('region', { name: 'Winner board' })).toBeNull();
  });
});

describe('launching a game', () => {
  it('opens the login dialog for a visitor and launches nothing', async () => {
    const api = serve();
    const user = await open('/rng', null);
    const all = await screen.findByRole('region', { name: 'All games' });
    await user.click(await within(all).findByRole('button', { name: 'Play Jungle Treasure' }));
    expect(getDialog().name).toBe('login');
    expect(api.callsTo('GET /wps/game/launchGame')).toEqual([]);
  });

  it("warns a trial account that an outside vendor's game needs a real account, and launches nothing", async () => {
    const api = serve();
    const user = await open('/live', trial);
    const all = await screen.findByRole('region', { name: 'All games' });
    await user.click(await within(all).findByRole('button', { name: 'Play Speed Baccarat' }));
    const warning = await screen.findByRole('dialog');
    expect(warning.textContent).toContain('This needs a real account.');
    expect(api.callsTo('GET /wps/game/launchGame')).toEqual([]);
    await dismiss(user, warning);
  });

  it("launches the house's own game for a trial account, which plays it with play money (ADR 052)", async () => {
    const api = serve();
    const user = await open('/rng', trial);
    const all = await screen.findByRole('region', { name: 'All games' });
    await user.click(await within(all).findByRole('button', { name: 'Play Jungle Treasure' }));
    expect((await screen.findByTitle('Jungle Treasure game')).getAttribute('src')).toBe(
      '/play/GM_SLOT_JUNGLE?code=abc&lang=en',
    );
    expect(api.callsTo('GET /wps/game/launchGame')).toHaveLength(1);
  });

  it('says a game under maintenance is, and launches nothing', async () => {
    const api = serve();
    const user = await open('/rng', member);
    const all = await screen.findByRole('region', { name: 'All games' });
    await user.click(await within(all).findByRole('button', { name: 'Play Golden Dragon (Maintenance)' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Golden Dragon is under maintenance.');
    expect(api.callsTo('GET /wps/game/launchGame')).toEqual([]);
    await dismiss(user, dialog);
  });

  it("launches a real member's game with the launch payload and frames it on /game", async () => {
    const api = serve();
    const user = await open('/rng', member);
    const all = await screen.findByRole('region', { name: 'All games' });
    await user.click(await within(all).findByRole('button', { name: 'Play Jungle Treasure' }));
    const frame = await screen.findByTitle('Jungle Treasure game');
    expect(frame.getAttribute('src')).toBe('/play/GM_SLOT_JUNGLE?code=abc&lang=en');
    expect(screen.getByRole('heading', { level: 1, name: 'Playing Jungle Treasure' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the lobby' }).getAttribute('href')).toBe('/rng');
    const [call] = api.callsTo('GET /wps/game/launchGame');
    expect(Object.fromEntries(call?.query ?? [])).toEqual({
      gameId: 'GM_SLOT_JUNGLE',
      vassalage: 'GEMILANG',
      accountType: '1',
      confirmTrans: '0',
      clientType: '3',
      launchMode: 'GLS',
      platform: 'html5-desktop',
      username: 'ali88',
      merchantCode: 'demo',
      language: 'en',
    });
    expect(call?.headers.Authorization).toBe('Bearer tok-1');
    expect(call?.headers.Language).toBe('en');
  });

  it("says the server's refusal in its words and stays in the lobby", async () => {
    const api = serve();
    api.on('GET /wps/game/launchGame', {
      status: 503,
      error: {
        code: 'game_vendor_maintenance',
        message: 'This game provider is under maintenance. Please try again later.',
      },
    });
    const user = await open('/rng', member);
    const all = await screen.findByRole('region', { name: 'All games' });
    await user.click(await within(all).findByRole('button', { name: 'Play Jungle Treasure' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('This game provider is under maintenance.');
    expect(screen.queryByTitle('Jungle Treasure game')).toBeNull();
    await dismiss(user, dialog);
  });

  it("opens a VASSALAGE item's popup list of its vendor's games", async () => {
    serve();
    const user = await open('/live', member);
    const all = await screen.findByRole('region', { name: 'All games' });
    await user.click(await within(all).findByRole('button', { name: 'Open Live Lobby' }));
    const popup = await screen.findByRole('dialog', { name: 'Live Vendor games' });
    expect(await within(popup).findByRole('button', { name: 'Play Speed Baccarat' })).toBeTruthy();
  });

  it('says so on /game when no game was launched', async () => {
    serve();
    await open('/game', member);
    expect(await screen.findByRole('heading', { level: 1, name: 'No game is open' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the games' }).getAttribute('href')).toBe('/rng');
  });
});
