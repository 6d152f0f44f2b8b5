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

  // Pins today's words: a PK10 dragon-tiger key starts with a digit, so it is shown as written. Naming it
  // ("1 – 10: Dragon") is a change a person would see, to be made on purpose, with this expectation.
  it('shows a PK10 dragon-tiger key as written', () => {
    expect(selectionLabel(t, '1v10:dragon')).toBe('1v10:dragon');
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
