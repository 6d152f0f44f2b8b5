import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/harness';
import { bankTransfer, demoMethods, key, receipt } from '../deposits/deposit-test-kit';
import { launch, launchToken, SLOT } from '../games/games-test-kit';
import { transferCall, key as transferKey, VENDOR, withTransferVendor } from '../games/transfer/transfer-test-kit';
import { makeDraw, place, walletMinor } from '../lottery/lottery-test-kit';
import { tokenFor } from '../member/member-test-kit';
import { claim, grantOf, makeOffer } from '../promotions/promotions-test-kit';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import { postLogin } from '../session/session-test-kit';
import { type Withdrawer, withdraw, withdrawer } from '../withdrawals/withdrawal-test-kit';

// Player protection (docs/product.md, Player protection; ADR 073). Proved able to fail: with the limit check in
// assertDepositAllowed (enforce.ts) commented out, the 300.00 deposit over the week limit went through (200, a
// second deposit row); with assertMayGamble taken out of placeBets, the bet during the break was placed; with the
// forfeit left out of takeExclusion, the bonus stayed active.

let t: TestApp;
let bank: string;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  bank = (await demoMethods(t, (await withdrawer(t)).token)).bank;
});
afterAll(() => t.close());

const mine = async (who: Withdrawer) =>
  (await t.call({ method: 'GET', url: '/wps/member/protection', token: who.token, language: 'en' })).json();

function setLimits(who: Withdrawer, limits: Record<string, string | null>) {
  return t.call({
    method: 'PUT',
    url: '/wps/member/protection/limits',
    token: who.token,
    language: 'en',
    payload: limits,
  });
}

async function exclude(who: Withdrawer, choice: string, password = DEMO_PASSWORD) {
  return t.call({
    method: 'POST',
    url: '/wps/member/protection/exclusion',
    token: who.token,
    language: 'en',
    payload: (await t.encrypt({ choice, password })) as Record<string, unknown>,
  });
}

async function deposit(who: Withdrawer, amount: string) {
  return bankTransfer(t, who.token, {
    methodId: bank,
    amount,
    reference: 'MBB 1',
    receiptUploadId: await receipt(t, who.token),
    idempotencyKey: key(),
  });
}

async function depositCount(who: Withdrawer): Promise<number> {
  const rows = await t.deps.db.selectFrom('deposits').select('id').where('member_id', '=', who.id).execute();
  return rows.length;
}

// These run first and in order: the last one moves the test clock a day on, which the others do not mind.
describe('deposit limits', () => {
  it('refuses bad amounts with the field named and changes nothing', async () => {
    const m = await withdrawer(t);
    expect((await setLimits(m, { day: '100.00', week: null, month: null })).statusCode).toBe(200);
    for (const bad of ['-5', '0', 'abc', '1.234']) {
      const res = await setLimits(m, { day: bad, week: null, month: null });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, details: [{ field: 'day' }] });
    }
    const missing = await setLimits(m, { day: '50.00' });
    expect(missing.json()).toMatchObject({ success: false, code: 'invalid_input' });
    expect((await mine(m)).value.limits.day.limit).toBe('100.00');
  });

  it('applies the lowest room left, lowers at once, raises only after 24 hours, and refuses a deposit over it with nothing stored', async () => {
    const m = await withdrawer(t);
    const set = await setLimits(m, { day: '1000.00', week: '700.00', month: null });
    expect(set.statusCode).toBe(200);
    expect(set.json().value.limits).toMatchObject({
      day: { limit: '1000.00', pending: null, left: '1000.00' },
      week: { limit: '700.00', left: '700.00' },
      month: { limit: null, left: null },
    });

    expect((await deposit(m, '500.00')).statusCode).toBe(200);
    // 500.00 waiting counts: the week has 200.00 left, the lowest room of the three.
    const over = await deposit(m, '300.00');
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ success: false, code: 'deposit_limit_exceeded' });
    expect(over.json().message).toContain('200.00');
    expect(await depositCount(m)).toBe(1);

    // A raise waits 24 hours; the limit in force stays.
    const raised = (await setLimits(m, { day: '1000.00', week: '2000.00', month: null })).json().value.limits;
    expect(raised.week).toMatchObject({ limit: '700.00', pending: { limit: '2000.00' }, left: '200.00' });
    const waitMs = Date.parse(raised.week.pending.from) - t.deps.now().getTime();
    expect(waitMs).toBeGreaterThan(24 * HOUR - 60_000);
    expect(waitMs).toBeLessThanOrEqual(24 * HOUR);
    expect((await deposit(m, '300.00')).statusCode).toBe(422);

    // A lowering applies at once, the week's raise still waiting.
    const lowered = (await setLimits(m, { day: '600.00', week: '2000.00', month: null })).json().value.limits;
    expect(lowered.day).toMatchObject({ limit: '600.00', pending: null, left: '100.00' });
    expect(lowered.week).toMatchObject({
      limit: '700.00',
      pending: { limit: '2000.00', from: raised.week.pending.from },
    });

    // A day on, the raise is the limit; the 500.00 has left the 24 hours but not the 7 days.
    t.clock.advance(24 * HOUR + 60_000);
    // The test's session lasts an hour: sign in again a day later.
    m.token = await tokenFor(t, m.username);
    const later = (await mine(m)).value.limits;
    expect(later.week).toMatchObject({ limit: '2000.00', pending: null, used: '500.00', left: '1500.00' });
    expect(later.day).toMatchObject({ limit: '600.00', used: '0.00', left: '600.00' });
    expect((await deposit(m, '600.00')).statusCode).toBe(200);
    // The harness moves the app's clock, not the database's now() that stamps a deposit: place it at the app's time.
    await sql`UPDATE deposits SET created_at = ${t.deps.now()} WHERE member_id = ${m.id} AND amount = 60000`.execute(
      t.deps.db,
    );
    expect((await deposit(m, '100.00')).json()).toMatchObject({ code: 'deposit_limit_exceeded' });
    expect(await depositCount(m)).toBe(2);
  });
});

describe('a break and a self-exclusion', () => {
  it('refuses deposits, lottery bets, game launches and rounds during a break, but lets the member sign in and withdraw', async () => {
    const m = await withdrawer(t, { balance: 100_000n });
    const playToken = await launchToken(t, m.token);

    const wrong = await exclude(m, 'cooling_off_24h', 'not-my-password');
    expect(wrong.json()).toMatchObject({ success: false, code: 'protection_password_wrong' });
    expect((await mine(m)).value.exclusion).toBeNull();

    const taken = await exclude(m, 'cooling_off_24h');
    expect(taken.statusCode).toBe(200);
    const exclusion = taken.json().value.exclusion;
    expect(exclusion.kind).toBe('cooling_off');
    expect(Date.parse(exclusion.until) - t.deps.now().getTime()).toBeGreaterThan(23 * HOUR);

    const refusedDeposit = await deposit(m, '50.00');
    expect(refusedDeposit.statusCode).toBe(403);
    expect(refusedDeposit.json()).toMatchObject({ code: 'cooling_off' });
    expect(refusedDeposit.json().message).toContain('UTC');
    expect(await depositCount(m)).toBe(0);

    const draw = await makeDraw(t, '5D1');
    const bet = await place(t, m, {
      gameCode: '5D1',
      drawNumber: draw.drawNumber,
      tickets: [{ betType: 'sum_big_small', selections: ['big'], stake: '1.00' }],
    });
    expect(bet.json()).toMatchObject({ success: false, code: 'cooling_off' });
    const slips = await t.deps.db.selectFrom('lottery_slips').select('id').where('member_id', '=', m.id).execute();
    expect(slips).toHaveLength(0);

    expect((await launch(t, m.token, { gameId: SLOT })).json()).toMatchObject({ code: 'cooling_off' });
    const round = await t.call({
      method: 'POST',
      url: '/wps/play/round',
      language: 'en',
      payload: { token: playToken, requestId: randomUUID(), stake: '1.00' },
    });
    expect(round.json()).toMatchObject({ success: false, code: 'cooling_off' });

    const signIn = await postLogin(t, { username: m.username, password: DEMO_PASSWORD }, { ip: '10.9.0.1' });
    expect(signIn.statusCode).toBe(200);
    const out = await withdraw(t, m, '100.00');
    expect(out.json()).toMatchObject({ success: true });
  });

  it('refuses money into a transfer-wallet game during a break, and lets it come back out', async () => {
    await withTransferVendor(t);
    const m = await withdrawer(t, { balance: 10_000n });
    const move = (action: string, amount?: string) =>
      transferCall(t, m.token, { action, vassalage: VENDOR, amount, idempotencyKey: transferKey() });
    expect((await move('in', '30.00')).statusCode).toBe(200);
    expect((await exclude(m, 'cooling_off_24h')).statusCode).toBe(200);
    expect((await move('in', '10.00')).json()).toMatchObject({ success: false, code: 'cooling_off' });
    const out = await move('out', '30.00');
    expect(out.json()).toMatchObject({ success: true, value: { balance: '100.00' } });
  });

  it('cannot be shortened or lifted early, only lengthened, and self-exclusion is told apart', async () => {
    const m = await withdrawer(t);
    expect((await exclude(m, 'cooling_off_7d')).statusCode).toBe(200);
    const before = (await mine(m)).value.exclusion;
    const shorter = await exclude(m, 'cooling_off_24h');
    expect(shorter.statusCode).toBe(409);
    expect(shorter.json()).toMatchObject({ code: 'protection_cannot_shorten' });
    expect((await mine(m)).value.exclusion).toEqual(before);

    const longer = await exclude(m, 'self_exclusion_permanent');
    expect(longer.json().value.exclusion).toMatchObject({ kind: 'self_exclusion', until: null });
    expect((await exclude(m, 'self_exclusion_1y')).json()).toMatchObject({ code: 'protection_cannot_shorten' });
    expect((await deposit(m, '50.00')).json()).toMatchObject({ code: 'self_excluded' });

    // Each choice that stood is in the audit log under the member's name; the refused one is not.
    const logged = await t.deps.db
      .selectFrom('audit_log')
      .select(['action', 'actor_type', 'actor_name', 'detail'])
      .where('target_id', '=', `${m.id}`)
      .where('action', 'like', 'protection.%')
      .orderBy('id')
      .execute();
    expect(logged).toEqual([
      expect.objectContaining({ action: 'protection.cooling_off', actor_type: 'member', actor_name: m.username }),
      expect.objectContaining({
        action: 'protection.self_exclusion',
        detail: { choice: 'self_exclusion_permanent', until: null },
      }),
    ]);
  });

  it('forfeits the open bonus on self-exclusion and keeps the cash; a break leaves it', async () => {
    const m = await withdrawer(t, { balance: 20_000n });
    const offerId = await makeOffer(t, { reward: { kind: 'fixed_credit', amount: 5_000 } });
    expect((await claim(t, m.token, offerId)).statusCode).toBe(200);
    expect((await exclude(m, 'cooling_off_24h')).statusCode).toBe(200);
    expect((await grantOf(t, m.id, offerId)).state).toBe('active');

    expect((await exclude(m, 'self_exclusion_6m')).statusCode).toBe(200);
    expect(await grantOf(t, m.id, offerId)).toMatchObject({ state: 'forfeited', reason: 'self_exclusion', bonus: 0n });
    expect(await walletMinor(t, m.id)).toBe(20_000n);
    await expectReconciled(t);
  });

  it('refuses a choice that does not exist', async () => {
    const m = await withdrawer(t);
    const res = await exclude(m, 'cooling_off_1h');
    expect(res.json()).toMatchObject({ success: false, code: 'invalid_input' });
    expect((await mine(m)).value.exclusion).toBeNull();
  });

  it('ends with its time: a day after a 24-hour break the member may deposit again', async () => {
    const m = await withdrawer(t);
    await exclude(m, 'cooling_off_24h');
    t.clock.advance(24 * HOUR + 60_000);
    m.token = await tokenFor(t, m.username);
    expect((await mine(m)).value.exclusion).toBeNull();
    expect((await deposit(m, '50.00')).statusCode).toBe(200);
  });
});
