import { type Language, languages } from '@gemilang/contract';
import sanitizeHtml from 'sanitize-html';
import type { LocalizedJson } from '../db/schema';

/**
 * HTML written by an operator (help topics, announcements) is shown inside the player site, so it is
 * reduced to basic formatting and plain links before it leaves the server: no scripts, styles, event
 * handlers, frames, forms or ids (an id could shadow the site's own elements).
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'h3',
    'h4',
    'h5',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'span',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  // `rel` is listed so the value the transform below sets survives; whatever the operator wrote is replaced.
  allowedAttributes: { a: ['href', 'target', 'title', 'rel'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Every link gets rel=noopener so a page it opens cannot reach back into the site; only `_blank` is
    // kept as a target, since a named target could aim at one of the site's own frames.
    a: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = { ...attribs, rel: 'noopener noreferrer' };
      if (attribs.target !== undefined && attribs.target !== '_blank') delete out.target;
      return { tagName, attribs: out };
    },
  },
};

// The same few texts are read on every page view; sanitising is the costly part, so results are kept.
const MAX_CACHED = 500;
const cache = new Map<string, string>();

export function sanitizeOperatorHtml(html: string): string {
  const hit = cache.get(html);
  if (hit !== undefined) return hit;
  const clean = sanitizeHtml(html, options);
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(html, clean);
  return clean;
}

/**
 * A link or image address an operator set, or null when it could run script or leave in an odd way: only
 * http(s) and site-relative paths (`/promotions`) pass; `javascript:`, `data:` and `//host` do not.
 */
export function safeOperatorUrl(raw: string | null | undefined): string | null {
  const value = (raw ?? '').trim();
  if (value === '' || value.length > 2048) return null;
  if (value.startsWith('/')) return value.startsWith('//') || value.startsWith('/\\') ? null : value;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Operator text in the asked language or, where the operator left that one empty, in the first language
 * that has it (ms, en, zh), so a topic written in one language still shows rather than a blank.
 */
export function inLanguage(text: LocalizedJson, language: Language): string {
  if (text[language]?.trim()) return text[language];
  for (const other of languages) if (text[other]?.trim()) return text[other];
  return '';
}
