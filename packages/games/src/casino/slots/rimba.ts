import { LINES_25 } from './lines';
import type { SlotConfig } from './model';

// Rimba Wilds: 5 reels, 3 rows, 25 lines. Wilds on reels 2-5 substitute; 3, 4 or 5 scatters pay 2, 10 or
// 50 times the stake anywhere and start 10, 15 or 20 free spins at double wins, which retrigger up to 50.
// Many small line wins, a feature about one paid spin in 87: the steadier of the two slots.
const strip = (symbols: string) => symbols.split(' ');

export const RIMBA_WILDS: SlotConfig = {
  id: 'rimba',
  name: 'Rimba Wilds',
  symbolNames: {
    W: 'Wild',
    S: 'Scatter',
    TG: 'Tiger',
    HB: 'Hornbill',
    OR: 'Orangutan',
    TP: 'Tapir',
    A: 'A',
    K: 'K',
    Q: 'Q',
    J: 'J',
    T: '10',
  },
  rows: 3,
  reels: [
    strip('J S T A K Q OR TP TG HB J T A K Q OR TP J T A K Q J T TG HB OR TP A K Q J T'),
    strip('OR TP TG HB J T W A K Q OR TP J S T W A K Q J T TG HB OR TP W A K Q J T J S T W A K Q'),
    strip('A K Q OR TP J T W A K Q J T TG HB OR TP W A K Q J T J S T W A K Q OR TP TG HB J T W'),
    strip('T W A K Q J T TG HB OR TP W A K Q J T J S T W A K Q OR TP TG HB J T W A K Q OR TP J S'),
    strip('HB OR TP W A K Q J T J S T W A K Q OR TP TG HB J T W A K Q OR TP J T W A K Q J T TG'),
  ],
  lines: LINES_25,
  wild: 'W',
  scatter: 'S',
  linePays: {
    W: [0, 0, 0, 50, 250, 1000],
    TG: [0, 0, 0, 30, 120, 600],
    HB: [0, 0, 0, 25, 90, 300],
    OR: [0, 0, 0, 20, 60, 250],
    TP: [0, 0, 0, 15, 50, 200],
    A: [0, 0, 0, 8, 25, 100],
    K: [0, 0, 0, 8, 20, 90],
    Q: [0, 0, 0, 7, 15, 75],
    J: [0, 0, 0, 6, 12, 60],
    T: [0, 0, 0, 5, 10, 50],
  },
  scatterPays: [0, 0, 0, 2, 10, 50],
  wildMultiplier: 1,
  freeSpins: { awards: [0, 0, 0, 10, 15, 20], multiplier: 2, maxSpins: 50 },
  statedRtp: '96.07',
};
