import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { launchToken, rid, SLOT, vendorCall, vendorSecret } from '../games/games-test-kit';
import { bettor, makeDraw, place, setResult } from '../lottery/lottery-test-kit';
import { settleDraw } from '../lottery/settle-draw';

/**
 * The betting record and personal profit and loss read the one bet model over every product: an e-lottery
 * slip settled (5D on 3 0 7 7 1: position 1 on 3 wins 9.80 for 1.00, on 4 loses), one still pending, and a
 * round of the in-house slot played through the vendor wallet (5.00 staked, 12.50 back). Checked to fail:
 * with the valid-stake filter counting pending bets, the totals go red; with the member condition dropped
 * from betsInRange, "another member's bets never show" goes red.
 */
let t: TestApp;
let secret: string;
let member: { id: bigint; token: string };
/** The vendor's id of the slot round played below. */
let roundId: string;

beforeAll(async () => {
  t = await createTestApp();
  secret = await vendorSecret(t);
  member = await bettor(t, 'rec', 100_000n);

  const settled = await makeDraw(t, '5D1');
  const first = await place(t, member, {
    gameCode: '5D1',
    drawNumber: settled.drawNumber,
    tickets: [{ betType: 'pos_number', selections: ['pos1:3', 'pos1:4'], stake: '1.00' }],
  });
  expect(first.statusCode, first.body).toBe(200);
  await setResult(t, settled.id, { game: '5d', numbers: [3, 0, 7, 7, 1] });
  await settleDraw(t.deps, settled.id);

  const open = await makeDraw(t, '5D1');
  const second = await place(t, member, {
    gameCode: '5D1',
    drawNumber: open.drawNumber,
    tickets: [{ betType: 'pos_big_small', selections: ['pos3:big'], stake: '2.00' }],
  });
  expect(second.statusCode, second.body).toBe(200);

  const launch = await launchToken(t, member.token);
  const playerId = `${member.id}`;
  roundId = `R-${randomUUID()}`;
  const round = roundId;
  const calls: [Parameters<typeof vendorCall>[2], Record<string, unknown>][] = [
    [
      'debit',
      {
        requestId: rid(),
        token: launch,
        playerId,
        gameCode: SLOT,
        roundId: round,
        transactionId: 'd1',
        amount: '5.00',
      },
    ],
    ['credit', { requestId: rid(), playerId, roundId: round, transactionId: 'c1', amount: '12.50' }],
    ['end-round', { requestId: rid(), playerId, roundId: round }],
  ];
  for (const [action, body] of calls) {
    const res = await vendorCall(t, secret, action, body);
    expect(res.statusCode, res.body).toBe(200);
  }
}, 60_000);
afterAll(() => t.close());

const record = (query: Record<string, string> = {}, token = member.token) =>
  t.call({ method: 'GET', url: `/wps/member/bets?${new URLSearchParams(query)}`, token, language: 'en' });
const profit = (query: Record<string, string> = {}, token = member.token) =>
  t.call({ method: 'GET', url: `/wps/member/profit?${new URLSearchParams(query)}`, token, language: 'en' });

describe("the member's betting record", () => {
  it('lists the lottery bets and the game round newest first, with names, results and winnings', async () => {
    const res = await record();
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value.total).toBe(4);
    expect(value.items.map((i: { product: string; key: string; status: string }) => [i.product, i.status])).toEqual([
      ['game', 'won'],
      ['elott', 'pending'],
      ['elott', 'lost'],
      ['elott', 'won'],
    ]);
    const [round, pending, lost, won] = value.items;
    expect(round).toMatchObject({ gameCode: SLOT, drawNumber: '', stake: '5.00', payout: '12.50', profit: '7.50' });
    expect(round.gameName.en).toBe('Jungle Treasure');
    // The round's own reference, as game recall and the back office's round search know it (not the vendor).
    expect(round).toMatchObject({ betType: 'round', key: roundId });
    expect(pending).toMatchObject({
      betType: 'pos_big_small',
      key: 'pos3:big',
      stake: '2.00',
      payout: null,
      profit: null,
    });
    expect(lost).toMatchObject({ key: 'pos1:4', payout: '0.00', profit: '-1.00' });
    expect(won).toMatchObject({ key: 'pos1:3', payout: '9.80', profit: '8.80' });
    expect(won.drawNumber).not.toBe('');
    expect(won.gameName).not.toBeNull();
  });

  it('totals every bet the filter matches: stakes that stand, valid stakes, payouts, winnings and stakes in play', async () => {
    const value = (await record({ pageSize: '1' })).json().value;
    expect(value.items).toHaveLength(1);
    expect(value.totals).toEqual({
      bets: 4,
      stake: '9.00',
      validStake: '7.00',
      payout: '22.30',
      profit: '15.30',
      inPlay: '2.00',
    });
  });

  it('filters by product and by status', async () => {
    const elott = (await record({ product: 'elott' })).json().value;
    expect(elott.total).toBe(3);
    expect(elott.totals).toMatchObject({ stake: '4.00', validStake: '2.00', payout: '9.80', profit: '7.80' });
    const won = (await record({ status: 'won' })).json().value;
    expect(won.items.map((i: { product: string }) => i.product)).toEqual(['game', 'elott']);
    expect((await record({ product: 'vendor' })).json().value).toMatchObject({ total: 0, items: [] });
  });

  it("never shows another member's bets", async () => {
    const other = await bettor(t, 'oth', 10_000n);
    const draw = await makeDraw(t, '5D1');
    const res = await place(t, other, {
      gameCode: '5D1',
      drawNumber: draw.drawNumber,
      tickets: [{ betType: 'pos_number', selections: ['pos2:5'], stake: '3.00' }],
    });
    expect(res.statusCode).toBe(200);
    expect((await record()).json().value.total).toBe(4);
    expect((await record({}, other.token)).json().value).toMatchObject({ total: 1, totals: { stake: '3.00' } });
  });

  it('refuses a product or status it does not know, and days reversed or too old, with translated messages', async () => {
    const product = await record({ product: 'poker' });
    expect(product.statusCode).toBe(400);
    expect(product.json()).toMatchObject({ success: false, code: 'invalid_input' });
    const status = await record({ status: 'winning' });
    expect(status.json().code).toBe('invalid_input');
    const reversed = await record({ from: '2026-11-20', to: '2026-11-10' });
    expect(reversed.json()).toMatchObject({ success: false, code: 'date_range_reversed' });
    const old = await record({ from: '2020-01-01', to: '2020-01-02' });
    expect(old.json()).toMatchObject({ success: false, code: 'date_range_too_old' });
    expect(old.json().message).toMatch(/\w/);
  });

  it('is for signed-in real members only', async () => {
    expect((await t.call({ method: 'GET', url: '/wps/member/bets' })).json().code).toBe('token_required');
  });
});

describe("the member's profit and loss", () => {
  it('sums by product and by day with the same definitions as the record', async () => {
    const res = await profit();
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value.products).toEqual([
      { product: 'elott', bets: 3, stake: '4.00', validStake: '2.00', payout: '9.80', profit: '7.80', inPlay: '2.00' },
      { product: 'game', bets: 1, stake: '5.00', validStake: '5.00', payout: '12.50', profit: '7.50', inPlay: '0.00' },
    ]);
    expect(value.days).toHaveLength(1);
    expect(value.days[0]).toMatchObject({ day: value.to, bets: 4, profit: '15.30' });
    expect(value.totals).toEqual((await record()).json().value.totals);
  });

  it('answers zeros for days without bets', async () => {
    // Two days of last month (within the months kept online whatever today is), before anything here was bet.
    const day = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 1));
    const from = day.toISOString().slice(0, 10);
    const to = new Date(day.getTime() + 86_400_000).toISOString().slice(0, 10);
    const res = await profit({ from, to });
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ products: [], days: [], totals: { bets: 0, stake: '0.00', profit: '0.00' } });
  });
});

describe("an agent's team betting history", () => {
  it("lists the bets and each member's profit and loss of everyone below the agent, or of one account, and nobody else's", async () => {
    const agent = await bettor(t, 'ta', 0n, 1);
    const sub = await bettor(t, 'ts', 0n, 2);
    const direct = await bettor(t, 'td', 10_000n);
    const deep = await bettor(t, 'tp', 10_000n);
    const outsider = await bettor(t, 'to', 10_000n);
    for (const [who, upline] of [
      [sub, agent],
      [direct, agent],
      [deep, sub],
    ] as const) {
      await t.deps.db.updateTable('members').set({ upline_id: upline.id }).where('id', '=', who.id).execute();
    }
    const draw = await makeDraw(t, '5D1');
    for (const [who, stake] of [
      [direct, '1.00'],
      [deep, '2.00'],
      [outsider, '4.00'],
    ] as const) {
      const res = await place(t, who, {
        gameCode: '5D1',
        drawNumber: draw.drawNumber,
        tickets: [{ betType: 'pos_number', selections: ['pos2:5'], stake }],
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const team = (query: Record<string, string> = {}, token = agent.token) =>
      t.call({ method: 'GET', url: `/wps/agent/team/bets?${new URLSearchParams(query)}`, token, language: 'en' });

    const all = (await team()).json().value;
    expect(all.items.map((i: { account: string }) => i.account).sort()).toEqual(
      [deep.username, direct.username].sort(),
    );
    expect(all.totals).toMatchObject({ bets: 2, stake: '3.00', inPlay: '3.00' });
    const one = (await team({ account: deep.username.toUpperCase() })).json().value;
    expect(one).toMatchObject({ total: 1, totals: { stake: '2.00' } });
    expect((await team({ account: outsider.username })).json().code).toBe('team_member_unknown');
    expect((await team({ account: agent.username })).json().code).toBe('team_member_unknown');
    expect((await team({}, direct.token)).json().code).toBe('not_agent');
    // The sub-agent sees its own branch only.
    expect((await team({}, sub.token)).json().value.items.map((i: { account: string }) => i.account)).toEqual([
      deep.username,
    ]);

    const statements = (query: Record<string, string> = {}, token = agent.token) =>
      t.call({ method: 'GET', url: `/wps/agent/team/profit?${new URLSearchParams(query)}`, token, language: 'en' });
    const sheet = (await statements()).json().value;
    expect(sheet.total).toBe(2);
    expect(sheet.items).toEqual(
      [
        {
          account: deep.username,
          bets: 1,
          stake: '2.00',
          validStake: '0.00',
          payout: '0.00',
          profit: '0.00',
          inPlay: '2.00',
        },
        {
          account: direct.username,
          bets: 1,
          stake: '1.00',
          validStake: '0.00',
          payout: '0.00',
          profit: '0.00',
          inPlay: '1.00',
        },
      ].sort((a, b) => (a.account < b.account ? -1 : 1)),
    );
    expect(sheet.totals).toMatchObject({ bets: 2, stake: '3.00', inPlay: '3.00' });
    expect((await statements({ account: direct.username })).json().value).toMatchObject({
      total: 1,
      totals: { stake: '1.00' },
    });
    expect((await statements({ account: outsider.username })).json().code).toBe('team_member_unknown');
    expect((await statements({ pageSize: '1' })).json().value.items).toHaveLength(1);
  });
});
