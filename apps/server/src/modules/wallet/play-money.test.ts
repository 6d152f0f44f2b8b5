/**
 * Play money for trial accounts (ADR 052): free play opens a trial account with a play balance on its own
 * ledger kinds; it plays the house games and the e-lottery with it; its bets reach no real-money total (the
 * agent's team overview, the back office's lottery profit and loss); what needs real money still answers
 * in_need_true_account; and the books, play money included, reconcile.
 *
 * Seen red (each guard broken on purpose, the test run, the code restored):
 * - free-play.ts without its grant: "starts a trial account…" went red (balance 0.00, and every later test's
 *   stake insufficient_balance);
 * - debit.ts staking a trial account from the real bets in play (`member.play` dropped): "plays a house game
 *   round…" went red (ledger entry game_debit mixes play and real money: the round refused);
 * - place-bets.ts without the e-lottery-only check: "bets play money on an e-lottery draw…" went red (XSMB
 *   accepted);
 * - team-bet-totals.ts and profit-loss.ts without `not b.play`: "keeps play bets out…" went red (the trial's
 *   stake counted in the team's valid bets and in the house's profit and loss);
 * - adjust-balance.ts without its trial check: the operator's adjustment answered 500 (the ledger's mixing guard)
 *   instead of in_need_true_account;
 * - reconcile-bets.ts counting play stakes with the real bets in play: "bets play money…" went red while its
 *   stake was pending (in_play_balance).
 */
import { constants, createPublicKey, publicEncrypt, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/harness';
import { signIn } from '../admin/admin-test-kit';
import { launch, launchToken, SLOT } from '../games/games-test-kit';
import { adminCall } from '../lottery/admin/lottery-admin-test-kit';
import { makeDraw, newKey, place, setResult } from '../lottery/lottery-test-kit';
import { settleDraw } from '../lottery/settle-draw';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { withdrawer } from '../withdrawals/withdrawal-test-kit';
import { memberBalance, systemAccount, transfer } from './ledger';
import { grantPlayMoney, PLAY_GRANT_KIND, playGrantAmount } from './play-money';

let t: TestApp;
let demoId: number;
let spki: string;
beforeAll(async () => {
  t = await createTestApp();
  demoId = await merchantIdOf(t);
  spki = (await t.call({ method: 'GET', url: '/wps/system/publicKey' })).json().value.spki;
}, 60_000);
afterAll(() => t.close());

/** Free play as the site starts it: a random string, reversed, RSA-OAEP encrypted with the server's key. */
async function freePlay(): Promise<{ id: bigint; token: string; account: string }> {
  const key = createPublicKey({ key: Buffer.from(spki, 'base64'), format: 'der', type: 'spki' });
  const text = randomBytes(24).toString('hex');
  const encrypted = publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from([...text].reverse().join('')),
  ).toString('base64');
  const res = await t.call({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    payload: { os: 'Windows', platform: 'W', key: encrypted, version: 3 },
    remoteAddress: `10.52.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
    language: 'en',
  });
  expect(res.statusCode, res.body).toBe(200);
  const value = res.json().value;
  return { id: BigInt(value.customerId), token: value.token, account: value.account };
}

const balanceShown = async (token: string) =>
  (await t.call({ method: 'GET', url: '/wps/v2/wallets/balance', token, language: 'en' })).json().value;

/** The brand's real-money house-side balances (house, bets in play), all codes: what play money must never move. */
async function realHouseSide(): Promise<bigint[]> {
  const { rows } = await sql<{ kind: string; total: bigint }>`
    select kind, coalesce(sum(balance), 0)::bigint as total from ledger_accounts
     where merchant_id = ${demoId} and kind in ('house', 'bets_in_play') group by kind order by kind`.execute(
    t.deps.db,
  );
  return rows.map((r) => r.total);
}

const GRANT = playGrantAmount('MYR', 2);

describe('play money for trial accounts', () => {
  it('starts a trial account with its play balance, on a play wallet that reconciles', async () => {
    const trial = await freePlay();
    expect(GRANT).toBe(1_000_000n);
    expect(await memberBalance(t.deps.db, demoId, trial.id)).toBe(GRANT);
    expect(JSON.stringify(await balanceShown(trial.token))).toContain('10000.00');
    const wallet = await t.deps.db
      .selectFrom('ledger_accounts')
      .select('kind')
      .where('member_id', '=', trial.id)
      .executeTakeFirstOrThrow();
    expect(wallet.kind).toBe('play_wallet');
    // A replay of the grant grants nothing more.
    await t.deps.db
      .transaction()
      .execute((trx) => grantPlayMoney(trx, { merchantId: demoId, memberId: trial.id, amount: GRANT }));
    expect(await memberBalance(t.deps.db, demoId, trial.id)).toBe(GRANT);
    await expectReconciled(t);
  });

  it('plays a house game round with play money: the play balance moves, the real books do not, and it reconciles', async () => {
    const trial = await freePlay();
    const before = await realHouseSide();
    const token = await launchToken(t, trial.token, SLOT);
    // The game's page is told the balance is play money, to say so beside it.
    const opened = await t.call({ method: 'POST', url: '/wps/play/session', payload: { token }, language: 'en' });
    expect(opened.json().value).toMatchObject({ playMoney: true, balance: '10000.00' });
    const res = await t.call({
      method: 'POST',
      url: '/wps/play/round',
      payload: { token, requestId: `q${randomUUID().replace(/-/g, '')}`.slice(0, 40), stake: '25.00' },
      language: 'en',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { round, balance } = res.json().value;
    const win = BigInt(round.outcome.round.totalWin);
    expect(balance).toBe((Number(GRANT - 2_500n + win) / 100).toFixed(2));
    expect(await memberBalance(t.deps.db, demoId, trial.id)).toBe(GRANT - 2_500n + win);
    expect(await realHouseSide()).toEqual(before);
    const bet = await t.deps.db
      .selectFrom('bets')
      .select(['play', 'stake'])
      .where('member_id', '=', trial.id)
      .executeTakeFirstOrThrow();
    expect(bet).toEqual({ play: true, stake: 2_500n });
    await expectReconciled(t);
  });

  it('bets play money on an e-lottery draw, settled from the play accounts; other games need a real account', async () => {
    const trial = await freePlay();
    const before = await realHouseSide();
    const draw = await makeDraw(t, '5D1');
    const ticket = { betType: 'pos_number', selections: ['pos1:1'], stake: '10' };
    const placed = await place(t, trial, { gameCode: '5D1', drawNumber: draw.drawNumber, tickets: [ticket] });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().value.balance).toBe('9990.00');
    expect(await memberBalance(t.deps.db, demoId, trial.id)).toBe(GRANT - 1_000n);
    // No room taken under the draw's real liability cap.
    const liability = await t.deps.db
      .selectFrom('lottery_liability')
      .select('exposure')
      .where('draw_id', '=', draw.id)
      .execute();
    expect(liability).toEqual([]);
    // The stake waits in the play bets in play, and the books say so.
    await expectReconciled(t);

    const vn = await makeDraw(t, 'XSMB');
    const refused = await place(t, trial, {
      gameCode: 'XSMB',
      drawNumber: vn.drawNumber,
      tickets: [{ betType: 'lo2', selections: ['27'], points: 1 }],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('in_need_true_account');

    await setResult(t, draw.id, { game: '5d', numbers: [1, 2, 3, 4, 5] });
    await settleDraw(t.deps, draw.id);
    // pos_number pays 9.8 for 1: the 10.00 on pos1:1 won 98.00.
    expect(await memberBalance(t.deps.db, demoId, trial.id)).toBe(GRANT - 1_000n + 9_800n);
    expect(await realHouseSide()).toEqual(before);
    await expectReconciled(t);
  });

  it("keeps play bets out of the agent's team figures and the back office's profit and loss", async () => {
    const agent = await withdrawer(t, { type: 1 });
    const real = await withdrawer(t, { uplineId: agent.id, balance: 10_000n });
    // A trial account in the agent's team, as one opened from an agent's link would be.
    const trial = await withdrawer(t, { uplineId: agent.id, type: 4 });
    await t.deps.db
      .transaction()
      .execute((trx) => grantPlayMoney(trx, { merchantId: demoId, memberId: trial.id, amount: GRANT }));
    const draw = await makeDraw(t, 'PK101');
    for (const [who, stake] of [
      [real, '2.00'],
      [trial, '500.00'],
    ] as const) {
      const res = await place(t, who, {
        gameCode: 'PK101',
        drawNumber: draw.drawNumber,
        tickets: [{ betType: 'pos_number', selections: ['pos1:05'], stake }],
        idempotencyKey: newKey(),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await setResult(t, draw.id, { game: 'pk10', numbers: [3, 1, 2, 4, 5, 6, 7, 8, 9, 10] });
    await settleDraw(t.deps, draw.id);

    const overview = await t.call({
      method: 'GET',
      url: '/wps/agent/team/overview',
      token: agent.token,
      language: 'en',
    });
    expect(overview.json().value.team).toMatchObject({ validBets: '2.00', wins: '0.00', activeMembers: 1 });

    const admin = await signIn(t, 'admin', DEMO_PASSWORD);
    const { rows } = await sql<{ day: string }>`
      select to_char(draw_at at time zone 'Asia/Kuala_Lumpur', 'YYYY-MM-DD') as day from lottery_draws
       where id = ${draw.id}`.execute(t.deps.db);
    const day = rows[0]?.day;
    const pnl = await adminCall(t, admin, 'GET', `/admin/api/lottery/profit-loss?from=${day}&to=${day}&gameCode=PK101`);
    expect(pnl.status, JSON.stringify(pnl.body)).toBe(200);
    const total = (pnl.body as { value: { totals: { stake: string; bets: number } } }).value.totals;
    expect(BigInt(total.stake.replace('.', ''))).toBeLessThan(50_000n);
    const realOnly = await t.deps.db
      .selectFrom('bets as b')
      .innerJoin('lottery_draws as d', 'd.id', 'b.draw_id')
      .select(sql<string>`coalesce(sum(b.stake), 0)::text`.as('stake'))
      .where('b.merchant_id', '=', demoId)
      .where('b.game_code', '=', 'PK101')
      .where('b.play', '=', false)
      .where('b.status', 'in', ['won', 'lost', 'push'])
      .where(sql<boolean>`to_char(d.draw_at at time zone 'Asia/Kuala_Lumpur', 'YYYY-MM-DD') = ${day}`)
      .executeTakeFirstOrThrow();
    expect(BigInt(total.stake.replace('.', ''))).toBe(BigInt(realOnly.stake));
    await expectReconciled(t);
  });

  it('still answers in_need_true_account where real money is needed: the cashier, the member centre, outside vendors', async () => {
    const trial = await freePlay();
    for (const url of ['/wps/cashier/deposit/methods', '/wps/cashier/deposit/records', '/wps/member/security']) {
      const res = await t.call({ method: 'GET', url, token: trial.token, language: 'en' });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('in_need_true_account');
    }
    const outside = await t.deps.db
      .selectFrom('games as g')
      .innerJoin('game_vendors as v', 'v.id', 'g.vendor_id')
      .select(['g.code', 'v.code as vendor'])
      .where('g.merchant_id', '=', demoId)
      .where('v.code', '<>', 'GEMILANG')
      .where('g.status', '=', 'active')
      .where('v.status', '=', 'active')
      .executeTakeFirst();
    if (outside) {
      const res = await launch(t, trial.token, { gameId: outside.code, vassalage: outside.vendor });
      expect(res.json().code).toBe('in_need_true_account');
    }
  });

  it("refuses an operator's adjustment of a trial account's balance, and moves nothing", async () => {
    const trial = await freePlay();
    const admin = await signIn(t, 'admin', DEMO_PASSWORD);
    const res = await t.call({
      method: 'POST',
      url: '/admin/api/adjustments',
      token: admin,
      language: 'en',
      payload: { idempotencyKey: randomUUID(), username: trial.account, amount: '50', reason: 'goodwill' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('in_need_true_account');
    expect(await memberBalance(t.deps.db, demoId, trial.id)).toBe(GRANT);
    await expectReconciled(t);
  });

  it('refuses an entry that would turn play money into real money, and moves nothing', async () => {
    const trial = await freePlay();
    await expect(
      t.deps.db.transaction().execute(async (trx) =>
        transfer(trx, {
          merchantId: demoId,
          kind: PLAY_GRANT_KIND,
          idempotencyKey: `mixed:${trial.id}`,
          from: await systemAccount(trx, demoId, 'house'),
          to: (
            await trx
              .selectFrom('ledger_accounts')
              .select('id')
              .where('member_id', '=', trial.id)
              .executeTakeFirstOrThrow()
          ).id,
          amount: 100n,
        }),
      ),
    ).rejects.toThrow(/mixes money and play/);
    expect(await memberBalance(t.deps.db, demoId, trial.id)).toBe(GRANT);
    await expectReconciled(t);
  });
});
