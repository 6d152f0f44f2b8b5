import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordChecksHashed } from '../../platform/passwords';
import { createTestApp, type TestApp } from '../../test/harness';
import { PAY_PASSWORD, withdrawer } from '../withdrawals/withdrawal-test-kit';
import { memberRow } from './member-test-kit';
import { PAYMENT_PASSWORD_TRIES } from './verify-payment-password';

/**
 * Forty wrong payment passwords sent at once must buy no more guesses than five sent one by one: a lock
 * after the fifth wrong one, and no hash compared beyond the five. They need the real server (PGlite has one
 * connection, so nothing can race there): run with DATABASE_URL set.
 * Checked to fail: with the lock read from the row before the hash and the count reset at the fifth failure
 * (as it was), 28 of the 40 were answered "wrong password"; with a check that finds the five places held
 * answering "locked" at once instead of waiting, the right passwords sent together were refused.
 */
const onPostgres = process.env.TEST_DB === 'postgres';

let t: TestApp;
let agentId: bigint;
beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  agentId = (await memberRow(t, 'demoagent')).id;
});
afterAll(async () => {
  if (onPostgres) await t.close();
});

describe('wrong payment passwords racing on PostgreSQL', () => {
  it.skipIf(!onPostgres)('checks at most five of forty sent at once, then holds the lock', async () => {
    const m = await withdrawer(t, { balance: 10_000n, uplineId: agentId });
    const transfer = (paymentPassword: string) =>
      t.call({
        method: 'POST',
        url: '/wps/cashier/transfer-upline',
        token: m.token,
        language: 'en',
        payload: { amount: '5000.00', paymentPassword, idempotencyKey: randomUUID() },
      });
    const hashesBefore = passwordChecksHashed();
    const replies = await Promise.all(Array.from({ length: 40 }, () => transfer('000000')));
    const codes = replies.map((r) => r.json().code as string);
    const wrong = codes.filter((c) => c === 'payment_password_wrong').length;
    const locked = codes.filter((c) => c === 'payment_password_locked').length;
    expect(wrong + locked).toBe(40);
    expect(wrong).toBeLessThanOrEqual(PAYMENT_PASSWORD_TRIES - 1);
    expect(passwordChecksHashed() - hashesBefore).toBeLessThanOrEqual(PAYMENT_PASSWORD_TRIES);

    // The lock holds for the right password too, and for 30 minutes.
    expect((await transfer(PAY_PASSWORD)).json().code).toBe('payment_password_locked');
    t.clock.advance(29 * 60_000);
    expect((await transfer(PAY_PASSWORD)).json().code).toBe('payment_password_locked');
    // After it, the count starts again: five more guesses, no more, even at once.
    t.clock.advance(2 * 60_000);
    const hashesAfterLock = passwordChecksHashed();
    const again = await Promise.all(Array.from({ length: 40 }, () => transfer('000000')));
    expect(again.filter((r) => r.json().code === 'payment_password_wrong').length).toBeLessThanOrEqual(
      PAYMENT_PASSWORD_TRIES - 1,
    );
    expect(passwordChecksHashed() - hashesAfterLock).toBeLessThanOrEqual(PAYMENT_PASSWORD_TRIES);
    expect((await transfer(PAY_PASSWORD)).json().code).toBe('payment_password_locked');
  });

  it.skipIf(!onPostgres)('lets twelve right passwords sent at once through, none refused as locked', async () => {
    const m = await withdrawer(t, { balance: 10_000n, uplineId: agentId });
    const replies = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.call({
          method: 'POST',
          url: '/wps/cashier/transfer-upline',
          token: m.token,
          payload: { amount: '5000.00', paymentPassword: PAY_PASSWORD, idempotencyKey: randomUUID() },
        }),
      ),
    );
    expect(replies.map((r) => r.json().code)).toEqual(Array(12).fill('insufficient_balance'));
    expect((await memberRow(t, m.username)).payment_password_failures).toBe(0);
  });
});
