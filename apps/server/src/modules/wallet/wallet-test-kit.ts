import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import type { TestApp } from '../../test/harness';
import { memberRow } from '../member/member-test-kit';
import { recordOpeningCredit } from './opening-credit';
import { reconcileLedger } from './reconcile-ledger';

/** Test helpers for money: put funds in a wallet as the house would, and read a balance as the site does. */

/**
 * Credits a member's wallet from the house (minor units) as an adjustment applied at once, so the books
 * reconcile in full afterwards. It is recorded as requested by one of the brand's operators (one is made
 * for a brand that has none).
 */
export async function fundMember(t: TestApp, username: string, minor: bigint, code = 'demo'): Promise<bigint> {
  const member = await memberRow(t, username, code);
  await t.deps.db.transaction().execute(async (trx) => {
    const operator =
      (await trx
        .selectFrom('operators')
        .select('id')
        .where('merchant_id', '=', member.merchant_id)
        .orderBy('id')
        .executeTakeFirst()) ??
      (await trx
        .insertInto('operators')
        .values({ merchant_id: member.merchant_id, username: 'funding', role: 'admin', password_hash: 'x' })
        .returning('id')
        .executeTakeFirstOrThrow());
    await recordOpeningCredit(trx, {
      merchantId: member.merchant_id,
      memberId: member.id,
      amount: minor,
      reason: 'test funds',
      operatorId: operator.id,
      idempotencyKey: `test-${randomUUID()}`,
      now: t.deps.now(),
    });
  });
  return member.id;
}

/** The member's balance as the balance call answers it. */
export async function balanceOf(t: TestApp, token: string, host?: string): Promise<string> {
  const res = await t.call({ method: 'GET', url: '/wps/v2/wallets/balance', token, host });
  expect(res.statusCode).toBe(200);
  return res.json().value.sumBalance as string;
}

/**
 * Asserts the ledger's own sums hold for the brand (docs/architecture.md, Money): postings total zero, every entry balances,
 * every kept balance equals its postings, nothing guarded is negative. For tests that post raw entries with
 * no domain row behind them; everything else checks the full reconciliation (expectReconciled).
 */
export async function expectLedgerSumsHold(t: TestApp, code = 'demo'): Promise<void> {
  const result = await reconcileLedger(t.deps.db, await merchantIdOf(t, code));
  expect(result).toMatchObject({
    postingsTotal: 0n,
    unbalancedEntries: [],
    accountDifferences: [],
    negativeAccounts: [],
    ok: true,
  });
}
