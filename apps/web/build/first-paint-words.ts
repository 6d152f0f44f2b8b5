import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Fills the static first paint of index.html (ADR 043) with words from the catalogues: `%ms:home:hero.title%`
 * becomes the Malay catalogue's `hero.title` of the `home` namespace, escaped for HTML. The page then says
 * exactly what the React shell says once it draws, and a change of wording needs no second edit. A token
 * naming a missing key stops the build rather than showing the token to visitors.
 */
export function firstPaintWords(localesDir: string): Plugin {
  const escapeHtml = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return {
    name: 'gemilang:first-paint-words',
    transformIndexHtml(html) {
      return html.replace(/%(\w+):(\w+):([\w.]+)%/g, (_token, lang: string, namespace: string, key: string) => {
        const catalogue = JSON.parse(readFileSync(resolve(localesDir, lang, `${namespace}.json`), 'utf8'));
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
        if (typeof value !== 'string')
          throw new Error(`index.html: no ${lang}/${namespace} "${key}" in the catalogues`);
        return escapeHtml(value);
      });
    },
  };
}
