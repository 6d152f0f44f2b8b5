import { createHash } from 'node:crypto';
import type { TUploadPurpose } from '@gemilang/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '../db/schema';
import { addOperator, signIn } from '../modules/admin/admin-test-kit';
import { withdrawer } from '../modules/withdrawals/withdrawal-test-kit';
import { merchantIdOf } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/harness';

/**
 * A member's images in the back office (ADR 058, 069): every role reads only the images of the work it does, and
 * another purpose answers not found, as another brand's id does. Written out here rather than read from the server's
 * table, so widening who reads what turns this red until it is stated.
 * Checked to fail: with marketing reading every purpose (the purpose filter dropped in uploads.ts), marketing's row
 * went red for the avatar, the receipt, the proof and the chat image.
 */
const readers: Record<TUploadPurpose, OperatorRole[]> = {
  avatar: ['admin', 'cs', 'finance', 'risk'],
  deposit_receipt: ['admin', 'finance'],
  withdrawal_proof: ['admin', 'finance', 'risk'],
  promotion_application: ['admin', 'marketing'],
  support_chat: ['admin', 'cs'],
};
const roles: OperatorRole[] = ['admin', 'cs', 'finance', 'risk', 'marketing'];

let t: TestApp;
const tokens = {} as Record<OperatorRole, string>;
const images = {} as Record<TUploadPurpose, bigint>;

beforeAll(async () => {
  t = await createTestApp();
  const merchantId = await merchantIdOf(t);
  tokens.admin = await signIn(t);
  for (const role of roles.filter((r) => r !== 'admin')) {
    await addOperator(t, merchantId, `${role}.images`, role);
    tokens[role] = await signIn(t, `${role}.images`);
  }
  const member = await withdrawer(t);
  const png = Buffer.from('89504e470d0a1a0a', 'hex');
  for (const purpose of Object.keys(readers) as TUploadPurpose[]) {
    const row = await t.deps.db
      .insertInto('uploads')
      .values({
        merchant_id: merchantId,
        member_id: member.id,
        purpose,
        content_type: 'image/png',
        size: png.length,
        sha256: createHash('sha256').update(png).update(purpose).digest('hex'),
        bytes: png,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    images[purpose] = row.id;
  }
}, 60_000);
afterAll(() => t.close());

describe('member images in the back office', () => {
  for (const role of roles) {
    it(`${role} reads the images of its own work and finds no other`, async () => {
      const seen: Record<string, number> = {};
      const expected: Record<string, number> = {};
      for (const purpose of Object.keys(readers) as TUploadPurpose[]) {
        const res = await t.call({ method: 'GET', url: `/admin/api/uploads/${images[purpose]}`, token: tokens[role] });
        seen[purpose] = res.statusCode;
        expected[purpose] = readers[purpose].includes(role) ? 200 : 404;
      }
      expect(seen).toEqual(expected);
    });
  }
});
