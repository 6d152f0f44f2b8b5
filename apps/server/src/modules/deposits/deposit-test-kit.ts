// Test-only helpers for the deposit tests (imported by *.test.ts, never by the app).
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect, onTestFinished } from 'vitest';
import { gatewaySecret } from '../../platform/payments/gateway-accounts';
import { sandboxDelivery } from '../../platform/payments/sandbox/sandbox-delivery';
import { SANDBOX_SIGNATURE_HEADER, type TSandboxNotice } from '../../platform/payments/sandbox/sandbox-gateway';
import { signBody } from '../../platform/payments/signature';
import { merchantIdOf } from '../../test/fixtures';
import { DEMO_PASSWORD, type TestApp } from '../../test/harness';
import { tokenFor } from '../member/member-test-kit';
import { makeMember } from '../session/session-test-kit';

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export interface Depositor {
  id: bigint;
  username: string;
  token: string;
}

let serial = 0;

/** A fresh real member of the demo brand (or of `merchantId`) with a session. */
export async function depositor(t: TestApp, options: { type?: number; merchantId?: number; code?: string } = {}) {
  serial += 1;
  const username = `dep${serial}${randomBytes(3).toString('hex')}`;
  const id = await makeMember(t, {
    username,
    password: 'Secret123',
    type: options.type,
    merchantId: options.merchantId,
  });
  return { id, username, token: await tokenFor(t, username, options.code ?? 'demo') } satisfies Depositor;
}

export function key(): string {
  return `k${randomBytes(12).toString('hex')}`;
}

/** The demo brand's two seeded methods, as the member's method list shows them. */
export async function demoMethods(t: TestApp, token: string): Promise<{ bank: string; online: string }> {
  const res = await t.call({ method: 'GET', url: '/wps/cashier/deposit/methods', token });
  expect(res.statusCode).toBe(200);
  const methods = res.json().value.methods as { id: string; kind: string }[];
  const bank = methods.find((m) => m.kind === 'bank_transfer')?.id;
  const online = methods.find((m) => m.kind === 'online')?.id;
  if (!bank || !online) throw new Error('demo deposit methods missing');
  return { bank, online };
}

/** Sends bytes to the upload call as a browser's multipart form would. */
export function upload(
  t: TestApp,
  token: string,
  bytes: Buffer,
  purpose = 'deposit_receipt',
  host?: string,
): Promise<LightMyRequestResponse> {
  const boundary = `----gemilang${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="receipt.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.call({
    method: 'POST',
    url: '/wps/member/uploads',
    token,
    host,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

export async function receipt(t: TestApp, token: string, host?: string): Promise<string> {
  const res = await upload(t, token, PNG, 'deposit_receipt', host);
  expect(res.statusCode).toBe(200);
  return res.json().value.id as string;
}

export function bankTransfer(t: TestApp, token: string, body: Record<string, unknown>, host?: string) {
  return t.call({ method: 'POST', url: '/wps/cashier/deposit/bank-transfer', token, payload: body, host });
}

export function onlineDeposit(t: TestApp, token: string, body: Record<string, unknown>) {
  return t.call({ method: 'POST', url: '/wps/cashier/deposit/online', token, payload: body });
}

export async function depositRecord(t: TestApp, token: string, id: string, host?: string) {
  return t.call({ method: 'GET', url: `/wps/cashier/deposit/records/${id}`, token, host });
}

/** The sandbox's own delivery, as the server has it, for putting back after a test replaced it. */
const realDelivery = { transport: sandboxDelivery.transport, delaysMs: sandboxDelivery.delaysMs };

/**
 * Routes the sandbox's callbacks into this test app (the harness does not listen on a port), with short
 * pauses between tries. `answer` may refuse a try (return a status) before the app sees it; every body
 * the sandbox sends is kept in `sent`.
 */
export function captureSandbox(t: TestApp, answer?: (attempt: number) => number | null) {
  const sent: { url: string; headers: Record<string, string>; body: string }[] = [];
  // The sandbox's delivery is module state shared by every test file of the run: put it back when the
  // test ends, passed or failed.
  onTestFinished(() => {
    sandboxDelivery.transport = realDelivery.transport;
    sandboxDelivery.delaysMs = realDelivery.delaysMs;
  });
  sandboxDelivery.delaysMs = [0, 5, 10, 20];
  sandboxDelivery.transport = {
    async post(url, headers, body) {
      sent.push({ url, headers, body });
      const refused = answer?.(sent.length);
      if (refused) return refused;
      const target = new URL(url);
      const res = await t.app.inject({
        method: 'POST',
        url: target.pathname,
        headers: { ...headers, host: target.host },
        payload: body,
      });
      return res.statusCode;
    },
  };
  return { sent };
}

/** Presses Pay (or Decline) on the sandbox's page the redirect led to, as the member's browser would. */
export function pressOnGateway(t: TestApp, redirectUrl: string, action: 'pay' | 'decline' = 'pay') {
  const target = new URL(redirectUrl);
  return t.app.inject({
    method: 'POST',
    url: target.pathname,
    headers: { host: target.host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
}

/** Posts a gateway notice with the given signature (or none) to the callback address. */
export function postNotice(t: TestApp, body: string, signature: string | null, host = 'localhost') {
  return t.app.inject({
    method: 'POST',
    url: '/payments/callback/sandbox',
    headers: {
      host,
      'content-type': 'application/json',
      ...(signature === null ? {} : { [SANDBOX_SIGNATURE_HEADER]: signature }),
    },
    payload: body,
  });
}

/** A notice as the sandbox would sign it for the brand (the brand's real secret). */
export async function signedNotice(t: TestApp, notice: TSandboxNotice, code = 'demo') {
  const body = JSON.stringify(notice);
  const secret = await gatewaySecret(t.deps.db, await merchantIdOf(t, code), 'sandbox');
  return { body, signature: signBody(secret, body) };
}

export async function depositRow(t: TestApp, id: string) {
  return t.deps.db.selectFrom('deposits').selectAll().where('id', '=', BigInt(id)).executeTakeFirstOrThrow();
}

/** Ledger entries of kind deposit about this deposit. */
export async function depositEntries(t: TestApp, id: string) {
  return t.deps.db
    .selectFrom('ledger_entries')
    .selectAll()
    .where('kind', '=', 'deposit')
    .where('reference', '=', `deposit:${id}`)
    .execute();
}

export async function messagesOf(t: TestApp, memberId: bigint) {
  return t.deps.db
    .selectFrom('member_messages')
    .select(['kind', 'params'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

/**
 * A bank transfer of `amount` (major units) the member asks for and the demo admin approves: a credited deposit, as
 * a loyalty program sees one (its first deposit, a deposit within days). Answers the deposit's id.
 */
export async function creditedDeposit(t: TestApp, token: string, amount: string): Promise<string> {
  const { bank } = await demoMethods(t, token);
  const asked = await bankTransfer(t, token, {
    methodId: bank,
    amount,
    reference: 'MBB 7',
    receiptUploadId: await receipt(t, token),
    idempotencyKey: key(),
  });
  expect(asked.statusCode).toBe(200);
  const id = asked.json().value.id as string;
  const admin = await t.call({
    method: 'POST',
    url: '/admin/api/session',
    payload: { username: 'admin', password: DEMO_PASSWORD },
  });
  const approved = await t.call({
    method: 'POST',
    url: `/admin/api/cashier/deposits/${id}/approve`,
    token: admin.json().value.token,
    payload: { note: 'matched' },
  });
  expect(approved.statusCode).toBe(200);
  return id;
}
