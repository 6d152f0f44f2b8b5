import { describe, expect, it } from 'vitest';

/**
 * Every language holds every key of every catalogue of the site, none empty (a missing key would show in
 * Malay or raw). One test for all of them: a catalogue added later is checked without a test of its own.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });

const namespaces = Object.keys(files)
  .map((path) => /^\.\.\/locales\/ms\/(\w+)\.json$/.exec(path)?.[1])
  .filter((ns): ns is string => ns !== undefined)
  .sort();

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function catalogue(lang: string, ns: string): Record<string, unknown> {
  const file = files[`../locales/${lang}/${ns}.json`];
  if (!file) throw new Error(`missing ${lang}/${ns}.json`);
  return file.default;
}

it('finds the site catalogues', () => {
  expect(namespaces).toEqual(expect.arrayContaining(['common', 'shell', 'lottery', 'messages', 'records', 'security']));
});

describe.each(namespaces)('the %s catalogue', (ns) => {
  it.each(['en', 'zh'])('has the same keys in %s as in Malay, none empty', (lang) => {
    const ms = keys(catalogue('ms', ns)).sort();
    expect(keys(catalogue(lang, ns)).sort()).toEqual(ms);
    for (const key of keys(catalogue(lang, ns))) {
      const value = key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], catalogue(lang, ns));
      expect(value, `${lang}/${ns}:${key}`).toBeTypeOf('string');
      expect(String(value).trim(), `${lang}/${ns}:${key}`).not.toBe('');
    }
  });
});
