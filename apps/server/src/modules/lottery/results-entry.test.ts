import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { addOperator, auditRows, signIn, startAdminTest } from '../admin/admin-test-kit';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { bettor, makeDraw, place, walletMinor } from './lottery-test-kit';
import { closeDraw, northResult, resultsApi, vnDraw } from './result-test-kit';

/**
 * Entering a Vietnamese result (one operator) and confirming it by a blind second entry (another), ADR 026
 * and ADR 049.
 * Checked to fail: with the own-proposal check of decide-result.ts removed, the same operator's confirmation
 * reached the table's four-eyes CHECK (a 500 instead of the 403); with wrong counts let through by
 * propose-result.ts, the short third prize was stored as a proposal (200 instead of 422).
 */
let t: TestApp;
let merchantId: number;
let admin: string;
let second: string;
let api: ReturnType<typeof resultsApi>;

beforeAll(async () => {
  ({ t, merchantId, admin } = await startAdminTest());
  await addOperator(t, merchantId, 'second', 'cs');
  second = await signIn(t, 'second');
  api = resultsApi(t);
});
afterAll(() => t.close());

async function snapshot(drawId: bigint) {
  const draw = await t.deps.db
    .selectFrom('lottery_draws')
    .select(['status', 'result'])
    .where('id', '=', drawId)
    .executeTakeFirst();
  const proposals = await t.deps.db
    .selectFrom('lottery_result_proposals')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const audits = await t.deps.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('action', 'like', 'lottery.%')
    .executeTakeFirstOrThrow();
  return { draw, proposals: proposals.n, audits: audits.n };
}

describe('entering a result', () => {
  it('refuses a wrong count, wrong digits, a draw not closed and an unknown draw, changing nothing', async () => {
    const draw = await vnDraw(t);
    await closeDraw(t, draw.id);
    const before = await snapshot(draw.id);

    const short = { ...northResult(), third: ['10000', '10001', '10002', '10003', '10004'] };
    const res = await api.propose(admin, draw.id, short);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 'lottery_result_invalid' });
    expect(res.json().message).toContain('prize tiers');
    expect(res.json().details.issues).toEqual([{ code: 'wrong_count', tier: 'third', expected: 6, found: 5 }]);

    const digits = { ...northResult(), fourth: ['1111', '11122', '1113', 'x114'] };
    const res2 = await api.propose(admin, draw.id, digits);
    expect(res2.statusCode).toBe(422);
    expect(res2.json().details.issues).toEqual([
      { code: 'wrong_digits', tier: 'fourth', item: 2, expected: 4, found: 5 },
      { code: 'not_digits', tier: 'fourth', item: 4 },
    ]);
    // The South's eighth prize has no place in a North result.
    const eighth = await api.propose(admin, draw.id, { ...northResult(), eighth: ['12'] });
    expect(eighth.json().details.issues).toEqual([{ code: 'tier_not_in_region', tier: 'eighth' }]);

    const open = await vnDraw(t);
    const res3 = await api.propose(admin, open.id, northResult());
    expect(res3.statusCode).toBe(409);
    expect(res3.json().code).toBe('lottery_draw_not_awaiting_result');
    expect((await snapshot(open.id)).draw?.status).toBe('open');

    const res4 = await api.propose(admin, 999_999_999n, northResult());
    expect(res4.statusCode).toBe(404);
    expect(res4.json().code).toBe('lottery_draw_unknown');
    // An e-lottery draw is drawn by the platform: no operator result for it.
    const elott = await makeDraw(t, '5D1', { cutoffInMs: -1000, drawInMs: 60_000 });
    await closeDraw(t, elott.id);
    expect((await api.propose(admin, elott.id, northResult())).json().code).toBe('lottery_draw_unknown');

    expect(await snapshot(draw.id)).toEqual(before);
  });

  it('stores a proposal, not the result; the operator who entered it cannot confirm it', async () => {
    const draw = await vnDraw(t);
    await closeDraw(t, draw.id);
    const res = await api.propose(admin, draw.id, northResult());
    expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
    const proposal = res.json().value;
    expect(proposal).toMatchObject({
      kind: 'result',
      status: 'pending',
      source: 'form',
      proposedBy: { username: 'admin' },
    });
    expect(proposal.result).toEqual({ region: 'north', prizes: northResult() });
    expect((await snapshot(draw.id)).draw).toEqual({ status: 'closed', result: null });
    const [row] = (await auditRows(t, merchantId, 'lottery.result.propose')).slice(-1);
    expect(row?.target_id).toBe(`${draw.id}`);
    // The audit log (an administrator may be the second entry) holds no number of a waiting entry.
    expect(JSON.stringify(row?.detail)).not.toContain('80127');

    // A second proposal for the same draw waits until the first is decided.
    expect((await api.propose(second, draw.id, northResult('45'))).json().code).toBe('lottery_result_pending');

    const own = await api.confirm(admin, proposal.id, northResult());
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'lottery_result_own_proposal' });
    expect(own.json().message).toBe('Another operator must confirm or reject a result you entered.');
    expect((await api.reject(admin, proposal.id, 'typo')).json().code).toBe('lottery_result_own_proposal');
    expect((await snapshot(draw.id)).draw).toEqual({ status: 'closed', result: null });

    // Another operator rejects it; the draw waits for a new entry, which may then come from anyone.
    const rejected = await api.reject(second, proposal.id, 'G3 mistyped');
    expect(rejected.json().value).toMatchObject({ status: 'rejected', decidedBy: { username: 'second' } });
    expect((await api.confirm(second, proposal.id, northResult())).json().code).toBe('lottery_result_decided');
    expect((await api.propose(second, draw.id, northResult())).statusCode).toBe(200);
    expect((await snapshot(draw.id)).draw?.status).toBe('closed');
  });

  it('a confirmation by another operator draws and settles the draw: lô and đề paid as worked by hand', async () => {
    const draw = await vnDraw(t);
    const lucky = await bettor(t, 'lucky', 1_000n);
    const unlucky = await bettor(t, 'unlucky', 1_000n);
    // One lô point costs 27 units (MYR 2.70) and pays 99 units (MYR 9.90) a hit; đề pays 98 times the stake.
    const bet = await place(t, lucky, {
      gameCode: 'XSMB',
      drawNumber: draw.drawNumber,
      tickets: [
        { betType: 'lo2', selections: ['27'], points: 1 },
        { betType: 'de', selections: ['27'], stake: '1.00' },
      ],
    });
    expect(bet.statusCode, JSON.stringify(bet.json())).toBe(200);
    await place(t, unlucky, {
      gameCode: 'XSMB',
      drawNumber: draw.drawNumber,
      tickets: [{ betType: 'de', selections: ['45'], stake: '2.00' }],
    });
    expect(await walletMinor(t, lucky.id)).toBe(1_000n - 270n - 100n);
    await closeDraw(t, draw.id);

    const proposal = (await api.propose(second, draw.id, northResult('27'))).json().value;
    // The second operator types the same numbers from the sheet, without being shown the first entry.
    const res = await api.confirm(admin, proposal.id, northResult('27'), 'checked against the official sheet');
    expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
    expect(res.json().value).toMatchObject({ status: 'confirmed', decidedBy: { username: 'admin' } });

    const after = await snapshot(draw.id);
    expect(after.draw?.status).toBe('settled');
    expect(after.draw?.result).toEqual({ region: 'north', prizes: northResult('27') });
    // lô 27 appears twice (80127, 22227): 2 hits × MYR 9.90; đề 27: MYR 98.00.
    expect(await walletMinor(t, lucky.id)).toBe(1_000n - 370n + 1_980n + 9_800n);
    expect(await walletMinor(t, unlucky.id)).toBe(800n);
    const bets = await t.deps.db
      .selectFrom('bets')
      .select(['member_id', 'bet_type', 'status', 'hits', 'payout'])
      .where('draw_id', '=', draw.id)
      .orderBy('id')
      .execute();
    expect(bets.map((b) => [b.bet_type, b.status, b.hits, Number(b.payout)])).toEqual([
      ['lo2', 'won', 2, 1980],
      ['de', 'won', 1, 9800],
      ['de', 'lost', 0, 0],
    ]);
    expect((await auditRows(t, merchantId, 'lottery.result.confirm')).at(-1)?.detail).toMatchObject({
      proposalId: proposal.id,
      note: 'checked against the official sheet',
    });
    // Confirming again changes nothing.
    expect((await api.confirm(admin, proposal.id, northResult('27'))).json().code).toBe('lottery_result_decided');
    expect(await walletMinor(t, lucky.id)).toBe(1_000n - 370n + 1_980n + 9_800n);
    await expectReconciled(t);
  });

  it('lists closed draws awaiting a result with their waiting proposal', async () => {
    const draw = await vnDraw(t, 'XSMN', 'HCM');
    await closeDraw(t, draw.id);
    const proposal = (
      await api.propose(admin, draw.id, {
        special: ['123427'],
        first: ['11111'],
        second: ['22222'],
        third: ['33333', '33334'],
        fourth: ['44441', '44442', '44443', '44444', '44445', '44446', '44447'],
        fifth: ['5555'],
        sixth: ['6661', '6662', '6663'],
        seventh: ['777'],
        eighth: ['88'],
      })
    ).json().value;
    const res = await api.overview(second);
    expect(res.statusCode).toBe(200);
    const listed = res.json().value.awaiting.find((d: { id: string }) => d.id === `${draw.id}`);
    expect(listed).toMatchObject({
      gameCode: 'XSMN',
      region: 'south',
      station: 'HCM',
      stationName: 'TP. Hồ Chí Minh',
      status: 'closed',
      pending: { id: proposal.id, proposedBy: { username: 'admin' } },
    });
  });

  it('shows a waiting entry to no operator but the one who typed it: the second entry is blind', async () => {
    const draw = await vnDraw(t);
    await closeDraw(t, draw.id);
    const proposal = (await api.propose(admin, draw.id, northResult('27'))).json().value;
    const numbers = Object.values(northResult('27')).flat();
    const listedFor = async (token: string) =>
      (await api.overview(token)).json().value.awaiting.find((d: { id: string }) => d.id === `${draw.id}`);

    // The operator who typed it sees it; the second operator is told it waits, by whom, and nothing more.
    expect((await listedFor(admin)).pending).toMatchObject({
      id: proposal.id,
      result: { region: 'north', prizes: northResult('27') },
    });
    const blind = await listedFor(second);
    expect(blind.pending).toMatchObject({ id: proposal.id, proposedBy: { username: 'admin' }, result: null });
    const reply = JSON.stringify(blind);
    for (const n of numbers) expect(reply, n).not.toContain(`"${n}"`);
    expect(reply).not.toContain('prizes');

    // A second entry refused for its shape changes nothing and tells nothing of the first.
    const short = await api.confirm(second, proposal.id, { ...northResult('27'), third: ['10000'] });
    expect(short.json()).toMatchObject({ code: 'lottery_result_invalid' });
    expect(JSON.stringify(short.json())).not.toContain('80127');
    expect((await listedFor(second)).pending).toMatchObject({ id: proposal.id, status: 'pending' });
  });

  it('keeps both entries side by side when they differ, shown to both, and settles nothing until a new entry matches', async () => {
    const draw = await vnDraw(t);
    const m = await bettor(t, 'blind', 1_000n);
    await place(t, m, {
      gameCode: 'XSMB',
      drawNumber: draw.drawNumber,
      tickets: [{ betType: 'de', selections: ['27'], stake: '1.00' }],
    });
    await closeDraw(t, draw.id);
    const first = (await api.propose(admin, draw.id, northResult('27'))).json().value;

    // The second operator reads the special prize as 80128.
    const res = await api.confirm(second, first.id, northResult('28'), 'from the sheet');
    expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
    expect(res.json().value).toMatchObject({
      status: 'mismatched',
      decidedBy: { username: 'second' },
      result: { region: 'north', prizes: northResult('27') },
      secondResult: { region: 'north', prizes: northResult('28') },
    });
    expect((await snapshot(draw.id)).draw).toEqual({ status: 'closed', result: null });
    const bets = await t.deps.db.selectFrom('bets').select('status').where('draw_id', '=', draw.id).execute();
    expect(bets.map((b) => b.status)).toEqual(['pending']);
    expect(await walletMinor(t, m.id)).toBe(900n);
    const audited = (await auditRows(t, merchantId, 'lottery.result.mismatch')).at(-1)?.detail;
    expect(audited).toMatchObject({ proposalId: first.id, firstEntry: { prizes: northResult('27') } });
    expect(audited).toMatchObject({ secondEntry: { prizes: northResult('28') } });

    // Both operators are shown both entries, until a new entry is made.
    for (const token of [admin, second]) {
      const listed = (await api.overview(token))
        .json()
        .value.awaiting.find((d: { id: string }) => d.id === `${draw.id}`);
      expect(listed).toMatchObject({
        pending: null,
        mismatch: {
          id: first.id,
          result: { prizes: { special: ['80127'] } },
          secondResult: { prizes: { special: ['80128'] } },
        },
      });
    }
    // The second operator cannot take it back by typing again: a new entry is needed.
    expect((await api.confirm(second, first.id, northResult('27'))).json().code).toBe('lottery_result_decided');

    // A new entry (by either of them) is blind again, and a matching second entry settles the draw.
    const again = (await api.propose(second, draw.id, northResult('27'))).json().value;
    const listed = (await api.overview(admin)).json().value.awaiting.find((d: { id: string }) => d.id === `${draw.id}`);
    expect(listed).toMatchObject({ pending: { id: again.id, result: null }, mismatch: null });
    const confirmed = await api.confirm(admin, again.id, northResult('27'));
    expect(confirmed.json().value).toMatchObject({ status: 'confirmed', secondResult: null });
    expect((await snapshot(draw.id)).draw?.status).toBe('settled');
    expect(await walletMinor(t, m.id)).toBe(900n + 9_800n);
    await expectReconciled(t);
  });
});
