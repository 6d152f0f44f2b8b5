import { describe, expect, it } from 'vitest';
import { resources } from '../shared/i18n';

function flatten(tree: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') Object.assign(out, flatten(value as Record<string, unknown>, path));
    else out[path] = String(value);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('back-office catalogues', () => {
  const english = resources.en ?? {};

  it('exist for ms, en and zh with the same namespaces', () => {
    expect(Object.keys(resources).sort()).toEqual(['en', 'ms', 'zh']);
    for (const lang of ['ms', 'zh'])
      expect(Object.keys(resources[lang] ?? {}).sort()).toEqual(Object.keys(english).sort());
  });

  for (const lang of ['ms', 'zh']) {
    it(`${lang} holds every English key, no other, none empty, with the same placeholders`, () => {
      for (const [ns, tree] of Object.entries(english)) {
        const en = flatten(tree);
        const other = flatten(resources[lang]?.[ns] ?? {});
        expect(Object.keys(other).sort(), `${lang}/${ns}`).toEqual(Object.keys(en).sort());
        for (const [key, text] of Object.entries(other)) {
          expect(text.trim(), `${lang}/${ns}:${key}`).not.toBe('');
          expect(placeholders(text), `${lang}/${ns}:${key}`).toEqual(placeholders(en[key] ?? ''));
        }
      }
    });
  }
});
