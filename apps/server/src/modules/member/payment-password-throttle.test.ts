import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passwordChecksHashed } from '../../platform/passwords';
import { createTestApp, type TestApp } from '../../test/harness';
import { PAY_PASSWORD, type Withdrawer, withdrawer } from '../withdrawals/withdrawal-test-kit';
import { memberRow } from './member-test-kit';

// The hash is watched through the process's count of checked hashes (a module mock would not take: the
// server's test files share their loaded modules): a check beyond the bound must be refused before any scrypt.

// Checked by breaking it: with takePaymentCheck moved after the hash in verify-payment-password.ts, the
// "no hash" assertions go red (the count grows by one); with the address bound left out of the list, the
// address test goes red.

const PER_MEMBER = 3;
const PER_ADDRESS = 5;

let t: TestApp;
let agentId: bigint;
beforeAll(async () => {
  t = await createTestApp({
    config: { PAYMENT_CHECKS_PER_MEMBER: PER_MEMBER, PAYMENT_CHECKS_PER_ADDRESS: PER_ADDRESS },
  });
  agentId = (await memberRow(t, 'demoagent')).id;
});
afterAll(() => t.close());

let hashesBefore = 0;
const hashesChecked = () => passwordChecksHashed() - hashesBefore;
beforeEach(() => {
  hashesBefore = passwordChecksHashed();
});

/** A transfer to the upline larger than the balance: the password is checked, then the transfer refused. */
const transfer = (who: Withdrawer, address: string, paymentPassword = PAY_PASSWORD) =>
  t.call({
    method: 'POST',
    url: '/wps/cashier/transfer-upline',
    token: who.token,
    language: 'en',
    remoteAddress: address,
    payload: { amount: '5000.00', paymentPassword, idempotencyKey: randomUUID() },
  });

describe('the bound on payment-password checks', () => {
  it('refuses a member beyond the bound a minute, before any hash, with a clear code, on every route', async () => {
    const m = await withdrawer(t, { balance: 10_000n, uplineId: agentId });
    for (let i = 0; i < PER_MEMBER; i++) {
      const res = await transfer(m, '10.9.0.1');
      expect(res.json().code).toBe('insufficient_balance');
    }
    expect(hashesChecked()).toBe(PER_MEMBER);

    const beyond = await transfer(m, '10.9.0.1');
    expect(beyond.statusCode).toBe(429);
    expect(beyond.json()).toMatchObject({
      success: false,
      code: 'payment_password_throttled',
      message: expect.stringMatching(
        /^Too many payment password checks in a minute. Please wait \d+ seconds and try again.$/,
      ),
      details: { retryAfterSeconds: expect.any(Number) },
    });
    // A wrong password, a withdrawal, another address: all refused the same way, and none hashed or counted.
    expect((await transfer(m, '10.9.0.1', '000000')).json().code).toBe('payment_password_throttled');
    const withdrawal = await t.call({
      method: 'POST',
      url: '/wps/cashier/withdraw/requests',
      token: m.token,
      remoteAddress: '10.9.0.9',
      payload: {
        bankAccountId: m.bankAccountId,
        amount: '50.00',
        paymentPassword: PAY_PASSWORD,
        idempotencyKey: randomUUID(),
      },
    });
    expect(withdrawal.json().code).toBe('payment_password_throttled');
    expect(hashesChecked()).toBe(PER_MEMBER);
    expect((await memberRow(t, m.username)).payment_password_failures).toBe(0);

    // A minute on, the allowance is back.
    t.clock.advance(61_000);
    expect((await transfer(m, '10.9.0.1')).json().code).toBe('insufficient_balance');
    expect(hashesChecked()).toBe(PER_MEMBER + 1);
  });

  it('refuses an address beyond its bound however many members it uses, and no other address', async () => {
    const members = await Promise.all([1, 2, 3].map(() => withdrawer(t, { balance: 10_000n, uplineId: agentId })));
    const [a, b, c] = members as [Withdrawer, Withdrawer, Withdrawer];
    for (const who of [a, a, b, b, c])
      expect((await transfer(who, '10.9.1.1')).json().code).toBe('insufficient_balance');
    expect(hashesChecked()).toBe(PER_ADDRESS);

    const beyond = await transfer(c, '10.9.1.1');
    expect(beyond.statusCode).toBe(429);
    expect(beyond.json().code).toBe('payment_password_throttled');
    expect(hashesChecked()).toBe(PER_ADDRESS);

    expect((await transfer(c, '10.9.1.2')).json().code).toBe('insufficient_balance');
  });
});
