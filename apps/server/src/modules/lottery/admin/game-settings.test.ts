import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { auditRows, otherBrand, startAdminTest } from '../../admin/admin-test-kit';
import { bettor, makeDraw, place } from '../lottery-test-kit';
import { adminCall } from './lottery-admin-test-kit';

/**
 * Odds and limits per bet type from the back office: the next bet is priced by the new figures while placed
 * bets keep theirs; nonsense is refused with the field named and nothing written; a switched-off bet type is
 * closed to members and comes back with its prices; every change is audited with before and after.
 * Checked to fail: with checkGameConfig's call removed from update-game-settings.ts, "min above max" and
 * "odds of 1" were saved (the refusal cases went red).
 */
let t: TestApp;
let merchantId: number;
let admin: string;
let original: { config: unknown; allow_cancel: boolean };
beforeAll(async () => {
  ({ t, merchantId, admin } = await startAdminTest());
  original = await gameRow();
});
// Every test starts from the game as the brand had it, whichever test changed it before (passed or failed).
afterEach(async () => {
  await t.deps.db
    .updateTable('lottery_games')
    .set({ config: JSON.stringify(original.config), allow_cancel: original.allow_cancel })
    .where('merchant_id', '=', merchantId)
    .where('code', '=', 'XSMB')
    .execute();
});
afterAll(async () => {
  await t.close();
});

const url = '/admin/api/lottery/games/XSMB/settings';
const read = async () => (await adminCall(t, admin, 'GET', url)).body.value;
const save = (body: object, token = admin) => adminCall(t, token, 'PUT', url, body);
const gameRow = (brand = merchantId) =>
  t.deps.db
    .selectFrom('lottery_games')
    .select(['config', 'allow_cancel'])
    .where('merchant_id', '=', brand)
    .where('code', '=', 'XSMB')
    .executeTakeFirstOrThrow();
const storedConfig = async (brand = merchantId) => (await gameRow(brand)).config;

type OddsSettings = {
  betType: string;
  pricing: 'odds';
  odds: Record<string, string>;
  minStake: string;
  maxStake: string;
};
const deOf = async () => (await read()).betTypes.find((b: { betType: string }) => b.betType === 'de') as OddsSettings;

describe("a game's odds and limits", () => {
  it('shows every bet type with its odds as decimals, the cap and the unit', async () => {
    const settings = await read();
    expect(settings).toMatchObject({ gameCode: 'XSMB', kind: 'vn_north', currency: 'MYR', exponent: 2, unit: '0.10' });
    expect(settings.betTypes.find((b: { betType: string }) => b.betType === 'lo2')).toMatchObject({
      pricing: 'per_point',
      enabled: true,
      costPerPoint: 27,
      payoutPerHit: 99,
    });
    expect((await deOf()).odds['*']).toMatch(/^\d+\.\d{3}$/);
  });

  it('prices bets placed after a change by it, and leaves placed bets their own odds', async () => {
    const m = await bettor(t, 'odds', 100_000n);
    const draw = await makeDraw(t, 'XSMB');
    const bet = (selection: string) =>
      place(t, m, {
        gameCode: 'XSMB',
        drawNumber: draw.drawNumber,
        tickets: [{ betType: 'de', selections: [selection], stake: '1.00' }],
      });
    expect((await bet('11')).statusCode).toBe(200);
    const before = await deOf();

    const res = await save({
      maxPayoutPerNumber: '150000.00',
      allowCancel: true,
      betTypes: [{ ...before, odds: { '*': '50.5' }, minStake: '0.50', maxStake: '800' }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value).toMatchObject({ maxPayoutPerNumber: '150000.00', allowCancel: true });
    expect(await deOf()).toMatchObject({ odds: { '*': '50.500' }, minStake: '0.50', maxStake: '800.00' });

    expect((await bet('22')).statusCode).toBe(200);
    const bets = await t.deps.db
      .selectFrom('bets')
      .select(['bet_key', 'odds', 'win_per_hit'])
      .where('draw_id', '=', draw.id)
      .orderBy('id')
      .execute();
    expect(bets).toEqual([
      {
        bet_key: '11',
        odds: Number(before.odds['*']!.replace('.', '')),
        win_per_hit: BigInt(before.odds['*']!.replace('.', '')) / 10n,
      },
      { bet_key: '22', odds: 50_500, win_per_hit: 5050n },
    ]);

    // This test's change: the latest, whatever other tests of the file saved before it.
    const audit = (await auditRows(t, merchantId, 'lottery.config_update')).at(-1);
    const detail = audit?.detail as {
      before: { betTypes: OddsSettings[] };
      after: { betTypes: OddsSettings[]; allowCancel: boolean };
    };
    expect(detail.before.betTypes.find((b) => b.betType === 'de')?.odds['*']).toBe(before.odds['*']);
    expect(detail.after.betTypes.find((b) => b.betType === 'de')?.odds['*']).toBe('50.500');
    expect(detail.after.allowCancel).toBe(true);
  });

  it.each([
    ['odds of 1 (pays only the stake)', { odds: { '*': '1' } }, 'lottery_config_invalid', 'odds_too_low'],
    ['negative odds', { odds: { '*': '-5' } }, 'lottery_config_invalid', 'not_positive'],
    ['odds with four decimals', { odds: { '*': '9.8765' } }, 'lottery_config_invalid', 'too_many_decimals'],
    [
      'an odds class the bet type has not',
      { odds: { '*': '9', jackpot: '9' } },
      'lottery_config_invalid',
      'odds_class_unknown',
    ],
    ['min above max', { minStake: '50', maxStake: '10' }, 'lottery_config_invalid', 'min_above_max'],
    [
      'a stake with more decimals than the currency',
      { minStake: '0.005' },
      'amount_too_many_decimals',
      'too_many_decimals',
    ],
    ['a stake of nothing', { minStake: '0' }, 'amount_not_positive', 'not_positive'],
  ])('refuses %s, with the field named, and writes nothing', async (_, change, code, reason) => {
    const config = await storedConfig();
    const de = await deOf();
    const res = await save({ maxPayoutPerNumber: '150000.00', allowCancel: false, betTypes: [{ ...de, ...change }] });
    // 422 for the lottery's own check, 400 for money the brand's currency cannot hold (amount_*, as everywhere).
    expect(res.status).toBe(code === 'lottery_config_invalid' ? 422 : 400);
    expect(res.body).toMatchObject({ success: false, code });
    expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ reason })]));
    expect(await storedConfig()).toEqual(config);
  });

  it('refuses a bet type the game has not, and a cap of nothing', async () => {
    const config = await storedConfig();
    const unknown = await save({
      maxPayoutPerNumber: '100',
      allowCancel: false,
      betTypes: [
        { betType: 'pos_number', pricing: 'odds', enabled: true, odds: { '*': '9.8' }, minStake: '1', maxStake: '2' },
      ],
    });
    expect(unknown.body).toMatchObject({
      code: 'lottery_config_invalid',
      details: [{ field: 'betTypes.pos_number', reason: 'bet_type_unknown' }],
    });
    const noCap = await save({ maxPayoutPerNumber: '0', allowCancel: false, betTypes: [] });
    expect(noCap.body).toMatchObject({ code: 'amount_not_positive', details: [{ field: 'maxPayoutPerNumber' }] });
    expect(await storedConfig()).toEqual(config);
  });

  it('closes a switched-off bet type to members and brings it back with its prices', async () => {
    const m = await bettor(t, 'closed', 100_000n);
    const draw = await makeDraw(t, 'XSMB');
    const lo2 = (await read()).betTypes.find((b: { betType: string }) => b.betType === 'lo2');
    const cap = (await read()).maxPayoutPerNumber;
    expect(
      (
        await save({
          maxPayoutPerNumber: cap,
          allowCancel: false,
          betTypes: [{ ...lo2, enabled: false, payoutPerHit: 80 }],
        })
      ).status,
    ).toBe(200);
    const refused = await place(t, m, {
      gameCode: 'XSMB',
      drawNumber: draw.drawNumber,
      tickets: [{ betType: 'lo2', selections: ['27'], points: 1 }],
    });
    expect(refused.json()).toMatchObject({ success: false, code: 'lottery_bet_type_closed' });
    expect((await read()).betTypes.find((b: { betType: string }) => b.betType === 'lo2')).toMatchObject({
      enabled: false,
      payoutPerHit: 80,
    });
    expect(
      (
        await save({
          maxPayoutPerNumber: cap,
          allowCancel: false,
          betTypes: [{ ...lo2, enabled: true, payoutPerHit: 80 }],
        })
      ).status,
    ).toBe(200);
    const placed = await place(t, m, {
      gameCode: 'XSMB',
      drawNumber: draw.drawNumber,
      tickets: [{ betType: 'lo2', selections: ['27'], points: 1 }],
    });
    expect(placed.statusCode, JSON.stringify(placed.json())).toBe(200);
    const bet = await t.deps.db
      .selectFrom('bets')
      .select('win_per_hit')
      .where('draw_id', '=', draw.id)
      .executeTakeFirstOrThrow();
    expect(bet.win_per_hit).toBe(800n);
  });

  it("changes the operator's brand only", async () => {
    const other = await otherBrand(t);
    const theirs = await storedConfig(other.merchantId);
    const de = await deOf();
    expect(
      (await save({ maxPayoutPerNumber: '99999', allowCancel: false, betTypes: [{ ...de, odds: { '*': '77' } }] }))
        .status,
    ).toBe(200);
    expect(await storedConfig(other.merchantId)).toEqual(theirs);
    const unknown = await adminCall(t, admin, 'GET', '/admin/api/lottery/games/NOPE/settings');
    expect(unknown.body).toMatchObject({ code: 'lottery_game_unknown' });
  });
});
