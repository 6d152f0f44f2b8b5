import { commitmentOf, drawResult, drawSeedId } from '@gemilang/games';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { closeDueDraws, drawDueDraws } from './draw-schedule';
import { bettor, makeDraw, place } from './lottery-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token?: string) => t.call({ method: 'GET', url, token, language: 'en' });

describe('the lottery calls a player site reads', () => {
  it('give the menu by group, the Vietnamese menu, and the popular lane of 20 or the full list of 100', async () => {
    const menus = (await get('/lgw/games/game_menus')).json().value.gameMenus;
    expect(menus.map((m: { gameGroupCode: string }) => m.gameGroupCode)).toEqual([
      'VN_NORTH',
      'VN_CENTRAL',
      'VN_SOUTH',
      'ELOTT_5D',
      'ELOTT_K3',
      'ELOTT_PK10',
      'ELOTT_11X5',
    ]);
    expect(menus[3]).toMatchObject({
      labelName: '5D',
      games: [{ code: '5D1', intervalMinutes: 1, prizeMode: 'Elott' }, { code: '5D3' }, { code: '5D5' }],
    });
    const vn = (await get('/lgw/vn/games/game_menu')).json().value.gameMenus;
    expect(vn.flatMap((m: { games: { code: string }[] }) => m.games.map((g) => g.code))).toEqual([
      'XSMB',
      'XSMT',
      'XSMN',
    ]);
    expect((await get('/lgw/games/popular')).json().value.games).toHaveLength(15);
    expect((await get('/lgw/games/popular?size=100')).statusCode).toBe(200);
    expect((await get('/lgw/games/popular?size=50')).json().code).toBe('invalid_input');
  });

  it("show a game's prices and limits in money, and its open draw with the seed hash but never the seed", async () => {
    const draw = await makeDraw(t, '11X53');
    const game = (await get('/lgw/games/11X53')).json().value;
    expect(game).toMatchObject({
      code: '11X53',
      kind: '11x5',
      currency: 'MYR',
      maxPayoutPerNumber: '200000.00',
      allowCancel: false,
    });
    expect(game.betTypes.find((b: { betType: string }) => b.betType === 'any_5in5')).toEqual({
      betType: 'any_5in5',
      pricing: 'odds',
      odds: { '*': 452760 },
      minStake: '0.10',
      maxStake: '5000.00',
    });
    const open = (await get('/lotto/lgw/games/opened/numero?gameCode=11X53')).json().value.draws;
    expect(open).toEqual([
      expect.objectContaining({ gameCode: '11X53', drawNumber: draw.drawNumber, seedHash: commitmentOf(draw.seed) }),
    ]);
    expect(JSON.stringify(open)).not.toContain(draw.seed);
    const before = (await get(`/lgw/games/11X53/draws/${draw.drawNumber}`)).json().value;
    expect(before).toMatchObject({ status: 'open', serverSeed: null, result: null, seedHash: commitmentOf(draw.seed) });
    const xsmb = (await get('/lgw/games/XSMB')).json().value;
    expect(xsmb.betTypes.find((b: { betType: string }) => b.betType === 'lo2')).toMatchObject({
      pricing: 'per_point',
      costPerPoint: '2.70',
      payoutPerHit: '9.90',
    });
    expect((await get('/lgw/games/NOPE')).json().code).toBe('lottery_game_unknown');
  });

  it('reveal the seed and the result once drawn, so anyone can recompute it, and list past draws', async () => {
    const draw = await makeDraw(t, 'PK105', { cutoffInMs: -2_000, drawInMs: -1_000 });
    await closeDueDraws(t.deps);
    await drawDueDraws(t.deps);
    const view = (await get(`/lgw/games/PK105/draws/${draw.drawNumber}`)).json().value;
    expect(view).toMatchObject({ status: 'drawn', serverSeed: draw.seed, clientSeed: `PK105:${draw.drawNumber}` });
    expect(commitmentOf(view.serverSeed)).toBe(view.seedHash);
    expect(view.result).toEqual(drawResult('pk10', view.serverSeed, drawSeedId('PK105', draw.drawNumber)));
    const history = (await get('/lgw/games/PK105/draws')).json().value;
    expect(history.items[0]).toMatchObject({ drawNumber: draw.drawNumber, status: 'drawn' });
  });

  it("list the Vietnamese draws on sale, and the member's recent games by prize mode", async () => {
    const north = await makeDraw(t, 'XSMB', { station: 'HN' });
    // Tomorrow's North draw is open already, at another province's station: it is not on sale beside today's.
    const tomorrow = await makeDraw(t, 'XSMB', { station: 'QN', cutoffInMs: 86_460_000 });
    // The Central region's stations of one evening are all on sale together.
    const central = [await makeDraw(t, 'XSMT', { station: 'DNG' }), await makeDraw(t, 'XSMT', { station: 'KH' })];
    await sql`update lottery_draws k set cutoff_at = d.cutoff_at, draw_at = d.draw_at
                from lottery_draws d where d.id = ${central[0]!.id} and k.id = ${central[1]!.id}`.execute(t.deps.db);
    const opened = (await get('/lgw/vn/numeros/opened/game')).json().value.draws;
    const numbers = opened.map((d: { drawNumber: string }) => d.drawNumber);
    expect(numbers).toContain(north.drawNumber);
    expect(numbers).not.toContain(tomorrow.drawNumber);
    expect(numbers).toEqual(expect.arrayContaining(central.map((d) => d.drawNumber)));
    expect(opened.filter((d: { gameCode: string }) => d.gameCode === 'XSMB')).toHaveLength(1);
    expect(opened.every((d: { gameCode: string }) => d.gameCode.startsWith('XSM'))).toBe(true);
    const m = await bettor(t, 'recent', 10_000n);
    const five = await makeDraw(t, '5D1');
    await place(t, m, {
      gameCode: 'XSMB',
      drawNumber: north.drawNumber,
      tickets: [{ betType: 'de', selections: ['27'], stake: '1' }],
    });
    await place(t, m, {
      gameCode: '5D1',
      drawNumber: five.drawNumber,
      tickets: [{ betType: 'sum_odd_even', selections: ['odd'], stake: '1' }],
    });
    const all = (await get('/lgw/vn/games/game_menu/recent', m.token)).json().value.games;
    expect(all.map((g: { code: string }) => g.code).sort()).toEqual(['5D1', 'XSMB']);
    const lott = (await get('/lgw/vn/games/game_menu/recent?prizeMode=Lott', m.token)).json().value.games;
    expect(lott.map((g: { code: string }) => g.code)).toEqual(['XSMB']);
    expect((await get('/lgw/vn/games/game_menu/recent')).statusCode).toBe(401);
  });
});
