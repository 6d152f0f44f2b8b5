import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectReconciled } from '../reconciliation/reconciliation-test-kit';
import {
  launchToken,
  outsideLaunchToken,
  outsideVendor,
  player,
  rid,
  SLOT,
  signOut,
  snapshot,
  staffLock,
  vendorCall,
  vendorSecret,
} from './games-test-kit';
import { LAUNCH_TOKEN_MINUTES } from './launch-game';

/**
 * The seamless-wallet protocol as a vendor's server calls it (vendor-wallet.md; ADR 030), on both
 * databases: signatures, replays by request id and by transaction id, insufficient funds, rollbacks
 * before their debit, calls after the launch token expired, and the books reconciled after it all.
 *
 * Checked to fail (each guard broken, the test run, the code restored):
 * - idempotency: in seamless-call.ts the stored-reply lookup skipped (`const replay = null`) and the claim's
 *   ON CONFLICT turned into an update, and in debit.ts the transaction-id check skipped (`const earlier =
 *   undefined`): "a replay of every kind of call" went red (the replayed authenticate answered another
 *   balance: the replayed debits had moved it again), and "the same transaction under a new request id"
 *   answered 500 (the ledger's unique key caught the second debit);
 * - overdraw: the ledger's guard (`balance + amount >= 0` in wallet/ledger.ts) made always true: "a debit over
 *   the balance" answered internal_error (500) instead of insufficient_funds (only the account's CHECK stopped the overdraft),
 *   on PGlite; seamless-race.test.ts went red the same way on PostgreSQL.
 * - the session and the member (ADR 048): launch-token.ts without `|| !row.sessionLive` made the sign-out and
 *   staff-lock cases red (the debit after them answered 200); debit.ts without checkMayStake and
 *   authenticate.ts without its locked check made "a locked member whose session is somehow still open" red.
 */
let t: TestApp;
let secret: string;
beforeAll(async () => {
  t = await createTestApp();
  secret = await vendorSecret(t);
}, 60_000);
afterAll(() => t.close());

/** A funded member who launched the slot, and its launch token. */
async function seated(balance = 10_000n) {
  const member = await player(t, balance);
  const token = await launchToken(t, member.token);
  return { ...member, playerId: `${member.id}`, launch: token };
}

function debitBody(p: { playerId: string; launch: string }, round: string, amount: string, tx: string = randomUUID()) {
  return {
    requestId: rid(),
    token: p.launch,
    playerId: p.playerId,
    gameCode: SLOT,
    roundId: round,
    transactionId: tx,
    amount,
  };
}

describe('the seamless wallet', () => {
  it('exchanges the launch token for the player, with currency and balance', async () => {
    const p = await seated(12_345n);
    const res = await vendorCall(t, secret, 'authenticate', { requestId: rid(), token: p.launch });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      playerId: p.playerId,
      username: p.username,
      currency: 'MYR',
      balance: '123.45',
    });
  });

  it('refuses a call with a wrong secret, a tampered body or no signature, and moves nothing', async () => {
    const p = await seated();
    const before = await snapshot(t, p.id);
    const body = debitBody(p, 'R-sig', '10.00');
    const raw = JSON.stringify(body);
    const wrong = await vendorCall(t, 'x'.repeat(64), 'debit', raw);
    const tampered = await vendorCall(t, secret, 'debit', raw.replace('"10.00"', '"1.00"'), {
      signature: (await import('../../platform/payments/signature')).signBody(secret, raw),
    });
    const missing = await vendorCall(t, secret, 'debit', raw, { signature: null });
    for (const res of [wrong, tampered, missing]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ ok: false, code: 'signature_invalid' });
    }
    expect(await snapshot(t, p.id)).toEqual(before);
    // An unsigned call is not recorded: the real one with the same request id goes through.
    const real = await vendorCall(t, secret, 'debit', raw);
    expect(real.statusCode).toBe(200);
    expect(real.json().balance).toBe('90.00');
  });

  it('answers a replay of every kind of call with the first reply, byte for byte, and moves nothing', async () => {
    const p = await seated();
    const tx = randomUUID();
    const calls = [
      ['authenticate', { requestId: rid(), token: p.launch }],
      ['balance', { requestId: rid(), playerId: p.playerId }],
      ['debit', debitBody(p, 'R-replay', '20.00', tx)],
      ['credit', { requestId: rid(), playerId: p.playerId, roundId: 'R-replay', transactionId: 'c1', amount: '5.50' }],
      ['debit', debitBody(p, 'R-replay', '3.00', 'd2')],
      ['rollback', { requestId: rid(), playerId: p.playerId, roundId: 'R-replay', transactionId: 'd2' }],
      ['end-round', { requestId: rid(), playerId: p.playerId, roundId: 'R-replay' }],
    ] as const;
    const first: string[] = [];
    for (const [action, body] of calls) {
      const res = await vendorCall(t, secret, action, body);
      expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
      first.push(res.body);
    }
    expect(JSON.parse(first[6] ?? '{}')).toMatchObject({ balance: '85.50', roundStatus: 'ended' });
    const settled = await snapshot(t, p.id);
    for (const [i, [action, body]] of calls.entries()) {
      const again = await vendorCall(t, secret, action, body);
      expect(again.statusCode).toBe(200);
      expect(again.body, action).toBe(first[i]);
    }
    expect(await snapshot(t, p.id)).toEqual(settled);

    // The same request id with another body is refused, and moves nothing.
    const [, debitCall] = calls[2];
    const other = await vendorCall(t, secret, 'debit', { ...debitCall, amount: '21.00' });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('request_conflict');
    expect(await snapshot(t, p.id)).toEqual(settled);

    const bet = await t.deps.db
      .selectFrom('bets')
      .selectAll()
      .where('member_id', '=', p.id)
      .where('round_ref', '=', 'GEMILANG:R-replay')
      .executeTakeFirstOrThrow();
    expect(bet).toMatchObject({ product: 'game', game_code: SLOT, stake: 2_000n, payout: 550n, status: 'lost' });
    await expectReconciled(t);
  });

  it('answers the same transaction under a new request id as done, and refuses it with another amount', async () => {
    const p = await seated();
    const tx = randomUUID();
    const first = await vendorCall(t, secret, 'debit', debitBody(p, 'R-tx', '10.00', tx));
    expect(first.json().balance).toBe('90.00');
    const before = await snapshot(t, p.id);
    const again = await vendorCall(t, secret, 'debit', debitBody(p, 'R-tx', '10.00', tx));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ balance: '90.00', reference: first.json().reference });
    const conflict = await vendorCall(t, secret, 'debit', debitBody(p, 'R-tx', '11.00', tx));
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('transaction_conflict');
    expect(await snapshot(t, p.id)).toEqual(before);
  });

  it('refuses a debit over the balance with the balance, and moves nothing', async () => {
    const p = await seated(5_000n);
    const before = await snapshot(t, p.id);
    const res = await vendorCall(t, secret, 'debit', debitBody(p, 'R-broke', '50.01'));
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      ok: false,
      code: 'insufficient_funds',
      message: expect.any(String),
      balance: '50.00',
    });
    expect(await snapshot(t, p.id)).toEqual(before);
    const exact = await vendorCall(t, secret, 'debit', debitBody(p, 'R-broke', '50.00'));
    expect(exact.json().balance).toBe('0.00');
  });

  it("refuses a frozen player's stake as player_frozen and moves nothing, yet still credits their winnings", async () => {
    const p = await seated();
    const open = await vendorCall(t, secret, 'debit', debitBody(p, 'R-frozen', '10.00'));
    expect(open.statusCode).toBe(200);
    await t.deps.db.updateTable('members').set({ status: 'frozen' }).where('id', '=', p.id).execute();
    try {
      const before = await snapshot(t, p.id);
      const res = await vendorCall(t, secret, 'debit', debitBody(p, 'R-frozen-2', '10.00'));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ ok: false, code: 'player_frozen' });
      expect(await snapshot(t, p.id)).toEqual(before);
      // Money coming in is not the member's own spending: the open round still pays out.
      const credit = await vendorCall(t, secret, 'credit', {
        requestId: rid(),
        playerId: p.playerId,
        roundId: 'R-frozen',
        transactionId: randomUUID(),
        amount: '25.00',
      });
      expect(credit.statusCode).toBe(200);
      expect(credit.json().balance).toBe('115.00');
    } finally {
      await t.deps.db.updateTable('members').set({ status: 'active' }).where('id', '=', p.id).execute();
    }
    await expectReconciled(t);
  });

  it('records a rollback that came before its debit, and refuses the late debit', async () => {
    const p = await seated();
    const tx = randomUUID();
    const rollback = await vendorCall(t, secret, 'rollback', {
      requestId: rid(),
      playerId: p.playerId,
      roundId: 'R-late',
      transactionId: tx,
    });
    expect(rollback.statusCode).toBe(200);
    expect(rollback.json().balance).toBe('100.00');
    const before = await snapshot(t, p.id);
    const late = await vendorCall(t, secret, 'debit', debitBody(p, 'R-late', '10.00', tx));
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('transaction_rolled_back');
    expect(await snapshot(t, p.id)).toEqual(before);
    await expectReconciled(t);
  });

  it('refunds a rolled-back debit, and voids a round with nothing staked left', async () => {
    const p = await seated();
    const tx = randomUUID();
    await vendorCall(t, secret, 'debit', debitBody(p, 'R-void', '7.00', tx));
    const res = await vendorCall(t, secret, 'rollback', {
      requestId: rid(),
      playerId: p.playerId,
      roundId: 'R-void',
      transactionId: tx,
    });
    expect(res.json().balance).toBe('100.00');
    const bet = await t.deps.db
      .selectFrom('bets')
      .select(['status', 'stake', 'payout'])
      .where('member_id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(bet).toEqual({ status: 'void', stake: 700n, payout: 700n });
    const more = await vendorCall(t, secret, 'debit', debitBody(p, 'R-void', '1.00'));
    expect(more.json().code).toBe('round_closed');
    await expectReconciled(t);
  });

  /**
   * A round staked while the launch was good, then the launch ended by `end`: a new stake is refused with
   * `refusal` and moves nothing; the credit, a rollback and the end of the staked round still settle, so no
   * stake is stranded in bets in play (ADR 048).
   */
  async function settlesAfterTheEnd(
    end: (p: Awaited<ReturnType<typeof seated>>) => Promise<void>,
    refusal: { status: number; code: string },
    vendor?: { code: string; game: string; secret: string },
  ) {
    const member = await player(t);
    const launched = vendor
      ? await outsideLaunchToken(t, member.token, vendor.code, vendor.game)
      : await launchToken(t, member.token);
    const p = { ...member, playerId: `${member.id}`, launch: launched };
    const key = vendor?.secret ?? secret;
    const call = (action: 'debit' | 'credit' | 'rollback' | 'end-round' | 'authenticate', body: object) =>
      vendorCall(t, key, action, body as Record<string, unknown>, vendor ? { vendor: vendor.code } : {});
    const stake = (tx: string, amount: string) => ({
      ...debitBody(p, 'R-end', amount, tx),
      gameCode: vendor?.game ?? SLOT,
    });
    expect((await call('debit', stake('e1', '10.00'))).statusCode).toBe(200);
    expect((await call('debit', stake('e2', '4.00'))).statusCode).toBe(200);
    await end(p);
    const before = await snapshot(t, p.id);
    const refused = await call('debit', stake(randomUUID(), '1.00'));
    expect(refused.statusCode).toBe(refusal.status);
    expect(refused.json()).toMatchObject({ ok: false, code: refusal.code });
    const opened = await call('authenticate', { requestId: rid(), token: p.launch });
    expect(opened.json()).toMatchObject({ ok: false, code: refusal.code });
    expect(await snapshot(t, p.id)).toEqual(before);

    const won = await call('credit', {
      requestId: rid(),
      playerId: p.playerId,
      roundId: 'R-end',
      transactionId: 'w1',
      amount: '25.00',
      reason: 'jackpot',
    });
    expect(won.statusCode).toBe(200);
    expect(won.json().balance).toBe('111.00');
    const refunded = await call('rollback', {
      requestId: rid(),
      playerId: p.playerId,
      roundId: 'R-end',
      transactionId: 'e2',
    });
    expect(refunded.json().balance).toBe('115.00');
    const ended = await call('end-round', { requestId: rid(), playerId: p.playerId, roundId: 'R-end' });
    expect(ended.json()).toMatchObject({ balance: '115.00', roundStatus: 'ended' });
    const bet = await t.deps.db
      .selectFrom('bets')
      .select(['status', 'stake', 'payout'])
      .where('member_id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(bet).toEqual({ status: 'won', stake: 1_000n, payout: 2_500n });
    await expectReconciled(t);
  }

  it("accepts credits, rollbacks and the end of a round after an outside vendor's launch token expired, but no new stake", async () => {
    const vendor = await outsideVendor(t, 'ACME');
    await settlesAfterTheEnd(
      async () => t.clock.advance((LAUNCH_TOKEN_MINUTES + 1) * 60_000),
      { status: 401, code: 'token_expired' },
      vendor,
    );
  });

  it('takes no new stake once the member signed out, yet settles the round already staked', async () => {
    await settlesAfterTheEnd((p) => signOut(t, p.token), { status: 401, code: 'token_expired' });
  });

  it("takes no new stake on an outside vendor's token once the member signed out", async () => {
    const vendor = await outsideVendor(t, 'BETA');
    await settlesAfterTheEnd((p) => signOut(t, p.token), { status: 401, code: 'token_expired' }, vendor);
  });

  it('takes no new stake once customer service locked the member, yet settles the round already staked', async () => {
    await settlesAfterTheEnd((p) => staffLock(t, p.id), { status: 401, code: 'token_expired' });
  });

  it('refuses a locked member whose session is somehow still open as player_locked, and settles their round', async () => {
    await settlesAfterTheEnd(
      async (p) => {
        await t.deps.db.updateTable('members').set({ status: 'locked' }).where('id', '=', p.id).execute();
      },
      { status: 403, code: 'player_locked' },
    );
  });

  it('refuses bad input in its own form and moves nothing', async () => {
    const p = await seated();
    const other = await seated();
    const before = await snapshot(t, p.id);
    const cases: [string, Record<string, unknown>, string][] = [
      ['negative', debitBody(p, 'R-bad', '-1.00'), 'amount_invalid'],
      ['over-precise', debitBody(p, 'R-bad', '1.001'), 'amount_invalid'],
      ['not a number', debitBody(p, 'R-bad', 'ten'), 'amount_invalid'],
      ['another currency', { ...debitBody(p, 'R-bad', '1.00'), currency: 'VND' }, 'currency_mismatch'],
      ['another player', { ...debitBody(p, 'R-bad', '1.00'), playerId: other.playerId }, 'token_invalid'],
      ['another game', { ...debitBody(p, 'R-bad', '1.00'), gameCode: 'GM_SICBO' }, 'token_invalid'],
      ['an unknown token', { ...debitBody(p, 'R-bad', '1.00'), token: 'x'.repeat(43) }, 'token_invalid'],
      ['an unknown player', { ...debitBody(p, 'R-bad', '1.00'), playerId: '999999999' }, 'token_invalid'],
      ['a missing field', { requestId: rid(), playerId: p.playerId }, 'invalid_request'],
    ];
    for (const [what, body, code] of cases) {
      const res = await vendorCall(t, secret, 'debit', body);
      expect(res.json(), what).toMatchObject({ ok: false, code });
    }
    const credit = await vendorCall(t, secret, 'credit', {
      requestId: rid(),
      playerId: p.playerId,
      roundId: 'R-none',
      transactionId: 'c',
      amount: '1.00',
    });
    expect(credit.json().code).toBe('round_unknown');
    const stranger = await vendorCall(t, secret, 'balance', { requestId: rid(), playerId: '999999999' });
    expect(stranger.json().code).toBe('player_unknown');
    const vendor = await vendorCall(
      t,
      secret,
      'balance',
      { requestId: rid(), playerId: p.playerId },
      { vendor: 'NOPE' },
    );
    expect(vendor.json().code).toBe('vendor_unknown');
    const notJson = await vendorCall(t, secret, 'balance', '{"requestId":');
    expect(notJson.json().code).toBe('invalid_request');
    expect(await snapshot(t, p.id)).toEqual(before);
  });

  it('accepts calls only from the allowed addresses when the vendor has a list', async () => {
    const p = await seated();
    const merchantId = await merchantIdOf(t);
    await t.deps.db
      .updateTable('game_vendors')
      .set({ allowed_addresses: ['203.0.113.7'] })
      .where('merchant_id', '=', merchantId)
      .execute();
    try {
      const res = await vendorCall(t, secret, 'balance', { requestId: rid(), playerId: p.playerId });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('address_not_allowed');
    } finally {
      await t.deps.db
        .updateTable('game_vendors')
        .set({ allowed_addresses: [] })
        .where('merchant_id', '=', merchantId)
        .execute();
    }
  });

  it('keeps the books reconciled after a random mix of rounds', async () => {
    const players = await Promise.all([seated(50_000n), seated(50_000n), seated(3_000n)]);
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let round = 0; round < 24; round++) {
      const p = players[next(players.length)];
      if (!p) continue;
      const id = `mix-${round}`;
      const debits: string[] = [];
      for (let d = 0; d <= next(3); d++) {
        const tx = `${id}-d${d}`;
        const res = await vendorCall(t, secret, 'debit', debitBody(p, id, `${1 + next(20)}.${next(10)}0`, tx));
        if (res.statusCode === 200) debits.push(tx);
        else expect(res.json().code).toBe('insufficient_funds');
      }
      if (debits.length === 0) continue;
      if (next(4) === 0) {
        const tx = debits[next(debits.length)] ?? '';
        await vendorCall(t, secret, 'rollback', {
          requestId: rid(),
          playerId: p.playerId,
          roundId: id,
          transactionId: tx,
        });
      }
      if (next(2) === 0) {
        await vendorCall(t, secret, 'credit', {
          requestId: rid(),
          playerId: p.playerId,
          roundId: id,
          transactionId: `${id}-c`,
          amount: `${next(40)}.00`,
        });
      }
      if (next(5) !== 0)
        await vendorCall(t, secret, 'end-round', { requestId: rid(), playerId: p.playerId, roundId: id });
    }
    await expectReconciled(t);
  });
});
