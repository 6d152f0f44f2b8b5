import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf, updateMerchant } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createMerchant } from '../../system/create-merchant';
import { withdrawer } from '../../withdrawals/withdrawal-test-kit';
import { IN_HOUSE_VENDOR } from '../catalogue';
import { launchToken, player, rid, SLOT, vendorCall, vendorSecret } from '../games-test-kit';
import { newSealedVendorSecret } from '../vendor-secret';
import { maskUsername } from './winner-board';

/**
 * The game lobby's calls (ADR 031) on the demo brand's catalogue (the in-house vendor's six games)
 * plus an outside live vendor, a sports vendor, an esports vendor and a second brand with a game of its own:
 * what each call lists, in which lane, for whom, and that bad input and another brand's games change nothing
 * and show nothing.
 *
 * Proved able to fail: with lobby-game.ts's two brand conditions (games and vendors) removed the second
 * brand's OTHER_ONLY game appeared in the list and the search ("never shows another brand's games" red);
 * with `recordLaunch` left out of launch-game.ts the recent list stayed empty ("lists the games the member
 * launched" red); with the esports list ignored in game-vendors.ts ESV stayed in SPORTS (red).
 */
let t: TestApp;
let demoId: number;
let otherId: number;

async function vendor(merchantId: number, code: string, categories: string[], status = 'active') {
  const row = await t.deps.db
    .insertInto('game_vendors')
    .values({
      merchant_id: merchantId,
      code,
      name: `${code} Games`,
      categories: categories as never,
      wallet_mode: 'seamless',
      secret: newSealedVendorSecret(t.deps.config, merchantId, code),
      launch_url: `https://${code.toLowerCase()}.example/{game}?t={token}`,
      status: status as 'active',
      sort: 10,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function game(
  merchantId: number,
  vendorId: number,
  code: string,
  values: { category: string; sub?: string; hot?: boolean; vassalage?: boolean; status?: string; en?: string },
) {
  await t.deps.db
    .insertInto('games')
    .values({
      merchant_id: merchantId,
      vendor_id: vendorId,
      code,
      name: JSON.stringify({ ms: `${values.en ?? code} MS`, en: values.en ?? code, zh: `${values.en ?? code} 中` }),
      category: values.category as never,
      sub_category: values.sub ?? '',
      is_hot: values.hot ?? false,
      vassalage: values.vassalage ?? false,
      status: (values.status ?? 'active') as 'active',
    })
    .execute();
}

function relay(
  name: string,
  body: unknown,
  options: { token?: string; host?: string; language?: 'ms' | 'en' | 'zh' } = {},
) {
  return t.call({
    method: 'POST',
    url: `/wps/relay/${name}`,
    payload: body as object,
    token: options.token,
    host: options.host,
    language: options.language ?? 'en',
  });
}

async function value(name: string, body: unknown, options: Parameters<typeof relay>[2] = {}) {
  const res = await relay(name, body, options);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}

beforeAll(async () => {
  t = await createTestApp();
  demoId = await merchantIdOf(t);
  const live = await vendor(demoId, 'LIVEV', ['LIVE']);
  await game(demoId, live, 'LV_BACCARAT_1', { category: 'LIVE', sub: 'baccarat', hot: true, en: 'Speed Baccarat' });
  await game(demoId, live, 'LV_ROULETTE_1', {
    category: 'LIVE',
    sub: 'roulette',
    status: 'maintenance',
    en: 'Auto Roulette',
  });
  await game(demoId, live, 'LV_LOBBY', { category: 'LIVE', vassalage: true, en: 'Live Lobby' });
  await game(demoId, live, 'LV_GONE', { category: 'LIVE', sub: 'sicbo', status: 'disabled', en: 'Old Sic Bo' });
  const sports = await vendor(demoId, 'SPV', ['SPORTS']);
  await game(demoId, sports, 'SP_MAIN', { category: 'SPORTS', vassalage: true });
  const esports = await vendor(demoId, 'ESV', ['SPORTS'], 'maintenance');
  await game(demoId, esports, 'ES_MAIN', { category: 'SPORTS', vassalage: true });
  const settings = (
    await t.deps.db.selectFrom('merchants').select('settings').where('id', '=', demoId).executeTakeFirstOrThrow()
  ).settings;
  await updateMerchant(t, demoId, { settings: JSON.stringify({ ...settings, esportsVendors: ['esv'] }) });

  otherId = await createMerchant(t.deps, { code: 'otherlobby', name: 'Other', hosts: ['otherlobby.test'] });
  const theirs = await vendor(otherId, 'THEIRS', ['RNG', 'FISH']);
  await game(otherId, theirs, 'OTHER_ONLY', { category: 'RNG', sub: 'slots', hot: true, en: 'Jungle Elsewhere' });
}, 60_000);
afterAll(() => t.close());

describe('the vendors per lane (GCSGAME_gameVendor)', () => {
  it('gives each lane its vendors with hot flags, and splits the configured esports vendors out of SPORTS', async () => {
    const { lanes } = await value('GCSGAME_gameVendor', {});
    expect(lanes.map((lane: { title: string }) => lane.title)).toEqual(['SPORTS', 'ESPORTS', 'RNG', 'LIVE']);
    const card = (title: string) => lanes.find((lane: { title: string }) => lane.title === title).cards;
    expect(card('RNG')).toEqual([
      expect.objectContaining({
        vassalage: IN_HOUSE_VENDOR,
        gameType: 'RNG',
        isHot: 1,
        status: 'active',
        games: 2,
        iconUrl: '/games/vendor-gemilang.svg',
      }),
    ]);
    // The house's table games are in the casino lane beside the other tables, not among the slots.
    expect(card('LIVE')).toEqual([
      expect.objectContaining({ vassalage: IN_HOUSE_VENDOR, gameType: 'LIVE', isHot: 1, games: 4 }),
      expect.objectContaining({ vassalage: 'LIVEV', isHot: 1, games: 3, iconUrl: null }),
    ]);
    expect(card('SPORTS')).toEqual([expect.objectContaining({ vassalage: 'SPV', isHot: 0 })]);
    expect(card('ESPORTS')).toEqual([
      expect.objectContaining({ vassalage: 'ESV', gameType: 'ESPORTS', status: 'maintenance' }),
    ]);
  });

  it('answers each brand its own vendors only', async () => {
    const { lanes } = await value('GCSGAME_gameVendor', {}, { host: 'otherlobby.test' });
    const codes = lanes.flatMap((lane: { cards: { vassalage: string }[] }) => lane.cards.map((c) => c.vassalage));
    expect(codes.sort()).toEqual([IN_HOUSE_VENDOR, IN_HOUSE_VENDOR, 'THEIRS', 'THEIRS']);
    expect(lanes.map((lane: { title: string }) => lane.title)).toEqual(['RNG', 'LIVE', 'FISH']);
  });
});

describe('the games of a lane (GCSGAME_gameList)', () => {
  it("lists a lane's games in the caller's language, with the in-house art, and the filters that find something", async () => {
    const list = await value('GCSGAME_gameList', { category: 'RNG' });
    expect(list.total).toBe(2);
    expect(list.games[0]).toEqual({
      code: SLOT,
      name: 'Jungle Treasure',
      vassalage: IN_HOUSE_VENDOR,
      vendorName: 'Gemilang',
      accountTypeName: IN_HOUSE_VENDOR,
      category: 'RNG',
      subCategory: 'slots',
      isHot: 1,
      isGame: 'GAME',
      status: 'active',
      imageUrl: `/games/${SLOT}.svg`,
    });
    expect(list.subCategories).toEqual(['slots']);
    const ms = await value('GCSGAME_gameList', { category: 'RNG', subCategory: 'slots' }, { language: 'ms' });
    expect(ms.games.map((g: { name: string }) => g.name)).toEqual(['Harta Rimba', 'Naga Emas']);
  });

  it('never lists disabled games, and marks a game under maintenance and a VASSALAGE item', async () => {
    const list = await value('GCSGAME_gameList', { category: 'LIVE', vassalage: 'LIVEV' });
    expect(
      list.games.map((g: { code: string; status: string; isGame: string }) => [g.code, g.status, g.isGame]),
    ).toEqual([
      ['LV_BACCARAT_1', 'active', 'GAME'],
      ['LV_ROULETTE_1', 'maintenance', 'GAME'],
      ['LV_LOBBY', 'active', 'VASSALAGE'],
    ]);
    expect(list.games[0].imageUrl).toBeNull();
    expect(list.subCategories).toEqual(['baccarat', 'roulette']);
  });

  it('finds games by a part of their name in any language or of their code, taking % and _ literally', async () => {
    const search = async (text: string, category = 'RNG') =>
      (await value('GCSGAME_gameList', { category, search: text })).games.map((g: { code: string }) => g.code);
    expect(await search('naga')).toEqual(['GM_SLOT_DRAGON']);
    expect(await search('naga', 'LIVE')).toEqual(['GM_DRAGON_TIGER']);
    expect(await search('轮盘', 'LIVE')).toEqual(['GM_ROULETTE_EU']);
    expect(await search('gm_sic', 'LIVE')).toEqual(['GM_SICBO']);
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual(['GM_SLOT_JUNGLE', 'GM_SLOT_DRAGON']);
  });

  it("never shows another brand's games, even by name", async () => {
    const list = await value('GCSGAME_gameList', { category: 'RNG', search: 'jungle' });
    expect(list.games.map((g: { code: string }) => g.code)).toEqual([SLOT]);
    const theirs = await value('GCSGAME_gameList', { category: 'RNG', search: 'jungle' }, { host: 'otherlobby.test' });
    expect(theirs.games.map((g: { code: string }) => g.code)).toEqual(['GM_SLOT_JUNGLE', 'OTHER_ONLY']);
    const hot = await value('GCSGAME_hotGamesV2', {});
    expect(hot.games.map((g: { code: string }) => g.code)).not.toContain('OTHER_ONLY');
  });

  it('pages the list', async () => {
    const page = await value('GCSGAME_gameList', { category: 'LIVE', page: 2, pageSize: 4 });
    expect(page.total).toBe(7);
    expect(page.games.map((g: { code: string }) => g.code)).toEqual(['LV_BACCARAT_1', 'LV_ROULETTE_1', 'LV_LOBBY']);
  });

  it.each([
    [{}, 'category'],
    [{ category: 'CASINO' }, 'category'],
    [{ category: 'RNG', subCategory: 'poker' }, 'subCategory'],
    [{ category: 'RNG', vassalage: 'no spaces' }, 'vassalage'],
    [{ category: 'RNG', search: 'x'.repeat(41) }, 'search'],
    [{ category: 'RNG', pageSize: 1000 }, 'pageSize'],
    [{ category: 'RNG', page: 0 }, 'page'],
  ])('refuses %j as invalid_input naming %s', async (body, field) => {
    const res = await relay('GCSGAME_gameList', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'invalid_input' });
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
  });
});

describe('hot games, a vendor popup and rooms', () => {
  it('lists the hot games of a lane, never a VASSALAGE item', async () => {
    const rng = await value('GCSGAME_hotGamesV2', { category: 'RNG' });
    expect(rng.games.map((g: { code: string }) => g.code)).toEqual(['GM_SLOT_JUNGLE']);
    const all = await value('GCSGAME_hotGamesV2', {});
    expect(all.games.map((g: { code: string }) => g.code)).toEqual(['GM_SLOT_JUNGLE', 'GM_BACCARAT', 'LV_BACCARAT_1']);
  });

  it("opens a vendor's popup list without its VASSALAGE items, and refuses an unknown or another brand's vendor", async () => {
    const popup = await value('GCSGAME_getVassGameType', { vassalage: 'livev' });
    expect(popup).toMatchObject({ vassalage: 'LIVEV', name: 'LIVEV Games', status: 'active' });
    expect(popup.games.map((g: { code: string }) => g.code)).toEqual(['LV_BACCARAT_1', 'LV_ROULETTE_1']);
    for (const vassalage of ['NOPE', 'THEIRS']) {
      const res = await relay('GCSGAME_getVassGameType', { vassalage });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'game_unknown', message: 'This game is not available.' });
    }
  });

  it('lists the table games of a lane as rooms', async () => {
    const live = await value('GLS2_roomList', {});
    // The house's table games are rooms of the casino lane too, first in the catalogue's order.
    expect(live.rooms.slice(0, 4).map((r: { roomId: string }) => r.roomId)).toEqual([
      'GM_BACCARAT',
      'GM_DRAGON_TIGER',
      'GM_ROULETTE_EU',
      'GM_SICBO',
    ]);
    expect(live.rooms.slice(4)).toEqual([
      {
        roomId: 'LV_BACCARAT_1',
        name: 'Speed Baccarat',
        vassalage: 'LIVEV',
        category: 'LIVE',
        subCategory: 'baccarat',
        status: 'active',
      },
      {
        roomId: 'LV_ROULETTE_1',
        name: 'Auto Roulette',
        vassalage: 'LIVEV',
        category: 'LIVE',
        subCategory: 'roulette',
        status: 'maintenance',
      },
    ]);
    const sicbo = await value('GLS2_roomList', { category: 'LIVE', subCategory: 'sicbo' });
    expect(sicbo.rooms.map((r: { roomId: string }) => r.roomId)).toEqual(['GM_SICBO']);
    const rng = await value('GLS2_roomList', { category: 'RNG', subCategory: 'roulette' });
    expect(rng.rooms).toEqual([]);
  });
});

describe("a member's favourites and recent games", () => {
  it('adds and removes favourites, once each, and lists them latest first', async () => {
    const member = await player(t);
    const fav = (action: string, gameCode: string, vassalage = IN_HOUSE_VENDOR) =>
      value('MCSFE_getFavoriteGames', { action, gameCode, vassalage }, { token: member.token });
    expect((await fav('add', SLOT)).favourites).toEqual([{ code: SLOT, vassalage: IN_HOUSE_VENDOR }]);
    t.clock.advance(1_000);
    await fav('add', 'LV_BACCARAT_1', 'LIVEV');
    expect((await fav('add', SLOT)).favourites).toHaveLength(2);
    const rng = await value('MCSFE_getFavoriteGamesList', { category: 'RNG' }, { token: member.token });
    expect(rng.games.map((g: { code: string }) => g.code)).toEqual([SLOT]);
    expect((await fav('remove', SLOT)).favourites).toEqual([{ code: 'LV_BACCARAT_1', vassalage: 'LIVEV' }]);
    expect((await fav('remove', SLOT)).favourites).toEqual([{ code: 'LV_BACCARAT_1', vassalage: 'LIVEV' }]);
  });

  it("refuses a favourite of an unknown, disabled or another brand's game, and a visitor, writing nothing", async () => {
    const member = await player(t);
    for (const [gameCode, vassalage] of [
      ['NOPE', IN_HOUSE_VENDOR],
      ['LV_GONE', 'LIVEV'],
      ['OTHER_ONLY', 'THEIRS'],
    ]) {
      const res = await relay(
        'MCSFE_getFavoriteGames',
        { action: 'add', gameCode, vassalage },
        { token: member.token },
      );
      expect(res.json()).toMatchObject({ success: false, code: 'game_unknown' });
    }
    const bad = await relay(
      'MCSFE_getFavoriteGames',
      { action: 'star', gameCode: SLOT, vassalage: IN_HOUSE_VENDOR },
      { token: member.token },
    );
    expect(bad.json()).toMatchObject({ code: 'invalid_input' });
    const visitor = await relay('MCSFE_getFavoriteGames', {
      action: 'add',
      gameCode: SLOT,
      vassalage: IN_HOUSE_VENDOR,
    });
    expect(visitor.statusCode).toBe(401);
    const rows = await t.deps.db
      .selectFrom('game_favourites')
      .select('game_id')
      .where('member_id', '=', member.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('lists the games the member launched, the latest first, one row per game', async () => {
    const member = await player(t);
    await launchToken(t, member.token, SLOT);
    t.clock.advance(1_000);
    await launchToken(t, member.token, 'GM_SICBO');
    t.clock.advance(1_000);
    await launchToken(t, member.token, SLOT);
    const recent = await value('GCS_recentGame', {}, { token: member.token });
    expect(recent.games.map((g: { code: string }) => g.code)).toEqual([SLOT, 'GM_SICBO']);
    const row = await t.deps.db
      .selectFrom('game_recent')
      .select('launches')
      .where('member_id', '=', member.id)
      .orderBy('launches', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.launches).toBe(2);
    const other = await player(t);
    expect((await value('GCS_recentGame', {}, { token: other.token })).games).toEqual([]);
    expect((await relay('GCS_recentGame', {})).statusCode).toBe(401);
  });
});

describe('the winner board (GCSGAME_getRankList)', () => {
  it("shows this brand's biggest settled wins, names masked, and never another brand's", async () => {
    const secret = await vendorSecret(t);
    const winner = await player(t, 100_000n);
    const launch = await launchToken(t, winner.token, SLOT);
    const playerId = `${winner.id}`;
    const round = async (stake: string, win: string) => {
      const roundId = `R-${randomUUID()}`;
      const steps = [
        [
          'debit',
          {
            requestId: rid(),
            token: launch,
            playerId,
            gameCode: SLOT,
            roundId,
            transactionId: randomUUID(),
            amount: stake,
          },
        ],
        ['credit', { requestId: rid(), playerId, roundId, transactionId: randomUUID(), amount: win }],
        ['end-round', { requestId: rid(), playerId, roundId }],
      ] as const;
      for (const [action, body] of steps) expect((await vendorCall(t, secret, action, body)).statusCode).toBe(200);
    };
    await round('5.00', '40.00');
    await round('5.00', '250.50');
    await round('5.00', '0');

    // A bigger win at the other brand, written as its settlement would leave it.
    const outsider = await withdrawer(t, { code: 'otherlobby' });
    const otherGame = await t.deps.db
      .selectFrom('games')
      .select(['id', 'vendor_id'])
      .where('code', '=', 'OTHER_ONLY')
      .executeTakeFirstOrThrow();
    const bet = await t.deps.db
      .insertInto('bets')
      .values({
        merchant_id: otherId,
        member_id: outsider.id,
        product: 'vendor',
        game_code: 'OTHER_ONLY',
        round_ref: 'THEIRS:1',
        bet_type: 'round',
        bet_key: 'round',
        stake: 100n,
        win_per_hit: 0n,
        potential_win: 0n,
        status: 'won',
        payout: 99_999_900n,
        settled_at: t.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.deps.db
      .insertInto('game_rounds')
      .values({
        merchant_id: otherId,
        vendor_id: otherGame.vendor_id,
        member_id: outsider.id,
        game_id: otherGame.id,
        round_id: '1',
        bet_id: bet.id,
        status: 'ended',
        ended_at: t.clock.now(),
      })
      .execute();

    const board = await value('GCSGAME_getRankList', { limit: 5 });
    expect(board.winners.map((w: { prize: string }) => w.prize)).toEqual(['250.50', '40.00']);
    expect(board.winners[0]).toMatchObject({
      player: maskUsername(winner.username),
      gameName: 'Jungle Treasure',
      gameCode: SLOT,
      vassalage: IN_HOUSE_VENDOR,
    });
    expect(board.winners[0].player).not.toContain(winner.username.slice(2, -1));
    expect((await value('GCSGAME_getRankList', { category: 'LIVE' })).winners).toEqual([]);
    const theirs = await value('GCSGAME_getRankList', {}, { host: 'otherlobby.test' });
    expect(theirs.winners.map((w: { prize: string }) => w.prize)).toEqual(['999999.00']);

    t.clock.advance(8 * 86_400_000);
    expect((await value('GCSGAME_getRankList', {})).winners).toEqual([]);
  });

  it('masks names keeping the first two and the last character', () => {
    expect(maskUsername('wd1234abcd')).toBe('wd***d');
    expect(maskUsername('abc')).toBe('a***');
  });

  it('refuses a limit over 50', async () => {
    const res = await relay('GCSGAME_getRankList', { limit: 51 });
    expect(res.json()).toMatchObject({ code: 'invalid_input' });
  });
});
