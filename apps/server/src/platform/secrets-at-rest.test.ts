import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSealed, seal, UnsealError, unseal } from './secrets-at-rest';

/**
 * AES-256-GCM sealing of secrets kept in the database (ADR 045), without a database.
 * Checked to fail: with the associated data (the row a value belongs to) left out of seal and unseal, a
 * value opened for another row and the second test went red.
 */
const keys = { SECRETS_KEY: randomBytes(32).toString('base64') };
const context = 'game_vendors.secret:1:GEMILANG';

describe('a sealed secret', () => {
  it('opens under the same key and context, and differs from the secret and from every other sealing', () => {
    const sealed = seal(keys, 'the secret', context);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('the secret');
    expect(seal(keys, 'the secret', context)).not.toBe(sealed);
    expect(unseal(keys, sealed, context)).toBe('the secret');
  });

  it('does not open under another key, for another row, altered, or when it was never sealed', () => {
    const sealed = seal(keys, 'the secret', context);
    const otherKey = { SECRETS_KEY: randomBytes(32).toString('base64') };
    expect(() => unseal(otherKey, sealed, context)).toThrow(/sealed under key [0-9a-f]{8}, but SECRETS_KEY is key/);
    expect(() => unseal({ SECRETS_KEY: undefined }, sealed, context)).toThrow(UnsealError);
    expect(() => unseal(keys, sealed, 'game_vendors.secret:2:GEMILANG')).toThrow(UnsealError);
    const last = sealed.at(-2) === 'A' ? 'B' : 'A';
    expect(() => unseal(keys, `${sealed.slice(0, -2)}${last}${sealed.at(-1)}`, context)).toThrow(UnsealError);
    expect(isSealed('k'.repeat(64))).toBe(false);
    expect(() => unseal(keys, 'k'.repeat(64), context)).toThrow(UnsealError);
  });
});
