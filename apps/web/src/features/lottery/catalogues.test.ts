import { describe, expect, it } from 'vitest';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/lottery.json', { eager: true });

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

function catalogue(language: string): Record<string, unknown> {
  const found = files[`../../locales/${language}/lottery.json`];
  if (!found) throw new Error(`missing ${language}/lottery.json`);
  return found.default;
}

describe('the lottery catalogue', () => {
  it('holds the same keys in ms, en and zh, none empty', () => {
    const en = keysOf(catalogue('en')).sort();
    for (const language of ['ms', 'zh']) expect(keysOf(catalogue(language)).sort()).toEqual(en);
    for (const language of ['ms', 'en', 'zh']) {
      for (const key of en) {
        const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], catalogue(language));
        expect(value, `${language}:${key}`).toBeTypeOf('string');
        expect(value, `${language}:${key}`).not.toBe('');
      }
    }
  });
});
