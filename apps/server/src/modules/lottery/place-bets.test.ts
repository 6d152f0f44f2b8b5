import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en/errors.json' with { type: 'json' };
import ms from '../../locales/ms/errors.json' with { type: 'json' };
import zh from '../../locales/zh/errors.json' with { type: 'json' };
import { createTestApp, type TestApp } from '../../test/harness';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { bettor, editGame, makeDraw, newKey, place, walletMinor } from './lottery-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('placing a lottery slip', () => {
  it('debits the total of every bet of every ticket once and shows the slip with its potential win', async () => {
    const m = await bettor(t, 'slip', 100_000n);
    const draw = await makeDraw(t, '5D1');
    const res = await place(t, m, {
      gameCode: '5D1',
      drawNumber: draw.drawNumber,
      tickets: [
        // Two bets of MYR 2.00 at 9.8: each pays 19.60; they are on different positions, so both can win.
        { betType: 'pos_number', selections: ['pos1:3', 'pos2:7'], stake: '2.00' },
        { betType: 'sum_big_small', selections: ['big'], stake: '1.50' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const { slip, balance } = res.json().value;
    expect(slip).toMatchObject({ gameCode: '5D1', drawNumber: draw.drawNumber, totalStake: '5.50', status: 'placed' });
    // 19.60 + 19.60 + 1.50 × 1.96 = 42.14
    expect(slip.potentialWin).toBe('42.14');
    expect(
      slip.bets.map((b: { key: string; stake: string; winPerHit: string; status: string }) => [
        b.key,
        b.stake,
        b.winPerHit,
        b.status,
      ]),
    ).toEqual([
      ['pos1:3', '2.00', '19.60', 'pending'],
      ['pos2:7', '2.00', '19.60', 'pending'],
      ['big', '1.50', '2.94', 'pending'],
    ]);
    expect(balance).toBe('994.50');
    expect(await walletMinor(t, m.id)).toBe(99_450n);
    await expectReconciled(t);
  });

  it('answers a replayed key with the first slip and refuses the key with another slip, debiting once', async () => {
    const m = await bettor(t, 'replay', 10_000n);
    const draw = await makeDraw(t, 'K31');
    const idempotencyKey = newKey();
    const body = {
      gameCode: 'K31',
      drawNumber: draw.drawNumber,
      idempotencyKey,
      tickets: [{ betType: 'sum', selections: ['10'], stake: '1' }],
    };
    const first = await place(t, m, body);
    // The same slip typed differently (spaces) is the same slip.
    const again = await place(t, m, { ...body, tickets: [{ betType: 'sum', selections: [' 10 '], stake: '1.00' }] });
    expect(again.statusCode).toBe(200);
    expect(again.json().value.slip.id).toBe(first.json().value.slip.id);
    const other = await place(t, m, { ...body, tickets: [{ betType: 'sum', selections: ['11'], stake: '1' }] });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('idempotency_conflict');
    expect(await walletMinor(t, m.id)).toBe(9_900n);
  });

  it.each([
    [
      'a number out of range',
      'XSMB',
      { betType: 'lo2', selections: ['27', '100'], points: 1 },
      'lottery_number_out_of_range',
    ],
    ['a number twice', 'XSMB', { betType: 'lo2', selections: ['27', '27'], points: 1 }, 'lottery_number_duplicated'],
    [
      'too few numbers for lô xiên 3',
      'XSMB',
      { betType: 'xien3', selections: ['27', '35'], stake: '1' },
      'lottery_selection_count_wrong',
    ],
    [
      'a malformed selection',
      '5D1',
      { betType: 'pos_number', selections: ['hello'], stake: '1' },
      'lottery_selection_invalid',
    ],
    ['an unknown bet type', '5D1', { betType: 'jackpot', selections: ['1'], stake: '1' }, 'lottery_bet_type_closed'],
    [
      'a stake above the maximum',
      '5D1',
      { betType: 'pos_number', selections: ['pos1:1'], stake: '5000.10' },
      'lottery_stake_out_of_range',
    ],
    [
      'a stake below the minimum',
      '5D1',
      { betType: 'pos_number', selections: ['pos1:1'], stake: '0.05' },
      'lottery_stake_out_of_range',
    ],
    ['lô without points', 'XSMB', { betType: 'lo2', selections: ['27'] }, 'lottery_stake_out_of_range'],
    [
      'a stake with more decimals than the currency',
      '5D1',
      { betType: 'pos_number', selections: ['pos1:1'], stake: '1.005' },
      'amount_too_many_decimals',
    ],
  ])('refuses %s with a translated error and debits nothing', async (_, gameCode, ticket, code) => {
    const m = await bettor(t, 'bad', 10_000n);
    const draw = await makeDraw(t, gameCode, { station: gameCode === 'XSMB' ? 'HN' : '' });
    const res = await place(
      t,
      m,
      {
        gameCode,
        drawNumber: draw.drawNumber,
        tickets: [{ betType: 'sum_odd_even', selections: ['odd'], stake: '1' }, ticket].slice(
          gameCode === 'XSMB' ? 1 : 0,
        ),
      },
      'zh',
    );
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json()).toMatchObject({ success: false, code, message: zh[code as keyof typeof zh] });
    expect(await walletMinor(t, m.id)).toBe(10_000n);
    const bets = await t.deps.db.selectFrom('bets').select('id').where('member_id', '=', m.id).execute();
    expect(bets).toEqual([]);
  });

  it('names the ticket and selection at fault', async () => {
    const m = await bettor(t, 'detail', 10_000n);
    const draw = await makeDraw(t, 'XSMB', { station: 'HN' });
    const res = await place(t, m, {
      gameCode: 'XSMB',
      drawNumber: draw.drawNumber,
      tickets: [
        { betType: 'de', selections: ['27'], stake: '1' },
        { betType: 'lo2', selections: ['05', '5x'], points: 2 },
      ],
    });
    expect(res.json()).toMatchObject({
      code: 'lottery_selection_invalid',
      details: [{ ticket: 1, index: 1, selection: '5x', code: 'selection_malformed' }],
    });
  });

  it('refuses a bet after the cut-off, on a drawn draw and on an unknown draw, and one over the balance', async () => {
    const m = await bettor(t, 'late', 1_000n);
    const ticket = { betType: 'pos_number', selections: ['pos1:1'], stake: '1' };
    // Past its cut-off by the database's clock, though the job has not closed it yet.
    const late = await makeDraw(t, '5D1', { cutoffInMs: -1_000 });
    const lateRes = await place(t, m, { gameCode: '5D1', drawNumber: late.drawNumber, tickets: [ticket] });
    expect(lateRes.json().code).toBe('lottery_after_cutoff');
    const drawn = await makeDraw(t, '5D1');
    await t.deps.db.updateTable('lottery_draws').set({ status: 'drawn' }).where('id', '=', drawn.id).execute();
    expect((await place(t, m, { gameCode: '5D1', drawNumber: drawn.drawNumber, tickets: [ticket] })).json().code).toBe(
      'lottery_draw_closed',
    );
    expect((await place(t, m, { gameCode: '5D1', drawNumber: '20000101-0001', tickets: [ticket] })).json().code).toBe(
      'lottery_draw_unknown',
    );
    expect((await place(t, m, { gameCode: 'NOPE', drawNumber: '20000101-0001', tickets: [ticket] })).json().code).toBe(
      'lottery_game_unknown',
    );
    const open = await makeDraw(t, '5D1');
    const poor = await place(t, m, {
      gameCode: '5D1',
      drawNumber: open.drawNumber,
      tickets: [{ ...ticket, stake: '10.01' }],
    });
    expect(poor.json().code).toBe('insufficient_balance');
    expect(await walletMinor(t, m.id)).toBe(1_000n);
    await expectReconciled(t);
  });

  it("refuses a bet on a draw listed ahead of its opening, in the member's language, until it opens", async () => {
    const m = await bettor(t, 'early', 1_000n);
    const ticket = { betType: 'pos_number', selections: ['pos1:1'], stake: '1' };
    // Listed (status open, cut-off ahead) but opening in ten minutes, as the schedule makes e-lottery draws.
    const early = await makeDraw(t, '5D1', { opensInMs: 600_000, cutoffInMs: 1_800_000 });
    for (const [language, catalogue] of [
      ['en', en],
      ['ms', ms],
      ['zh', zh],
    ] as const) {
      const res = await place(t, m, { gameCode: '5D1', drawNumber: early.drawNumber, tickets: [ticket] }, language);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'lottery_draw_not_yet_open',
        message: catalogue.lottery_draw_not_yet_open,
      });
    }
    expect(await walletMinor(t, m.id)).toBe(1_000n);
    const slips = await t.deps.db.selectFrom('lottery_slips').select('id').where('member_id', '=', m.id).execute();
    expect(slips).toEqual([]);
    // Once it has opened, the same slip is taken.
    await t.deps.db
      .updateTable('lottery_draws')
      .set({ opens_at: new Date(Date.now() - 1_000) })
      .where('id', '=', early.id)
      .execute();
    const res = await place(t, m, { gameCode: '5D1', drawNumber: early.drawNumber, tickets: [ticket] });
    expect(res.statusCode).toBe(200);
    expect(await walletMinor(t, m.id)).toBe(900n);
    await expectReconciled(t);
  });

  it('refuses a trial account a game other than the e-lottery (its play money is for the e-lottery, ADR 052)', async () => {
    const m = await bettor(t, 'trial', 0n, 4);
    const draw = await makeDraw(t, 'XSMB');
    const res = await place(t, m, {
      gameCode: 'XSMB',
      drawNumber: draw.drawNumber,
      tickets: [{ betType: 'lo2', selections: ['27'], points: 1 }],
    });
    expect(res.json().code).toBe('in_need_true_account');
  });

  it('refuses a slip that would take one number of a draw past the liability cap, counting earlier slips', async () => {
    await editGame(t, 'PK101', { maxPayoutPerNumber: 5_000n });
    const m = await bettor(t, 'cap', 100_000n);
    const draw = await makeDraw(t, 'PK101');
    // 9.8 × MYR 20.00 = 19.60 … MYR 49.00 for 5.00: two of MYR 20.00 reach 39.20; a third would pass 50.00.
    const bet = (stake: string, key = 'pos1:03') =>
      place(t, m, {
        gameCode: 'PK101',
        drawNumber: draw.drawNumber,
        tickets: [{ betType: 'pos_number', selections: [key], stake }],
      });
    expect((await bet('2.00')).statusCode).toBe(200);
    expect((await bet('2.00')).statusCode).toBe(200);
    const over = await bet('2.00');
    expect(over.json().code).toBe('lottery_liability_cap');
    expect((await bet('1.00')).statusCode).toBe(200);
    expect((await bet('2.00', 'pos1:04')).statusCode).toBe(200);
    expect(await walletMinor(t, m.id)).toBe(100_000n - 700n);
    await editGame(t, 'PK101', { maxPayoutPerNumber: 20_000_000n });
  });

  it('cancels a slip before the cut-off only where the game allows it, refunding the stake and releasing the cap', async () => {
    const m = await bettor(t, 'cancel', 10_000n);
    const draw = await makeDraw(t, '11X51');
    const res = await place(t, m, {
      gameCode: '11X51',
      drawNumber: draw.drawNumber,
      tickets: [{ betType: 'any_2in2', selections: ['01', '02', '03'], stake: '1' }],
    });
    const slipId = res.json().value.slip.id;
    expect(await walletMinor(t, m.id)).toBe(9_700n);
    const cancel = () => t.call({ method: 'POST', url: `/lgw/bets/${slipId}/cancel`, token: m.token, language: 'en' });
    // My bets offers the cancel button exactly when the server would take the cancel.
    const offered = async (url = '/lgw/bets?gameCode=11X51') =>
      (await t.call({ method: 'GET', url, token: m.token }))
        .json()
        .value.items.map((b: { cancellable: boolean }) => b.cancellable);
    expect(await offered()).toEqual([false, false, false]);
    expect((await cancel()).json().code).toBe('lottery_cancel_not_allowed');
    await editGame(t, '11X51', { allowCancel: true });
    expect(await offered()).toEqual([true, true, true]);
    const done = await cancel();
    expect(done.statusCode).toBe(200);
    expect(done.json().value.slip.status).toBe('cancelled');
    expect(done.json().value.slip.bets.map((b: { status: string }) => b.status)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    expect(await walletMinor(t, m.id)).toBe(10_000n);
    expect(await offered()).toEqual([false, false, false]);
    // Again: the same answer, no second refund.
    expect((await cancel()).statusCode).toBe(200);
    expect(await walletMinor(t, m.id)).toBe(10_000n);
    const exposure = await t.deps.db
      .selectFrom('lottery_liability')
      .select('exposure')
      .where('draw_id', '=', draw.id)
      .execute();
    expect(exposure.map((e) => e.exposure)).toEqual([0n, 0n, 0n]);
    const late = await makeDraw(t, '11X51', { cutoffInMs: 1_500 });
    const lateSlip = await place(t, m, {
      gameCode: '11X51',
      drawNumber: late.drawNumber,
      tickets: [{ betType: 'any_1in1', selections: ['05'], stake: '1' }],
    });
    expect((await offered('/lgw/bets?status=pending'))[0]).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect((await offered('/lgw/bets?status=pending'))[0]).toBe(false);
    const tooLate = await t.call({
      method: 'POST',
      url: `/lgw/bets/${lateSlip.json().value.slip.id}/cancel`,
      token: m.token,
    });
    expect(tooLate.json().code).toBe('lottery_cancel_too_late');
    await editGame(t, '11X51', { allowCancel: false });
    await expectReconciled(t);
  });

  it("lists the member's own bets newest first, by status", async () => {
    const m = await bettor(t, 'mine', 10_000n);
    const other = await bettor(t, 'other', 10_000n);
    const draw = await makeDraw(t, 'K33');
    await place(t, m, {
      gameCode: 'K33',
      drawNumber: draw.drawNumber,
      tickets: [{ betType: 'sum', selections: ['3', '4', '5'], stake: '1' }],
    });
    await place(t, other, {
      gameCode: 'K33',
      drawNumber: draw.drawNumber,
      tickets: [{ betType: 'sum', selections: ['6'], stake: '1' }],
    });
    const res = await t.call({ method: 'GET', url: '/lgw/bets?pageSize=2&status=pending', token: m.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(res.json().value.items.map((b: { key: string }) => b.key)).toEqual(['5', '4']);
    // The game's name in the three languages, so the page shows a name in the reader's, never the code.
    const gameName = res.json().value.items[0].gameName;
    expect(gameName).toMatchObject({ ms: expect.any(String), en: expect.any(String), zh: expect.any(String) });
    expect(gameName.en).not.toBe('K33');
    const won = await t.call({ method: 'GET', url: '/lgw/bets?status=won', token: m.token });
    expect(won.json().value.total).toBe(0);
  });
});
