import { encryptBody } from '@gemilang/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { decryptBody, encryptionKey, publicKeyOf } from './encryption';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the key pair of encrypted calls', () => {
  it('is one pair however many first requests race for it', async () => {
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => t.call({ method: 'GET', url: '/wps/system/publicKey' })),
    );
    const ids = new Set(replies.map((r) => r.json().value.keyId));
    expect(ids.size).toBe(1);
    const rows = await t.deps.db.selectFrom('encryption_keys').select('id').execute();
    expect(rows.map((r) => r.id)).toEqual([...ids]);
  });

  it('opens what a browser sealed with the public key, and refuses what it did not', async () => {
    const key = publicKeyOf(await encryptionKey(t.deps.db));
    const sealed = await encryptBody(key, { username: 'demo', note: "'; DROP TABLE members; --" });
    await expect(decryptBody(t.deps.db, sealed)).resolves.toEqual({
      username: 'demo',
      note: "'; DROP TABLE members; --",
    });
    await expect(decryptBody(t.deps.db, { username: 'demo' })).rejects.toMatchObject({ code: 'encryption_required' });
    await expect(decryptBody(t.deps.db, { ...sealed, data: sealed.data.slice(4) })).rejects.toMatchObject({
      code: 'decryption_failed',
    });
    await expect(decryptBody(t.deps.db, { ...sealed, keyId: 'another-key' })).rejects.toMatchObject({
      code: 'decryption_failed',
    });
  });
});
