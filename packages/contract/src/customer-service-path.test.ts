import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_SERVICE_KEY_LENGTH,
  decodeCustomerServicePath,
  encodeCustomerServicePath,
} from './customer-service-path';

const link = 'https://chat.example.com/room?site=demo&lang=ms';

describe('customer-service path (the last 8 characters are the key)', () => {
  it('round-trips a link, and its last 8 characters are the key it was made with', async () => {
    const path = await encodeCustomerServicePath(link, 'Ab3dEf7H');
    expect(path.endsWith('Ab3dEf7H')).toBe(true);
    expect(path).not.toContain('chat.example.com');
    expect(path).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await decodeCustomerServicePath(path)).toBe(link);
  });

  it('is deterministic for one key and differs between keys', async () => {
    const a = await encodeCustomerServicePath(link, 'AAAAAAAA');
    expect(await encodeCustomerServicePath(link, 'AAAAAAAA')).toBe(a);
    const b = await encodeCustomerServicePath(link, 'BBBBBBBB');
    expect(b.slice(0, -8)).not.toBe(a.slice(0, -8));
  });

  it('draws a fresh random key when none is given', async () => {
    const paths = await Promise.all(Array.from({ length: 20 }, () => encodeCustomerServicePath(link)));
    const keys = new Set(paths.map((p) => p.slice(-CUSTOMER_SERVICE_KEY_LENGTH)));
    expect(keys.size).toBe(20);
    for (const p of paths) {
      expect(p.slice(-CUSTOMER_SERVICE_KEY_LENGTH)).toMatch(/^[A-Za-z0-9]{8}$/);
      expect(await decodeCustomerServicePath(p)).toBe(link);
    }
  });

  it('keeps non-ASCII text', async () => {
    const text = 'https://例子.测试/客服?名=玛丽';
    expect(await decodeCustomerServicePath(await encodeCustomerServicePath(text))).toBe(text);
  });

  it('refuses a bad key or an empty link when encoding', async () => {
    await expect(encodeCustomerServicePath(link, 'short')).rejects.toThrow();
    await expect(encodeCustomerServicePath(link, 'has-dash')).rejects.toThrow();
    await expect(encodeCustomerServicePath('', 'AAAAAAAA')).rejects.toThrow();
  });

  it('refuses values that are not paths', async () => {
    await expect(decodeCustomerServicePath('')).rejects.toThrow();
    await expect(decodeCustomerServicePath('AAAAAAAA')).rejects.toThrow();
    await expect(decodeCustomerServicePath('abc$%^AAAAAAAA')).rejects.toThrow();
    await expect(decodeCustomerServicePath('xAAAAAAAA')).rejects.toThrow();
  });

  it('does not give back the link under another key', async () => {
    const path = await encodeCustomerServicePath(link, 'Ab3dEf7H');
    const tampered = `${path.slice(0, -8)}Zb3dEf7H`;
    await expect(decodeCustomerServicePath(tampered).catch(() => 'refused')).resolves.not.toBe(link);
  });
});
