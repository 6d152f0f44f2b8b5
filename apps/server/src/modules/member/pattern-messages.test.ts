import { languages, patternIds } from '@gemilang/contract';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/patterns.json' with { type: 'json' };
import ms from '../../locales/ms/patterns.json' with { type: 'json' };
import zh from '../../locales/zh/patterns.json' with { type: 'json' };
import { patternMessage } from './pattern-messages';

const catalogues: Record<string, Record<string, string>> = { ms, en, zh };

describe('server pattern messages', () => {
  it('has a message for each of the 24 patterns in every language, each with its length range', () => {
    for (const language of languages) {
      const catalogue = catalogues[language] as Record<string, string>;
      expect(Object.keys(catalogue).sort()).toEqual(patternIds.map(String).sort());
      for (const id of patternIds) expect(catalogue[String(id)]).toContain('{{range}}');
    }
  });

  it('fills in (min - max), or the one length when both are equal', () => {
    expect(patternMessage({ patternId: 1, minLength: 6, maxLength: 16 }, 'en')).toBe(
      'Must start with a letter, followed by letters and digits (6 - 16 characters)',
    );
    expect(patternMessage({ patternId: 6, minLength: 4, maxLength: 4 }, 'ms')).toBe('Nombor sahaja (4 aksara)');
    expect(patternMessage({ patternId: 23, minLength: 2, maxLength: 10 }, 'zh')).toBe(
      '仅限大写英文字母（2 - 10 个字符）',
    );
  });

  it('says different things for different patterns', () => {
    for (const language of languages) {
      const texts = patternIds.map((id) => patternMessage({ patternId: id, minLength: 1, maxLength: 9 }, language));
      expect(new Set(texts).size).toBe(24);
    }
  });
});
