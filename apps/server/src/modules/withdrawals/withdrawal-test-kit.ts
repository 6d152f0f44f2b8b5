// Test-only helpers for the withdrawal and transfer-to-upline tests (imported by *.test.ts, never by the app).
import { randomBytes, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { hashPassword } from '../../platform/passwords';
import { merchantIdOf, updateMerchant } from '../../test/fixtures';
import { DEMO_PASSWORD, type TestApp } from '../../test/harness';
import { tokenFor } from '../member/member-test-kit';
import { makeMember } from '../session/session-test-kit';
import { memberBalance } from '../wallet/ledger';
import { fundMember } from '../wallet/wallet-test-kit';

export const PAY_PASSWORD = '135790';

export interface Withdrawer {
  id: bigint;
  username: string;
  token: string;
  bankAccountId: string;
  merchantId: number;
}

/**
 * A fresh member ready to withdraw: a payment password (PAY_PASSWORD), a bank account in their payee name,
 * and `balance` minor units credited by the house.
 */
export async function withdrawer(
  t: TestApp,
  options: { balance?: bigint; type?: number; code?: string; uplineId?: bigint | null; paymentPassword?: boolean } = {},
): Promise<Withdrawer> {
  const code = options.code ?? 'demo';
  const merchantId = await merchantIdOf(t, code);
  const username = `wd${randomBytes(5).toString('hex')}`;
  const id = await makeMember(t, { username, password: DEMO_PASSWORD, type: options.type, merchantId });
  await t.deps.db
    .updateTable('members')
    .set({
      payee_name: 'Ali Bin Abu',
      payment_password_hash: options.paymentPassword === false ? null : await hashPassword(PAY_PASSWORD),
      upline_id: options.uplineId ?? null,
    })
    .where('id', '=', id)
    .execute();
  const bank = await t.deps.db
    .insertInto('member_bank_accounts')
    .values({
      merchant_id: merchantId,
      member_id: id,
      bank_name: 'Maybank',
      account_number: `5140${randomBytes(4).readUInt32BE() % 100_000_000}`.padEnd(12, '7'),
      account_name: 'Ali Bin Abu',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.balance) await fundMember(t, username, options.balance, code);
  return { id, username, token: await tokenFor(t, username, code), bankAccountId: `${bank.id}`, merchantId };
}

export function withdraw(
  t: TestApp,
  who: Withdrawer,
  amount: string,
  extra: Record<string, unknown> = {},
  host?: string,
): Promise<LightMyRequestResponse> {
  return t.call({
    method: 'POST',
    url: '/wps/cashier/withdraw/requests',
    token: who.token,
    language: 'en',
    host,
    payload: {
      bankAccountId: who.bankAccountId,
      amount,
      paymentPassword: PAY_PASSWORD,
      idempotencyKey: randomUUID(),
      ...extra,
    },
  });
}

/** A withdrawal the member asked for, which the server took: its id. */
export async function requestedWithdrawal(
  t: TestApp,
  who: Withdrawer,
  amount: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const res = await withdraw(t, who, amount, extra);
  expect(res.json()).toMatchObject({ success: true });
  return res.json().value.withdrawal.id as string;
}

/** Sends a back-office call as an operator (token from signIn). */
export function operatorCall(
  t: TestApp,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  host?: string,
): Promise<LightMyRequestResponse> {
  return t.call({ method, url, token, payload, language: 'en', host });
}

export function pay(t: TestApp, admin: string, id: string, amount?: string, extra: Record<string, unknown> = {}) {
  return operatorCall(t, admin, 'POST', `/admin/api/cashier/withdrawals/${id}/pay`, {
    ...(amount === undefined ? {} : { amount }),
    note: 'paid by bank transfer',
    idempotencyKey: randomUUID(),
    ...extra,
  });
}

export function reject(t: TestApp, admin: string, id: string, note = 'name does not match') {
  return operatorCall(t, admin, 'POST', `/admin/api/cashier/withdrawals/${id}/reject`, { note });
}

/** The member's withdrawals as the member reads them, newest first. */
export async function myWithdrawals(t: TestApp, who: Withdrawer) {
  const res = await t.call({ method: 'GET', url: '/wps/cashier/withdraw/requests', token: who.token });
  return res.json().value.items as Array<Record<string, unknown> & { id: string; state: string; actions: string[] }>;
}

export async function balanceMinor(t: TestApp, who: Withdrawer): Promise<bigint> {
  return memberBalance(t.deps.db, who.merchantId, who.id);
}

/** The withdrawal-hold account's balance: what is held for withdrawals not yet paid or released. */
export async function heldMinor(t: TestApp, merchantId: number): Promise<bigint> {
  const row = await t.deps.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', 'withdrawal_hold')
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

/** Sets the brand's withdrawal rules (minor units as digit strings), keeping its other settings. */
export async function setWithdrawalRules(t: TestApp, rules: Record<string, unknown>, code = 'demo'): Promise<void> {
  const id = await merchantIdOf(t, code);
  const row = await t.deps.db.selectFrom('merchants').select('settings').where('id', '=', id).executeTakeFirstOrThrow();
  const current = (row.settings.withdrawal ?? {}) as Record<string, unknown>;
  await updateMerchant(t, id, { settings: JSON.stringify({ ...row.settings, withdrawal: { ...current, ...rules } }) });
}

/** Stores a proof image for the member, as the upload call does, and returns its id. */
export async function proofUpload(t: TestApp, who: Withdrawer, purpose = 'withdrawal_proof'): Promise<string> {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  const boundary = `----gemilang${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="proof.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.call({
    method: 'POST',
    url: '/wps/member/uploads',
    token: who.token,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return res.json().value.id as string;
}
