import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { bettor, makeDraw, place, setResult, walletMinor } from './lottery-test-kit';
import { settleDraw } from './settle-draw';

/**
 * Every e-lottery bet type, and the Vietnamese North types, settled by the SQL against results worked out
 * by hand (stakes of MYR 1.00 = 100 minor units; a win is floor(stake × odds / 1000), the stake included).
 * Checked to fail: with the push branch of the settlement's payout CASE removed, 11x5's ball-11 bets paid nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Expect = [key: string, status: string, payoutMinor: number];
type Case = { betType: string; selections: string[]; stake?: string; points?: number; expect: Expect[] };

async function settleCases(gameCode: string, result: unknown, cases: Case[], station = '') {
  const m = await bettor(t, 'hand', 100_000_000n);
  const draw = await makeDraw(t, gameCode, { station });
  const res = await place(t, m, {
    gameCode,
    drawNumber: draw.drawNumber,
    tickets: cases.map(({ betType, selections, stake, points }) => ({
      betType,
      selections,
      ...(points ? { points } : { stake: stake ?? '1.00' }),
    })),
  });
  expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
  const before = await walletMinor(t, m.id);
  await setResult(t, draw.id, result);
  const outcome = await settleDraw(t.deps, draw.id);
  expect(outcome).toMatchObject({ claimed: true, finished: true, entriesPosted: 1 });
  const bets = await t.deps.db
    .selectFrom('bets')
    .select(['bet_type', 'bet_key', 'status', 'payout'])
    .where('draw_id', '=', draw.id)
    .orderBy('id')
    .execute();
  const got = bets.map((b) => [b.bet_type, b.bet_key, b.status, Number(b.payout)]);
  const want = cases.flatMap((c) => c.expect.map(([key, status, payout]) => [c.betType, key, status, payout]));
  expect(got).toEqual(want);
  const paid = want.reduce((sum, w) => sum + (w[3] as number), 0);
  expect(await walletMinor(t, m.id)).toBe(before + BigInt(paid));
  // A rerun pays nothing twice.
  expect(await settleDraw(t.deps, draw.id)).toMatchObject({ claimed: false, betsSettled: 0 });
  expect(await walletMinor(t, m.id)).toBe(before + BigInt(paid));
}

describe('settling a draw', () => {
  it('5D on 3 0 7 7 1 (sum 18)', async () => {
    await settleCases('5D1', { game: '5d', numbers: [3, 0, 7, 7, 1] }, [
      {
        betType: 'pos_number',
        selections: ['pos1:3', 'pos1:4'],
        expect: [
          ['pos1:3', 'won', 980],
          ['pos1:4', 'lost', 0],
        ],
      },
      {
        betType: 'pos_big_small',
        selections: ['pos3:big', 'pos2:big'],
        expect: [
          ['pos3:big', 'won', 196],
          ['pos2:big', 'lost', 0],
        ],
      },
      {
        betType: 'pos_odd_even',
        selections: ['pos1:odd', 'pos2:odd'],
        expect: [
          ['pos1:odd', 'won', 196],
          ['pos2:odd', 'lost', 0],
        ],
      },
      {
        betType: 'sum_big_small',
        selections: ['small', 'big'],
        expect: [
          ['small', 'won', 196],
          ['big', 'lost', 0],
        ],
      },
      {
        betType: 'sum_odd_even',
        selections: ['even', 'odd'],
        expect: [
          ['even', 'won', 196],
          ['odd', 'lost', 0],
        ],
      },
      {
        betType: 'dragon_tiger',
        selections: ['dragon', 'tiger', 'tie'],
        expect: [
          ['dragon', 'won', 217],
          ['tiger', 'lost', 0],
          ['tie', 'lost', 0],
        ],
      },
      {
        betType: 'front3',
        selections: ['mixed', 'pair'],
        expect: [
          ['mixed', 'won', 326],
          ['pair', 'lost', 0],
        ],
      },
      {
        betType: 'middle3',
        selections: ['pair', 'triple'],
        expect: [
          ['pair', 'won', 362],
          ['triple', 'lost', 0],
        ],
      },
      {
        betType: 'back3',
        selections: ['pair', 'straight'],
        expect: [
          ['pair', 'won', 362],
          ['straight', 'lost', 0],
        ],
      },
    ]);
  });

  it('K3 on 2 2 5 (sum 9) and on the triple 4 4 4, which loses big/small and odd/even', async () => {
    await settleCases('K31', { game: 'k3', numbers: [2, 2, 5] }, [
      {
        betType: 'sum',
        selections: ['9', '10'],
        expect: [
          ['9', 'won', 846],
          ['10', 'lost', 0],
        ],
      },
      {
        betType: 'sum_big_small',
        selections: ['small', 'big'],
        expect: [
          ['small', 'won', 201],
          ['big', 'lost', 0],
        ],
      },
      { betType: 'sum_odd_even', selections: ['odd'], expect: [['odd', 'won', 201]] },
      { betType: 'any_triple', selections: ['any'], expect: [['any', 'lost', 0]] },
      { betType: 'triple', selections: ['222'], expect: [['222', 'lost', 0]] },
      {
        betType: 'pair',
        selections: ['22', '55'],
        expect: [
          ['22', 'won', 1323],
          ['55', 'lost', 0],
        ],
      },
      { betType: 'three_different', selections: ['1', '2', '5'], expect: [['1,2,5', 'lost', 0]] },
      { betType: 'three_consecutive', selections: ['any'], expect: [['any', 'lost', 0]] },
    ]);
    await settleCases('K31', { game: 'k3', numbers: [4, 4, 4] }, [
      {
        betType: 'sum_big_small',
        selections: ['big', 'small'],
        expect: [
          ['big', 'lost', 0],
          ['small', 'lost', 0],
        ],
      },
      { betType: 'sum_odd_even', selections: ['even'], expect: [['even', 'lost', 0]] },
      { betType: 'any_triple', selections: ['any'], expect: [['any', 'won', 3528]] },
      {
        betType: 'triple',
        selections: ['444', '555'],
        expect: [
          ['444', 'won', 21168],
          ['555', 'lost', 0],
        ],
      },
      { betType: 'pair', selections: ['44'], expect: [['44', 'won', 1323]] },
      { betType: 'sum', selections: ['12'], expect: [['12', 'won', 846]] },
    ]);
    await settleCases('K31', { game: 'k3', numbers: [3, 5, 4] }, [
      {
        betType: 'three_different',
        selections: ['3', '4', '5', '6'],
        expect: [
          ['3,4,5', 'won', 3528],
          ['3,4,6', 'lost', 0],
          ['3,5,6', 'lost', 0],
          ['4,5,6', 'lost', 0],
        ],
      },
      { betType: 'three_consecutive', selections: ['any'], expect: [['any', 'won', 882]] },
    ]);
  });

  it('PK10 on 3 8 1 10 5 6 2 9 4 7 (top two 11)', async () => {
    await settleCases('PK101', { game: 'pk10', numbers: [3, 8, 1, 10, 5, 6, 2, 9, 4, 7] }, [
      {
        betType: 'pos_number',
        selections: ['pos1:03', 'pos2:03'],
        expect: [
          ['pos1:03', 'won', 980],
          ['pos2:03', 'lost', 0],
        ],
      },
      {
        betType: 'pos_big_small',
        selections: ['pos2:big', 'pos10:small'],
        expect: [
          ['pos2:big', 'won', 196],
          ['pos10:small', 'lost', 0],
        ],
      },
      {
        betType: 'pos_odd_even',
        selections: ['pos1:odd', 'pos4:odd'],
        expect: [
          ['pos1:odd', 'won', 196],
          ['pos4:odd', 'lost', 0],
        ],
      },
      {
        betType: 'dragon_tiger',
        selections: ['1v10:tiger', '1v10:dragon', '2v9:dragon'],
        expect: [
          ['1v10:tiger', 'won', 196],
          ['1v10:dragon', 'lost', 0],
          ['2v9:dragon', 'won', 196],
        ],
      },
      {
        betType: 'top2_sum',
        selections: ['11', '12'],
        expect: [
          ['11', 'won', 882],
          ['12', 'lost', 0],
        ],
      },
      {
        betType: 'top2_sum_big_small',
        selections: ['small', 'big'],
        expect: [
          ['small', 'won', 176],
          ['big', 'lost', 0],
        ],
      },
      { betType: 'top2_sum_odd_even', selections: ['odd'], expect: [['odd', 'won', 176]] },
    ]);
  });

  it('11x5 on 03 07 11 01 09 (sum 31): ball 11 pushes its position, any-k and first-two/three', async () => {
    await settleCases('11X51', { game: '11x5', numbers: [3, 7, 11, 1, 9] }, [
      {
        betType: 'pos_big_small',
        selections: ['pos1:small', 'pos3:big', 'pos2:big'],
        expect: [
          ['pos1:small', 'won', 195],
          ['pos3:big', 'push', 100],
          ['pos2:big', 'won', 195],
        ],
      },
      {
        betType: 'pos_odd_even',
        selections: ['pos3:odd', 'pos2:even'],
        expect: [
          ['pos3:odd', 'push', 100],
          ['pos2:even', 'lost', 0],
        ],
      },
      {
        betType: 'sum_big_small',
        selections: ['big', 'small'],
        expect: [
          ['big', 'won', 195],
          ['small', 'lost', 0],
        ],
      },
      { betType: 'sum_odd_even', selections: ['odd'], expect: [['odd', 'won', 191]] },
      {
        betType: 'any_1in1',
        selections: ['07', '02'],
        expect: [
          ['02', 'lost', 0],
          ['07', 'won', 215],
        ],
      },
      {
        betType: 'any_2in2',
        selections: ['03', '09', '02'],
        expect: [
          ['02,03', 'lost', 0],
          ['02,09', 'lost', 0],
          ['03,09', 'won', 539],
        ],
      },
      { betType: 'any_5in5', selections: ['01', '03', '07', '09', '11'], expect: [['01,03,07,09,11', 'won', 45276]] },
      {
        betType: 'any_6in5',
        selections: ['01', '02', '03', '07', '09', '11'],
        expect: [['01,02,03,07,09,11', 'won', 7546]],
      },
      {
        betType: 'first2_ordered',
        selections: ['03,07', '07,03'],
        expect: [
          ['03,07', 'won', 10780],
          ['07,03', 'lost', 0],
        ],
      },
      { betType: 'first2_any', selections: ['07', '03'], expect: [['03,07', 'won', 5390]] },
      { betType: 'first3_ordered', selections: ['03,07,11'], expect: [['03,07,11', 'won', 97020]] },
      { betType: 'first3_any', selections: ['11', '07', '03'], expect: [['03,07,11', 'won', 16170]] },
    ]);
  });

  it('the North on 80127 (lô 27 twice, lô 01 twice): lô pays per hit, đề, 3 and 4 càng, xiên, trượt', async () => {
    const result = {
      region: 'north',
      prizes: {
        special: ['80127'],
        first: ['11345'],
        second: ['22227', '33301'],
        third: ['10000', '10001', '10002', '10003', '10004', '10005'],
        fourth: ['1111', '1112', '1113', '1114'],
        fifth: ['2221', '2222', '2223', '2224', '2225', '2226'],
        sixth: ['331', '332', '333'],
        seventh: ['41', '42', '43', '44'],
      },
    };
    // A lô point costs 27 units (MYR 2.70) and pays 99 units (MYR 9.90) a hit.
    await settleCases(
      'XSMB',
      result,
      [
        {
          betType: 'lo2',
          selections: ['27', '99', '01'],
          points: 2,
          expect: [
            ['27', 'won', 3960],
            ['99', 'lost', 0],
            ['01', 'won', 3960],
          ],
        },
        {
          betType: 'lo3',
          selections: ['127', '227'],
          points: 1,
          expect: [
            ['127', 'won', 9600],
            ['227', 'won', 9600],
          ],
        },
        {
          betType: 'de',
          selections: ['27', '45'],
          expect: [
            ['27', 'won', 9800],
            ['45', 'lost', 0],
          ],
        },
        { betType: 'de_dau', selections: ['45'], expect: [['45', 'won', 9800]] },
        { betType: 'cang3', selections: ['127'], expect: [['127', 'won', 96000]] },
        { betType: 'cang4', selections: ['0127'], expect: [['0127', 'won', 920000]] },
        {
          betType: 'dau',
          selections: ['2', '7'],
          expect: [
            ['2', 'won', 980],
            ['7', 'lost', 0],
          ],
        },
        { betType: 'duoi', selections: ['7'], expect: [['7', 'won', 980]] },
        { betType: 'de_big_small', selections: ['small'], expect: [['small', 'won', 196]] },
        { betType: 'de_odd_even', selections: ['odd'], expect: [['odd', 'won', 196]] },
        {
          betType: 'xien2',
          selections: ['27', '01', '99'],
          expect: [
            ['01,27', 'won', 1730],
            ['01,99', 'lost', 0],
            ['27,99', 'lost', 0],
          ],
        },
        { betType: 'truot4', selections: ['90', '91', '92', '93'], expect: [['90,91,92,93', 'won', 286]] },
        { betType: 'truot4', selections: ['90', '91', '92', '27'], expect: [['27,90,91,92', 'lost', 0]] },
      ],
      'HN',
    );
  });

  it('refunds every stake of a void draw, one entry a member', async () => {
    const a = await bettor(t, 'voida', 10_000n);
    const b = await bettor(t, 'voidb', 10_000n);
    const draw = await makeDraw(t, '5D3');
    for (const m of [a, b]) {
      await place(t, m, {
        gameCode: '5D3',
        drawNumber: draw.drawNumber,
        tickets: [{ betType: 'pos_number', selections: ['pos1:1', 'pos1:2'], stake: '2.50' }],
      });
    }
    expect(await walletMinor(t, a.id)).toBe(9_500n);
    await t.deps.db.updateTable('lottery_draws').set({ status: 'void' }).where('id', '=', draw.id).execute();
    expect(await settleDraw(t.deps, draw.id)).toMatchObject({ finished: true, entriesPosted: 2, betsSettled: 4 });
    expect(await walletMinor(t, a.id)).toBe(10_000n);
    expect(await walletMinor(t, b.id)).toBe(10_000n);
    const statuses = await t.deps.db.selectFrom('bets').select('status').where('draw_id', '=', draw.id).execute();
    expect(statuses.map((s) => s.status)).toEqual(['void', 'void', 'void', 'void']);
    await expectReconciled(t);
  });

  it('settles in batches of members, each paid once, and the books reconcile', async () => {
    const members = await Promise.all(Array.from({ length: 7 }, (_, i) => bettor(t, `batch${i}`, 10_000n)));
    const draw = await makeDraw(t, 'K33');
    for (const m of members) {
      await place(t, m, {
        gameCode: 'K33',
        drawNumber: draw.drawNumber,
        tickets: [{ betType: 'sum', selections: ['9', '10'], stake: '1' }],
      });
    }
    await setResult(t, draw.id, { game: 'k3', numbers: [2, 2, 5] });
    expect(await settleDraw(t.deps, draw.id, 3)).toMatchObject({ finished: true, entriesPosted: 7, betsSettled: 14 });
    for (const m of members) expect(await walletMinor(t, m.id)).toBe(10_000n - 200n + 846n);
    await expectReconciled(t);
  });
});
