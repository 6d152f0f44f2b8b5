import { depositStates } from '@gemilang/contract';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/deposit.json', { eager: true });

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

function catalogue(language: string): Record<string, unknown> {
  const found = files[`../../locales/${language}/deposit.json`];
  if (!found) throw new Error(`missing ${language}/deposit.json`);
  return found.default;
}

describe('the deposit catalogue', () => {
  it('holds the same keys in ms, en and zh, none empty', () => {
    const ms = keysOf(catalogue('ms')).sort();
    for (const language of ['en', 'zh']) expect(keysOf(catalogue(language)).sort()).toEqual(ms);
    for (const language of ['ms', 'en', 'zh']) {
      for (const key of ms) {
        const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], catalogue(language));
        expect(String(value).trim(), `${language}/deposit:${key}`).not.toBe('');
      }
    }
  });

  it('names every deposit state and says what each means for the member', () => {
    for (const language of ['ms', 'en', 'zh']) {
      const { states, outcome } = catalogue(language) as {
        states: Record<string, string>;
        outcome: Record<string, string>;
      };
      expect(Object.keys(states).sort()).toEqual([...depositStates].sort());
      expect(Object.keys(outcome).sort()).toEqual([...depositStates].sort());
    }
  });
});
