import { LINES_25 } from './lines';
import type { SlotConfig } from './model';

// A deliberately tiny slot for tests: 6-stop strips, so all 6^5 = 7,776 stop combinations can be played
// one by one, and two scatters fit in one window (the window count, not the stop, is what pays).
const strip = (symbols: string) => symbols.split(' ');

export const TINY_SLOT: SlotConfig = {
  id: 'tiny',
  name: 'Tiny',
  symbolNames: { W: 'Wild', S: 'Scatter', A: 'A', B: 'B', C: 'C' },
  rows: 3,
  reels: [strip('A S B S C A'), strip('W A B C A B'), strip('S A W B C C'), strip('B W A S C A'), strip('C A B W S B')],
  freeSpinReels: [
    strip('A B C A B C'),
    strip('W A B S A B'),
    strip('S A W B C C'),
    strip('B W A S C A'),
    strip('C S B W S B'),
  ],
  lines: LINES_25.slice(0, 5),
  wild: 'W',
  scatter: 'S',
  linePays: { W: [0, 0, 0, 20, 50, 200], A: [0, 0, 0, 5, 10, 40], B: [0, 0, 0, 4, 8, 30], C: [0, 0, 2, 3, 6, 20] },
  scatterPays: [0, 0, 1, 3, 10, 30, 60, 90, 120, 150, 200],
  wildMultiplier: 2,
  freeSpins: { awards: [0, 0, 0, 3, 4, 5, 5, 5, 5, 5, 5], multiplier: 3, maxSpins: 12 },
  statedRtp: '',
};
