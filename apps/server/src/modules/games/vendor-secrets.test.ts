import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { createMerchant } from '../system/create-merchant';
import { IN_HOUSE_VENDOR } from './catalogue';
import { player, rid, vendorCall, vendorSecret } from './games-test-kit';
import { withTransferVendor } from './transfer/transfer-test-kit';
import { sealLegacyVendorSecrets } from './vendor-secret';

/**
 * Vendor secrets are sealed at rest (ADR 045), on both databases: the table never holds a secret in clear
 * after a vendor is made or the server starts, a secret stored in clear before sealing existed still
 * signs calls and is sealed in place, and the stored value is no secret a forger could sign with.
 *
 * Checked to fail (each guard broken, the test run, the code restored): seamless-call.ts checking the
 * signature against the stored value turned the three call tests red; openVendorSecret not sealing a clear
 * value in place, the first-use test; newSealedVendorSecret answering the bare random secret, the "stored
 * sealed" and start-up tests; the start-up sweep taking sealed rows too (sealing them twice), the start-up
 * test. Signing the in-house wallet's calls with the stored value turned in-house/*.test.ts red (11 tests).
 */
let t: TestApp;
let demoId: number;
let otherId: number;
beforeAll(async () => {
  t = await createTestApp();
  demoId = await merchantIdOf(t, 'demo');
  otherId = await createMerchant(t.deps, { code: 'other', name: 'Other', hosts: ['other.test'] });
  await withTransferVendor(t);
}, 60_000);
afterAll(() => t.close());

async function stored(merchantId: number, code = IN_HOUSE_VENDOR): Promise<string> {
  const row = await t.deps.db
    .selectFrom('game_vendors')
    .select('secret')
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.secret;
}

/** Puts a secret back in clear, as a row written before sealing (or by hand) holds it. */
async function storeInClear(merchantId: number, secret: string): Promise<void> {
  await t.deps.db
    .updateTable('game_vendors')
    .set({ secret })
    .where('merchant_id', '=', merchantId)
    .where('code', '=', IN_HOUSE_VENDOR)
    .execute();
}

async function balanceCall(secret: string, options: { signature?: string } = {}) {
  const member = await player(t, 5_000n);
  return vendorCall(t, secret, 'balance', { requestId: rid(), playerId: `${member.id}` }, options);
}

describe('a vendor secret at rest', () => {
  it('is stored sealed for every vendor a brand is given, never as the secret itself', async () => {
    const rows = await t.deps.db.selectFrom('game_vendors').select(['merchant_id', 'code', 'secret']).execute();
    expect(rows.map((r) => `${r.merchant_id}:${r.code}`).sort()).toEqual(
      [`${demoId}:${IN_HOUSE_VENDOR}`, `${demoId}:GEMTW`, `${otherId}:${IN_HOUSE_VENDOR}`].sort(),
    );
    for (const row of rows) expect(row.secret).toMatch(/^sealed:v1:[0-9a-f]{8}:[A-Za-z0-9_-]+$/);
    for (const code of ['demo', 'other']) {
      const secret = await vendorSecret(t, code);
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      expect(await stored(await merchantIdOf(t, code))).not.toContain(secret);
    }
    expect(await vendorSecret(t, 'demo')).not.toBe(await vendorSecret(t, 'other'));
  });

  it('signs calls that the wallet accepts, and the stored value signs nothing', async () => {
    const good = await balanceCall(await vendorSecret(t));
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ ok: true, balance: '50.00' });
    const forged = await balanceCall(await stored(demoId));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ ok: false, code: 'signature_invalid' });
  });
});

describe('a secret stored in clear before sealing', () => {
  const legacy = 'legacy-secret-'.padEnd(64, 'x');

  it('still verifies calls, and is sealed in place by the first one', async () => {
    await storeInClear(demoId, legacy);
    const first = await balanceCall(legacy);
    expect(first.statusCode).toBe(200);
    const after = await stored(demoId);
    expect(after).toMatch(/^sealed:v1:/);
    expect(after).not.toContain(legacy);
    expect(await vendorSecret(t)).toBe(legacy);
    expect((await balanceCall(legacy)).statusCode).toBe(200);
    expect((await balanceCall(after)).statusCode).toBe(401);
  });

  it('is sealed at start-up, once, even by two processes sweeping together', async () => {
    await storeInClear(demoId, legacy);
    await storeInClear(otherId, `${legacy}-other`);
    const counts = await Promise.all([
      sealLegacyVendorSecrets(t.deps.db, t.deps.config),
      sealLegacyVendorSecrets(t.deps.db, t.deps.config),
    ]);
    expect(Math.max(...counts)).toBe(2);
    expect(await stored(demoId)).toMatch(/^sealed:v1:/);
    expect(await stored(otherId)).toMatch(/^sealed:v1:/);
    expect(await vendorSecret(t, 'demo')).toBe(legacy);
    expect(await vendorSecret(t, 'other')).toBe(`${legacy}-other`);
    const settled = await stored(demoId);
    expect(await sealLegacyVendorSecrets(t.deps.db, t.deps.config)).toBe(0);
    expect(await stored(demoId)).toBe(settled);
    expect((await balanceCall(legacy)).statusCode).toBe(200);
  });
});
