import { describe, expect, it } from 'vitest';
import { withoutMemberCentreLink } from './link-params';

describe('withoutMemberCentreLink', () => {
  it('drops the links into the member centre and keeps the rest in its order', () => {
    expect(withoutMemberCentreLink('?mc=withdraw')).toBe('');
    expect(withoutMemberCentreLink('?deposit=12')).toBe('');
    expect(withoutMemberCentreLink('?tab=2&mc=withdraw&lang=en')).toBe('?tab=2&lang=en');
    expect(withoutMemberCentreLink('?deposit=12&mc=depositv2&vassalage=PG')).toBe('?vassalage=PG');
  });

  it('leaves an address without such a link as it is', () => {
    expect(withoutMemberCentreLink('')).toBe('');
    expect(withoutMemberCentreLink('?vassalage=PG&page=2')).toBe('?vassalage=PG&page=2');
    expect(withoutMemberCentreLink('?mcx=1')).toBe('?mcx=1');
  });
});
