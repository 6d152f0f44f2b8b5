import { describe, expect, it } from 'vitest';
import { isWellFormedText } from './well-formed-text';

describe('isWellFormedText', () => {
  it('refuses a lone surrogate anywhere, high or low', () => {
    for (const text of ['\ud800', 'a\udbff', '\udc00b', 'x\ude00\ud83d', '\ud83d\ud83d']) {
      expect(isWellFormedText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('accepts paired surrogates (emoji) and text in any script', () => {
    for (const text of ['', 'plain', '😀', 'a😀b', '中文', 'Bahasa Melayu', '\u{10ffff}']) {
      expect(isWellFormedText(text), JSON.stringify(text)).toBe(true);
    }
  });
});
