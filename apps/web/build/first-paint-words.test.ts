import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstPaintWords } from './first-paint-words';

/**
 * The static first paint's words come from the catalogues at build time (ADR 043). Seen red: with the
 * escaping removed, the `<b>` test failed; with the missing-key check removed, the build went on and the
 * token test failed.
 */
function transform(html: string, localesDir: string): string {
  const hook = firstPaintWords(localesDir).transformIndexHtml as (html: string) => string;
  return hook(html);
}

describe('firstPaintWords', () => {
  const dir = mkdtempSync(join(tmpdir(), 'first-paint-words-'));
  mkdirSync(join(dir, 'ms'));
  writeFileSync(join(dir, 'ms', 'home.json'), JSON.stringify({ hero: { title: 'Adil <b>& jujur</b>' } }));

  it('puts the Malay words in, escaped for HTML', () => {
    expect(transform('<p>%ms:home:hero.title%</p>', dir)).toBe('<p>Adil &lt;b&gt;&amp; jujur&lt;/b&gt;</p>');
  });

  it('stops the build on a key the catalogue does not have, rather than show the token', () => {
    expect(() => transform('<p>%ms:home:hero.missing%</p>', dir)).toThrow(/hero\.missing/);
  });

  it('finds every word index.html asks for in the real catalogues', async () => {
    const { readFileSync } = await import('node:fs');
    const html = readFileSync(resolve(import.meta.dirname, '../index.html'), 'utf8');
    const out = transform(html, resolve(import.meta.dirname, '../src/locales'));
    expect(out).not.toMatch(/%\w+:\w+:[\w.]+%/);
    expect(out).toContain('Permainan adil');
  });
});
