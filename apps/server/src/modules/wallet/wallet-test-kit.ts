import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import type { TestApp } from '../../test/harness';
import { memberRow } from '../member/member-test-kit';
import { memberWalletAccount, postEntry, systemAccount } from './ledger';
import { reconcileLedger } from './reconcile-ledger';

/** Test helpers for money: put funds in a wallet as the house would, and check the ledger after a test. */

/** Credits a member's wallet from the house (minor units) through the ledger, as an adjustment would. */
export async function fundMember(t: TestApp, username: string, minor: bigint, code = 'demo'): Promise<bigint> {
  const member = await memberRow(t, username, code);
  await t.deps.db.transaction().execute(async (trx) => {
    const house = await systemAccount(trx, member.merchant_id, 'house');
    const wallet = await memberWalletAccount(trx, member.merchant_id, member.id);
    await postEntry(trx, {
      merchantId: member.merchant_id,
      kind: 'adjustment',
      idempotencyKey: `test-${randomUUID()}`,
      memberId: member.id,
      memo: 'test funds',
      postings: [
        { accountId: house, amount: -minor },
        { accountId: wallet, amount: minor },
      ],
    });
  });
  return member.id;
}

/** Asserts every ledger invariant of DESIGN §5 holds for the brand. */
export async function expectLedgerReconciles(t: TestApp, code = 'demo'): Promise<void> {
  const result = await reconcileLedger(t.deps.db, await merchantIdOf(t, code));
  expect(result).toMatchObject({
    postingsTotal: 0n,
    unbalancedEntries: [],
    accountDifferences: [],
    negativeAccounts: [],
    ok: true,
  });
}

/** The member's balance as the balance call answers it. */
export async function balanceOf(t: TestApp, token: string): Promise<string> {
  const res = await t.call({ method: 'GET', url: '/wps/v2/wallets/balance', token });
  expect(res.statusCode).toBe(200);
  return res.json().value.sumBalance as string;
}
