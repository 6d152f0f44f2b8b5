import { patternIds } from '@gemilang/contract/web';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/{auth,dialogs,patterns}.json', {
  eager: true,
});

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

function catalogue(language: string, namespace: string): Record<string, unknown> {
  const found = files[`../../locales/${language}/${namespace}.json`];
  if (!found) throw new Error(`missing ${language}/${namespace}.json`);
  return found.default;
}

describe('dialog catalogues', () => {
  for (const namespace of ['auth', 'dialogs', 'patterns']) {
    it(`${namespace}: ms, en and zh hold the same keys, none empty`, () => {
      const en = keysOf(catalogue('en', namespace)).sort();
      for (const language of ['ms', 'zh']) {
        expect(keysOf(catalogue(language, namespace)).sort()).toEqual(en);
      }
      for (const language of ['ms', 'en', 'zh']) {
        for (const key of en) {
          const value = key
            .split('.')
            .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], catalogue(language, namespace));
          expect(String(value).trim(), `${language}/${namespace}:${key}`).not.toBe('');
        }
      }
    });
  }

  it('has a message for each of the 24 patterns in every language, each with the length range', () => {
    for (const language of ['ms', 'en', 'zh']) {
      const messages = catalogue(language, 'patterns').pattern as Record<string, string>;
      expect(
        Object.keys(messages)
          .map(Number)
          .sort((a, b) => a - b),
      ).toEqual(patternIds);
      for (const id of patternIds) expect(messages[id], `${language} pattern ${id}`).toContain('{{range}}');
    }
  });
});
