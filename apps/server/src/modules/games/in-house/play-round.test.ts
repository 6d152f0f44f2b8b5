import { randomUUID } from 'node:crypto';
import { formatMinor } from '@gemilang/contract';
import { type CasinoOutcome, verifyCasinoRound } from '@gemilang/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { tokenFor } from '../../member/member-test-kit';
import { reconcileBooks } from '../../reconciliation/reconcile-books';
import { expectReconciled } from '../../reconciliation/reconciliation-test-kit';
import { launchCode, launchToken, player, SLOT, signOut, snapshot, staffLock } from '../games-test-kit';
import { walletIds } from './finish-round';
import { inHouseWallet } from './in-house-wallet';
import { ROUND_LEASE_MS } from './play-round';
import { resumeStaleRounds } from './resume-rounds';

/**
 * The in-house game server (ADR 032) on both databases: a round's outcome verifies in packages/games'
 * verifier from the revealed seeds, its money moves exactly once through the seamless wallet, a replay
 * moves nothing, bad bets are refused with their codes and move nothing, two plays at once share one
 * balance, and an interrupted round is finished by the member's return or the sweep.
 *
 * Checked to fail (each guard broken, the test run, the code restored):
 * - the request id: play-round.ts's replay lookup skipped (`const earlier = undefined`) and the claim's
 *   ON CONFLICT removed: "a replay" went red (500, the unique request id). With only the lookup skipped the
 *   ON CONFLICT still answers the replay: the two guards back each other;
 * - the nonce: play-round.ts not advancing next_nonce: "the nonce advances" and the first test went red;
 * - the overdraw: a debit refusal treated as not final in finish-round.ts (`definitive` always false):
 *   "two plays at once" went red (the refused round stayed playing and answered play_round_unfinished).
 * - the session (ADR 048): play-token.ts without `|| !row.sessionLive` and the locked check: "refuses every
 *   play call once the member signed out" and "refuses play once customer service locked the member" went
 *   red (the rounds were played); without checkOpenForPlay's status check "opens no round for a frozen
 *   member" went red (a round was claimed).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const ROULETTE = 'GM_ROULETTE_EU';
const requestId = () => `q${randomUUID().replace(/-/g, '')}`.slice(0, 40);

async function seated(balance = 10_000n, game = SLOT) {
  const member = await player(t, balance);
  const token = await launchToken(t, member.token, game);
  return { ...member, launch: token };
}

function play(token: string, body: Record<string, unknown>) {
  return t.call({ method: 'POST', url: '/wps/play/round', payload: { token, ...body }, language: 'en' });
}

function call(path: string, payload: Record<string, unknown>) {
  return t.call({ method: 'POST', url: `/wps/play/${path}`, payload, language: 'en' });
}

const bigints = (o: unknown) => JSON.parse(JSON.stringify(o, (_k, v) => (typeof v === 'bigint' ? `${v}` : v)));

describe('the in-house game server', () => {
  it('opens with the commitment shown before any round, and verifies a played slot round once revealed', async () => {
    const p = await seated();
    const session = await call('session', { token: p.launch });
    expect(session.statusCode).toBe(200);
    const opened = session.json().value;
    expect(opened).toMatchObject({ gameCode: SLOT, kind: 'slot', slotId: 'rimba', balance: '100.00' });
    expect(opened.seeds.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(opened.seeds.nextNonce).toBe(0);
    // The game writes its times in the brand's zone, as the rest of the site does.
    expect(opened.timeZone).toBe('Asia/Kuala_Lumpur');

    const res = await play(p.launch, { requestId: requestId(), stake: '2.50' });
    expect(res.statusCode).toBe(200);
    const { round, balance } = res.json().value;
    expect(round).toMatchObject({ state: 'ended', stake: '2.50', nonce: 0, serverSeed: null });
    expect(round.commitment).toBe(opened.seeds.commitment);
    const win = BigInt(round.outcome.round.totalWin);
    expect(balance).toBe(formatMinor(10_000n - 250n + win, 2));
    expect((await snapshot(t, p.id)).balance).toBe(10_000n - 250n + win);

    const rotated = (await call('rotate', { token: p.launch })).json().value;
    expect(rotated.revealed).toMatchObject({ commitment: round.commitment, roundsPlayed: 1 });
    expect(rotated.seeds.commitment).not.toBe(round.commitment);
    const check = verifyCasinoRound(
      { serverSeed: rotated.revealed.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce },
      round.commitment,
      { game: 'slot', slotId: 'rimba', stake: BigInt(round.stakeMinor) },
    );
    if (!check.ok) throw new Error(check.problem);
    expect(check.commitmentMatches).toBe(true);
    expect(bigints(check.outcome as CasinoOutcome)).toEqual(round.outcome);

    const recall = (await call('recall', { token: p.launch })).json().value.rounds;
    expect(recall).toHaveLength(1);
    expect(recall[0]).toMatchObject({ id: round.id, serverSeed: rotated.revealed.serverSeed });
    await expectReconciled(t);
  });

  it('settles table bets by the rules and moves exactly the stakes and payouts', async () => {
    const p = await seated(10_000n, ROULETTE);
    const bets = [
      { type: 'red', stake: '1.00' },
      { type: 'straight', numbers: [17], stake: '0.50' },
      { type: 'dozen', numbers: [2], stake: '2.00' },
    ];
    const res = await play(p.launch, { requestId: requestId(), bets });
    expect(res.statusCode).toBe(200);
    const { round } = res.json().value;
    expect(round.stake).toBe('3.50');
    const pocket = round.outcome.spin.pocket as number;
    const expected =
      (round.outcome.spin.colour === 'red' ? 200n : 0n) +
      (pocket === 17 ? 1_800n : 0n) +
      (pocket >= 13 && pocket <= 24 ? 600n : 0n);
    expect(round.bets.map((b: { payout: string }) => b.payout)).toHaveLength(3);
    expect((await snapshot(t, p.id)).balance).toBe(10_000n - 350n + expected);
  });

  it('answers a replay with the same round and moves nothing; another bet under that id is refused', async () => {
    const p = await seated();
    const id = requestId();
    const first = await play(p.launch, { requestId: id, stake: '5.00' });
    const after = await snapshot(t, p.id);
    const again = await play(p.launch, { requestId: id, stake: '5.00' });
    expect(again.statusCode).toBe(200);
    expect(again.json().value.round).toEqual(first.json().value.round);
    expect(await snapshot(t, p.id)).toEqual(after);
    const other = await play(p.launch, { requestId: id, stake: '7.50' });
    expect(other.json()).toMatchObject({ success: false, code: 'play_request_conflict' });
    expect(await snapshot(t, p.id)).toEqual(after);
  });

  it('advances the nonce a round and keeps the member client seed', async () => {
    const p = await seated();
    const seeds = (await call('client-seed', { token: p.launch, clientSeed: 'my-lucky-seed' })).json().value;
    expect(seeds).toMatchObject({ clientSeed: 'my-lucky-seed', nextNonce: 0 });
    const nonces = [];
    for (let i = 0; i < 3; i += 1) {
      const r = (await play(p.launch, { requestId: requestId(), stake: '0.25' })).json().value.round;
      expect(r.clientSeed).toBe('my-lucky-seed');
      nonces.push(r.nonce);
    }
    expect(nonces).toEqual([0, 1, 2]);
    const bad = await call('client-seed', { token: p.launch, clientSeed: 'has space' });
    expect(bad.json()).toMatchObject({ success: false, code: 'play_client_seed_invalid' });
  });

  it('refuses bad bets with their codes and moves nothing', async () => {
    const p = await seated(10_000n, ROULETTE);
    const slot = await seated();
    const before = await snapshot(t, p.id);
    const cases: Array<[string, Record<string, unknown>, string]> = [
      [p.launch, { bets: [{ type: 'purple', stake: '1.00' }] }, 'play_bet_unknown_type'],
      [p.launch, { bets: [{ type: 'straight', numbers: [37], stake: '1.00' }] }, 'play_number_out_of_range'],
      [p.launch, { bets: [{ type: 'split', numbers: [1, 5], stake: '1.00' }] }, 'play_numbers_not_on_layout'],
      [p.launch, { bets: [{ type: 'straight', stake: '1.00' }] }, 'play_selection_missing'],
      [p.launch, { bets: [{ type: 'red', stake: '0' }] }, 'amount_not_positive'],
      [p.launch, { bets: [{ type: 'red', stake: '1.005' }] }, 'amount_too_many_decimals'],
      [p.launch, { bets: [] }, 'play_bets_missing'],
      [p.launch, { stake: '1.00' }, 'play_bets_missing'],
      [p.launch, { bets: [{ type: 'red', stake: '200.00' }] }, 'insufficient_balance'],
      [slot.launch, { stake: '1.01' }, 'play_stake_not_multiple_of_lines'],
      [slot.launch, { stake: '-1' }, 'amount_not_positive'],
      ['x'.repeat(43), { stake: '1.00' }, 'play_token_invalid'],
    ];
    for (const [token, body, code] of cases) {
      const res = await play(token, { requestId: requestId(), ...body });
      expect(res.json(), JSON.stringify(body)).toMatchObject({ success: false, code });
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(await snapshot(t, p.id)).toEqual(before);
    expect((await snapshot(t, slot.id)).balance).toBe(10_000n);
  });

  it('plays on for as long as the member session lives, and refuses play once it has expired', async () => {
    const p = await seated();
    const later = 16 * 60_000;
    const ended = t.deps.config.SESSION_TTL_HOURS * 3_600_000;
    t.clock.advance(later);
    try {
      const res = await play(p.launch, { requestId: requestId(), stake: '1.00' });
      expect(res.statusCode).toBe(200);
      t.clock.advance(ended - later);
      const before = await snapshot(t, p.id);
      const late = await play(p.launch, { requestId: requestId(), stake: '1.00' });
      expect(late.json()).toMatchObject({ success: false, code: 'play_token_expired' });
      expect(await snapshot(t, p.id)).toEqual(before);
    } finally {
      t.clock.advance(-ended);
    }
  });

  it('refuses every play call once the member signed out, and moves nothing', async () => {
    const p = await seated();
    expect((await play(p.launch, { requestId: requestId(), stake: '1.00' })).statusCode).toBe(200);
    await signOut(t, p.token);
    const before = await snapshot(t, p.id);
    const res = await play(p.launch, { requestId: requestId(), stake: '1.00' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'play_token_expired' });
    for (const [path, body] of [
      ['session', { token: p.launch }],
      ['recall', { token: p.launch }],
      ['rotate', { token: p.launch }],
      ['client-seed', { token: p.launch, clientSeed: 'mine' }],
    ] as const) {
      expect((await call(path, body)).json(), path).toMatchObject({ success: false, code: 'play_token_expired' });
    }
    expect(await snapshot(t, p.id)).toEqual(before);
    // A new sign-in and a new launch play again.
    const again = await tokenFor(t, p.username);
    const token = await launchToken(t, again);
    expect((await play(token, { requestId: requestId(), stake: '1.00' })).statusCode).toBe(200);
  });

  it('refuses play once customer service locked the member, and moves nothing', async () => {
    const p = await seated();
    await staffLock(t, p.id);
    const before = await snapshot(t, p.id);
    const res = await play(p.launch, { requestId: requestId(), stake: '1.00' });
    expect(res.json()).toMatchObject({ success: false, code: 'play_token_expired' });
    expect(await snapshot(t, p.id)).toEqual(before);
    // Locked by any other way while the session is still open: still refused, in the site's words.
    const q = await seated();
    await t.deps.db.updateTable('members').set({ status: 'locked' }).where('id', '=', q.id).execute();
    const locked = await play(q.launch, { requestId: requestId(), stake: '1.00' });
    expect(locked.json()).toMatchObject({ success: false, code: 'account_locked' });
    expect((await snapshot(t, q.id)).balance).toBe(10_000n);
  });

  it('opens no round for a frozen member, and claims no nonce for it', async () => {
    const p = await seated();
    await t.deps.db.updateTable('members').set({ status: 'frozen' }).where('id', '=', p.id).execute();
    try {
      const before = await snapshot(t, p.id);
      const res = await play(p.launch, { requestId: requestId(), stake: '1.00' });
      expect(res.json()).toMatchObject({ success: false, code: 'account_frozen' });
      expect(await snapshot(t, p.id)).toEqual(before);
      const rounds = await t.deps.db.selectFrom('casino_rounds').select('id').where('member_id', '=', p.id).execute();
      expect(rounds).toEqual([]);
      // What a frozen member may still do: open the game and read its recall.
      expect((await call('recall', { token: p.launch })).statusCode).toBe(200);
    } finally {
      await t.deps.db.updateTable('members').set({ status: 'active' }).where('id', '=', p.id).execute();
    }
  });

  it('opens no round while the game or its vendor is under maintenance', async () => {
    const p = await seated();
    const merchantId = await merchantIdOf(t, 'demo');
    const game = () => t.deps.db.updateTable('games').where('merchant_id', '=', merchantId).where('code', '=', SLOT);
    await game().set({ status: 'maintenance' }).execute();
    try {
      const res = await play(p.launch, { requestId: requestId(), stake: '1.00' });
      expect(res.json()).toMatchObject({ success: false, code: 'game_maintenance' });
    } finally {
      await game().set({ status: 'active' }).execute();
    }
    expect((await snapshot(t, p.id)).balance).toBe(10_000n);
    expect((await play(p.launch, { requestId: requestId(), stake: '1.00' })).statusCode).toBe(200);
  });

  it('takes two plays at once on one balance only while it lasts', async () => {
    const p = await seated(500n, ROULETTE);
    const both = await Promise.all(
      [0, 1].map(() =>
        play(p.launch, { requestId: requestId(), bets: [{ type: 'straight', numbers: [0], stake: '5.00' }] }),
      ),
    );
    const played = both.filter((r) => r.statusCode === 200);
    const refused = both.filter((r) => r.statusCode !== 200);
    // The second plays only if the first was settled before its debit and won (1 in 37): never on credit.
    expect(played.length).toBeGreaterThanOrEqual(1);
    for (const r of refused) expect(r.json()).toMatchObject({ code: 'insufficient_balance' });
    const rounds = played.map((r) => r.json().value.round as { payout: string });
    if (rounds.length === 2) expect(rounds.some((r) => r.payout === '180.00')).toBe(true);
    const paid = rounds.reduce((sum, r) => sum + BigInt(r.payout.replace('.', '')), 0n);
    expect((await snapshot(t, p.id)).balance).toBe(500n - 500n * BigInt(rounds.length) + paid);
    await expectReconciled(t);
  });

  it('finishes a round interrupted after its debit, on the member return, crediting it once', async () => {
    const p = await seated();
    const res = await play(p.launch, { requestId: requestId(), stake: '10.00' });
    const { round } = res.json().value;
    // Made to look interrupted after the debit: the round playing again and its credit and end undone is not
    // possible, so a fresh round is claimed and only debited through the wallet, as a crash would leave it.
    const merchantId = await merchantIdOf(t, 'demo');
    const row = await t.deps.db
      .selectFrom('casino_rounds')
      .selectAll()
      .where('id', '=', BigInt(round.id))
      .executeTakeFirstOrThrow();
    const crashed = await t.deps.db
      .insertInto('casino_rounds')
      .values({
        merchant_id: merchantId,
        member_id: row.member_id,
        game_id: row.game_id,
        token_id: row.token_id,
        seed_pair_id: row.seed_pair_id,
        nonce: row.nonce + 1,
        client_seed: row.client_seed,
        request_id: requestId(),
        bet: JSON.stringify({ stake: '1000' }),
        stake: 1_000n,
        payout: 3_000n,
        outcome: JSON.stringify({}),
        lease_until: t.clock.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await t.deps.db
      .updateTable('casino_seed_pairs')
      .set({ next_nonce: row.nonce + 2 })
      .where('id', '=', row.seed_pair_id)
      .execute();
    const ids = walletIds(crashed.id);
    const merchant = (await import('../../../platform/merchant')).loadMerchantById(t.deps.db, merchantId);
    const debit = await inHouseWallet(t.deps, (await merchant)!, 'debit', {
      requestId: ids.debitRequest,
      token: p.launch,
      playerId: `${p.id}`,
      gameCode: SLOT,
      roundId: ids.round,
      transactionId: ids.debitTransaction,
      amount: '10.00',
    });
    expect(debit.ok).toBe(true);
    const before = (await snapshot(t, p.id)).balance;

    const back = await call('session', { code: await launchCode(t, p.token) });
    expect(back.json().value.resumedRounds).toBe(1);
    expect((await snapshot(t, p.id)).balance).toBe(before + 3_000n);
    const state = await t.deps.db
      .selectFrom('casino_rounds')
      .select('state')
      .where('id', '=', crashed.id)
      .executeTakeFirstOrThrow();
    expect(state.state).toBe('ended');
    expect(await resumeStaleRounds(t.deps)).toBe(0);
    expect((await snapshot(t, p.id)).balance).toBe(before + 3_000n);
    await expectReconciled(t);
  });

  it('tombstones a round whose debit never arrived, in the sweep, and moves nothing', async () => {
    const p = await seated();
    const merchantId = await merchantIdOf(t, 'demo');
    await play(p.launch, { requestId: requestId(), stake: '1.00' });
    const row = await t.deps.db
      .selectFrom('casino_rounds')
      .selectAll()
      .where('member_id', '=', p.id)
      .executeTakeFirstOrThrow();
    const before = await snapshot(t, p.id);
    const lost = await t.deps.db
      .insertInto('casino_rounds')
      .values({
        merchant_id: merchantId,
        member_id: row.member_id,
        game_id: row.game_id,
        token_id: row.token_id,
        seed_pair_id: row.seed_pair_id,
        nonce: row.nonce + 1,
        client_seed: row.client_seed,
        request_id: requestId(),
        bet: JSON.stringify({ stake: '100' }),
        stake: 100n,
        payout: 0n,
        outcome: JSON.stringify({}),
        lease_until: new Date(t.clock.now().getTime() + ROUND_LEASE_MS),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(await resumeStaleRounds(t.deps)).toBe(0);
    t.clock.advance(ROUND_LEASE_MS);
    try {
      expect(await resumeStaleRounds(t.deps)).toBe(1);
    } finally {
      t.clock.advance(-ROUND_LEASE_MS);
    }
    const state = await t.deps.db
      .selectFrom('casino_rounds')
      .select(['state', 'refusal'])
      .where('id', '=', lost.id)
      .executeTakeFirstOrThrow();
    expect(state).toEqual({ state: 'refused', refusal: 'interrupted' });
    expect((await snapshot(t, p.id)).balance).toBe(before.balance);
    await expectReconciled(t);
  });

  it('is held by the reconciliation to the wallet round it opened: a payout the wallet did not credit is found', async () => {
    const p = await seated();
    const res = await play(p.launch, { requestId: requestId(), stake: '1.00' });
    const id = BigInt(res.json().value.round.id);
    const merchantId = await merchantIdOf(t, 'demo');
    const codes = async () =>
      (await reconcileBooks(t.deps.db, merchantId)).checks.flatMap((c) =>
        c.findings.filter((f) => f.subject === `casino_round:${id}`).map((f) => f.code),
      );
    const { payout } = await t.deps.db
      .selectFrom('casino_rounds')
      .select('payout')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await t.deps.db
      .updateTable('casino_rounds')
      .set({ payout: payout + 1n })
      .where('id', '=', id)
      .execute();
    try {
      expect(await codes()).toEqual(['casino_payout']);
    } finally {
      await t.deps.db.updateTable('casino_rounds').set({ payout }).where('id', '=', id).execute();
    }
    expect(await codes()).toEqual([]);
  });
});
