import { describe, expect, it } from 'vitest';
import { selectionLabel, type WordLookup } from './selection-label';

// A catalogue as a site's lottery namespace holds it (English words).
const catalogue: Record<string, string> = {
  'keys.big': 'Big',
  'keys.dragon': 'Dragon',
  'rows.position': 'Position {{n}}',
};
const t: WordLookup = (key, options) =>
  (catalogue[key] ?? options.defaultValue ?? key).replace('{{n}}', options.n ?? '');

describe('selectionLabel', () => {
  it('names a position and its word', () => {
    expect(selectionLabel(t, 'pos3:big')).toBe('Position 3: Big');
  });

  // Seen red: with every key that starts with a digit left as written, the duel read "1v10:dragon".
  it("names a PK10 duel's two places and its word", () => {
    expect(selectionLabel(t, '1v10:dragon')).toBe('1 – 10: Dragon');
    expect(selectionLabel(t, '5v6:tiger')).toBe('5 – 6: tiger');
  });

  it('names a bare word', () => {
    expect(selectionLabel(t, 'big')).toBe('Big');
  });

  it('leaves numbers as they are', () => {
    expect(selectionLabel(t, '07')).toBe('07');
    expect(selectionLabel(t, '12,34')).toBe('12,34');
  });

  it('shows a word the catalogue does not know as written', () => {
    expect(selectionLabel(t, 'pos2:half_straight')).toBe('Position 2: half_straight');
  });
});
