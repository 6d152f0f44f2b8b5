import { expect } from 'vitest';
import type { OperatorRole } from '../../db/schema';
import { hashPassword } from '../../platform/passwords';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/harness';
import { createMerchant } from '../system/create-merchant';

/** Test helpers for the back-office API: sign-in, extra staff, a second brand. */

export async function signIn(t: TestApp, username = 'admin', password = DEMO_PASSWORD, host?: string): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/admin/api/session', payload: { username, password }, host });
  expect(res.json()).toMatchObject({ success: true });
  return res.json().value.token as string;
}

/** A fresh app, the demo brand's id and its admin signed in: where most back-office tests start. */
export async function startAdminTest(): Promise<{ t: TestApp; merchantId: number; admin: string }> {
  const t = await createTestApp();
  return { t, merchantId: await merchantIdOf(t), admin: await signIn(t) };
}

export async function addOperator(
  t: TestApp,
  merchantId: number,
  username: string,
  role: OperatorRole,
  password = DEMO_PASSWORD,
): Promise<bigint> {
  const row = await t.deps.db
    .insertInto('operators')
    .values({ merchant_id: merchantId, username, role, password_hash: await hashPassword(password) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A second brand on host other.example with its own admin `otheradmin`. */
export async function otherBrand(t: TestApp) {
  const merchantId = await createMerchant(t.deps, { code: 'other', name: 'Other', hosts: ['other.example'] });
  const operatorId = await addOperator(t, merchantId, 'otheradmin', 'admin');
  const member = await t.deps.db
    .insertInto('members')
    .values({ merchant_id: merchantId, username: 'otherplayer', password_hash: 'x', email: 'o@example.com' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { merchantId, operatorId, memberId: member.id, host: 'other.example' };
}

/** The audit rows of a brand with this action, oldest first. */
export async function auditRows(t: TestApp, merchantId: number, action: string) {
  return t.deps.db
    .selectFrom('audit_log')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('action', '=', action)
    .orderBy('id')
    .execute();
}
