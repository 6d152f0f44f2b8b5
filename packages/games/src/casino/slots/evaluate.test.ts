import { describe, expect, it } from 'vitest';
import { evaluateLine } from './evaluate';
import { TINY_SLOT } from './test-configs';

const line = (symbols: string) => evaluateLine(TINY_SLOT, symbols.split(' '));

describe('a line', () => {
  it('pays the longest run from reel 1 of one symbol', () => {
    expect(line('A A A B A')).toEqual({ symbol: 'A', count: 3, withWild: false, pays: 5 });
    expect(line('A A A A A')).toEqual({ symbol: 'A', count: 5, withWild: false, pays: 40 });
    expect(line('C C B C C')).toEqual({ symbol: 'C', count: 2, withWild: false, pays: 2 });
    expect(line('B A A A A')).toBeNull();
  });

  it('lets a wild stand in for the symbol, and multiplies a run a wild helped make', () => {
    // TINY_SLOT doubles wild-made wins.
    expect(line('A W A B B')).toEqual({ symbol: 'A', count: 3, withWild: true, pays: 10 });
    expect(line('W W B B C')).toEqual({ symbol: 'B', count: 4, withWild: true, pays: 16 });
    // A wild after the run did not help: no multiplier.
    expect(line('B B B A W')).toEqual({ symbol: 'B', count: 3, withWild: false, pays: 4 });
  });

  it('pays leading wilds as wilds when that pays more than what they stand in for, never both', () => {
    // W W W B C: three wilds pay 20; as B they make W W W B = 4 B × 2 = 16.
    expect(line('W W W B C')).toEqual({ symbol: 'W', count: 3, withWild: false, pays: 20 });
    // W W W A A: five A with wilds pay 40 × 2 = 80 > 20.
    expect(line('W W W A A')).toEqual({ symbol: 'A', count: 5, withWild: true, pays: 80 });
    expect(line('W W W W W')).toEqual({ symbol: 'W', count: 5, withWild: false, pays: 200 });
  });

  it('never pays a scatter as a line, and a scatter stops a wild run', () => {
    expect(line('S S S S S')).toBeNull();
    expect(line('W W S A A')).toBeNull();
    expect(line('W W W S A')).toEqual({ symbol: 'W', count: 3, withWild: false, pays: 20 });
    expect(line('A S A A A')).toBeNull();
  });
});
