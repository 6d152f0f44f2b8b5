import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { otherBrand, signIn, startAdminTest } from '../../admin/admin-test-kit';
import { adminCall } from '../../lottery/admin/lottery-admin-test-kit';
import { launchToken, player, rid, SLOT, vendorCall, vendorSecret } from '../games-test-kit';

/**
 * Round lookup in the back office: rounds found by member, the vendor's round id and days, and a round's
 * page with every call the seamless wallet recorded (amount, time, request id, the ledger entry it moved)
 * and its row of the shared bets table. Read only; another brand's rounds are unknown.
 * Checked to fail: with `request_id: ctx.requestId` removed from the debit's insert in seamless/debit.ts,
 * "a round's page" went red (the debit's request id was null).
 */
let t: TestApp;
let admin: string;
let secret: string;
beforeAll(async () => {
  ({ t, admin } = await startAdminTest());
  secret = await vendorSecret(t);
}, 60_000);
afterAll(() => t.close());

const get = (url: string) => adminCall(t, admin, 'GET', url);

/** A member who played one round of the slot: 2.00 staked, 5.00 won, ended; and the requests' ids. */
async function playedRound() {
  const member = await player(t, 10_000n);
  const launch = await launchToken(t, member.token);
  const playerId = `${member.id}`;
  const roundId = `rnd-${randomUUID()}`;
  const ids = { debit: `d-${randomUUID()}`, credit: `c-${randomUUID()}`, end: `e-${randomUUID()}` };
  const debit = await vendorCall(t, secret, 'debit', {
    requestId: ids.debit,
    token: launch,
    playerId,
    gameCode: SLOT,
    roundId,
    transactionId: 'tx-stake',
    amount: '2.00',
  });
  expect(debit.statusCode).toBe(200);
  const credit = await vendorCall(t, secret, 'credit', {
    requestId: ids.credit,
    playerId,
    roundId,
    transactionId: 'tx-win',
    amount: '5.00',
  });
  expect(credit.statusCode).toBe(200);
  expect((await vendorCall(t, secret, 'end-round', { requestId: ids.end, playerId, roundId })).statusCode).toBe(200);
  return { member, playerId, launch, roundId, ids };
}

describe('round lookup', () => {
  it("finds a member's rounds by username in any case, and by the vendor's round id", async () => {
    const a = await playedRound();
    const byName = await get(`/admin/api/games/rounds?username=${a.member.username.toUpperCase()}`);
    expect(byName.status).toBe(200);
    expect(byName.body.value).toMatchObject({ total: 1, currency: 'MYR' });
    expect(byName.body.value.items[0]).toMatchObject({
      vendor: 'GEMILANG',
      roundId: a.roundId,
      gameCode: SLOT,
      gameName: 'Jungle Treasure',
      username: a.member.username,
      status: 'ended',
      debited: '2.00',
      credited: '5.00',
      rolledBack: '0.00',
    });
    const byRound = await get(`/admin/api/games/rounds?roundId=${a.roundId}`);
    expect(byRound.body.value.items.map((r: { username: string }) => r.username)).toEqual([a.member.username]);
    expect((await get('/admin/api/games/rounds?username=nobody-here')).body.value.total).toBe(0);
  });

  it('finds rounds by the days they opened on, in the brand zone', async () => {
    const a = await playedRound();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date());
    const inRange = await get(`/admin/api/games/rounds?from=${today}&to=${today}&roundId=${a.roundId}`);
    expect(inRange.body.value.total).toBe(1);
    const before = await get(`/admin/api/games/rounds?from=2020-01-01&to=2020-01-31&roundId=${a.roundId}`);
    expect(before.body.value.total).toBe(0);
    expect((await get('/admin/api/games/rounds?from=2026-02-30')).status).toBe(400);
  });

  it("a round's page shows each call with its amount, request id and ledger entry, and the bets row", async () => {
    const a = await playedRound();
    const found = (await get(`/admin/api/games/rounds?roundId=${a.roundId}`)).body.value.items[0];
    const res = await get(`/admin/api/games/rounds/${found.id}`);
    expect(res.status).toBe(200);
    const detail = res.body.value;
    expect(detail.round).toEqual(found);
    expect(detail.transactions).toMatchObject([
      {
        kind: 'debit',
        transactionId: 'tx-stake',
        requestId: a.ids.debit,
        amount: '2.00',
        entry: { kind: 'game_debit', idempotencyKey: expect.stringContaining(':tx-stake') },
      },
      {
        kind: 'credit',
        transactionId: 'tx-win',
        requestId: a.ids.credit,
        reason: 'win',
        amount: '5.00',
        entry: { kind: 'game_credit' },
      },
      {
        kind: 'end_round',
        transactionId: null,
        requestId: a.ids.end,
        amount: '2.00',
        entry: { kind: 'game_round_end', idempotencyKey: expect.stringMatching(/^round:\d+$/) },
      },
    ]);
    for (const tx of detail.transactions) expect(Date.parse(tx.at)).not.toBeNaN();
    expect(detail.bet).toMatchObject({ status: 'won', stake: '2.00', payout: '5.00' });
    expect(detail.bet.settledAt).not.toBeNull();
  });

  it('shows a rollback and a lost round without an entry for its zero credit', async () => {
    const member = await player(t, 10_000n);
    const launch = await launchToken(t, member.token);
    const playerId = `${member.id}`;
    const roundId = `rnd-${randomUUID()}`;
    const debit = (tx: string, requestId: string) =>
      vendorCall(t, secret, 'debit', {
        requestId,
        token: launch,
        playerId,
        gameCode: SLOT,
        roundId,
        transactionId: tx,
        amount: '1.00',
      });
    expect((await debit('s1', `q1-${roundId}`)).statusCode).toBe(200);
    expect((await debit('s2', `q2-${roundId}`)).statusCode).toBe(200);
    const back = { requestId: `q3-${roundId}`, playerId, roundId, transactionId: 's2' };
    expect((await vendorCall(t, secret, 'rollback', back)).statusCode).toBe(200);
    const zero = { requestId: `q4-${roundId}`, playerId, roundId, transactionId: 'w0', amount: '0' };
    expect((await vendorCall(t, secret, 'credit', zero)).statusCode).toBe(200);
    expect(
      (await vendorCall(t, secret, 'end-round', { requestId: `q5-${roundId}`, playerId, roundId })).statusCode,
    ).toBe(200);

    const found = (await get(`/admin/api/games/rounds?roundId=${roundId}`)).body.value.items[0];
    expect(found).toMatchObject({ status: 'ended', debited: '2.00', rolledBack: '1.00', credited: '0.00' });
    const detail = (await get(`/admin/api/games/rounds/${found.id}`)).body.value;
    expect(
      detail.transactions.map((x: { kind: string; amount: string; requestId: string }) => [
        x.kind,
        x.amount,
        x.requestId,
      ]),
    ).toEqual([
      ['debit', '1.00', `q1-${roundId}`],
      ['debit', '1.00', `q2-${roundId}`],
      ['rollback', '1.00', `q3-${roundId}`],
      ['credit', '0.00', `q4-${roundId}`],
      ['end_round', '1.00', `q5-${roundId}`],
    ]);
    expect(detail.transactions[2].entry.kind).toBe('game_rollback');
    expect(detail.transactions[3].entry).toBeNull();
    expect(detail.bet).toMatchObject({ status: 'lost', stake: '1.00', payout: '0.00' });
  });

  it("an open round has no end yet; another brand's round and nonsense ids are refused", async () => {
    const member = await player(t, 10_000n);
    const launch = await launchToken(t, member.token);
    const roundId = `rnd-${randomUUID()}`;
    const body = {
      requestId: rid(),
      token: launch,
      playerId: `${member.id}`,
      gameCode: SLOT,
      roundId,
      transactionId: 'o1',
      amount: '3.00',
    };
    expect((await vendorCall(t, secret, 'debit', body)).statusCode).toBe(200);
    const found = (await get(`/admin/api/games/rounds?roundId=${roundId}`)).body.value.items[0];
    const detail = (await get(`/admin/api/games/rounds/${found.id}`)).body.value;
    expect(detail.round).toMatchObject({ status: 'open', endedAt: null });
    expect(detail.transactions.map((x: { kind: string }) => x.kind)).toEqual(['debit']);
    expect(detail.bet).toMatchObject({ status: 'pending', stake: '3.00', payout: null });

    const other = await otherBrand(t);
    const theirAdmin = await signIn(t, 'otheradmin', undefined, other.host);
    const theirs = await adminCall(t, theirAdmin, 'GET', `/admin/api/games/rounds/${found.id}`, undefined, other.host);
    expect([theirs.status, theirs.body.code]).toEqual([404, 'game_round_unknown']);
    const theirList = await adminCall(
      t,
      theirAdmin,
      'GET',
      `/admin/api/games/rounds?roundId=${roundId}`,
      undefined,
      other.host,
    );
    expect(theirList.body.value.total).toBe(0);
    expect((await get('/admin/api/games/rounds/abc')).status).toBe(400);
    expect((await get('/admin/api/games/rounds/999999999')).body.code).toBe('game_round_unknown');
  });
});
