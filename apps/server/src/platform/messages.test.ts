import { errorCodes, languages } from '@gemilang/contract';
import { describe, expect, it } from 'vitest';
import en from '../locales/en/errors.json' with { type: 'json' };
import ms from '../locales/ms/errors.json' with { type: 'json' };
import zh from '../locales/zh/errors.json' with { type: 'json' };
import { errorMessage, fieldMessage } from './messages';

const catalogues = { ms, en, zh } as Record<string, Record<string, unknown>>;

/** Every key of a catalogue, nested ones as `field.required`. */
function keysOf(value: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, v]) =>
    v !== null && typeof v === 'object'
      ? keysOf(v as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('server error catalogues', () => {
  it.each(languages)('%s has a non-empty message for every error code of the contract', (language) => {
    for (const code of errorCodes) {
      const text = catalogues[language]?.[code];
      expect(typeof text, `${language}.${code}`).toBe('string');
      expect((text as string).trim(), `${language}.${code}`).not.toBe('');
    }
  });

  it('ms, en and zh hold the same keys, and no key that is not an error code or a field reason', () => {
    const en = keysOf(catalogues.en ?? {}).sort();
    expect(keysOf(catalogues.ms ?? {}).sort()).toEqual(en);
    expect(keysOf(catalogues.zh ?? {}).sort()).toEqual(en);
    const topLevel = Object.keys(catalogues.en ?? {}).filter((k) => k !== 'field');
    expect(topLevel.sort()).toEqual([...errorCodes].sort());
  });

  it('uses the same placeholders in every language', () => {
    for (const key of keysOf(catalogues.en ?? {})) {
      const get = (lang: string) =>
        key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], catalogues[lang]) as string;
      expect(placeholders(get('ms')), key).toEqual(placeholders(get('en')));
      expect(placeholders(get('zh')), key).toEqual(placeholders(get('en')));
    }
  });

  it('writes the three languages differently (none is a copy of the English)', () => {
    let sameMs = 0;
    let sameZh = 0;
    for (const code of errorCodes) {
      if (errorMessage(code, 'ms') === errorMessage(code, 'en')) sameMs++;
      if (errorMessage(code, 'zh') === errorMessage(code, 'en')) sameZh++;
    }
    expect(sameMs).toBe(0);
    expect(sameZh).toBe(0);
    for (const code of errorCodes) expect(errorMessage(code, 'zh'), code).toMatch(/[\u3000-\u9fff\uff00-\uffef]/);
  });

  it('fills placeholders, leaving none unfilled', () => {
    for (const language of languages) {
      const text = errorMessage('password_rule', language, { min: 6, max: 20 });
      expect(text).toContain('6');
      expect(text).toContain('20');
      expect(text).not.toMatch(/\{\{/);
      expect(errorMessage('under_age', language, { age: 18 })).toContain('18');
    }
  });

  it('has a message for every field reason in every language', () => {
    for (const language of languages) {
      for (const reason of ['required', 'too_short', 'too_long', 'pattern', 'invalid'] as const) {
        expect(fieldMessage(reason, language).trim(), `${language}.field.${reason}`).not.toBe('');
      }
    }
  });
});
