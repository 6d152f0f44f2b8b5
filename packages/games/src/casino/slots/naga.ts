import { LINES_10 } from './lines';
import type { SlotConfig } from './model';

// Naga Fortune: 5 reels, 3 rows, 10 lines, the higher-variance slot. Fewer symbols pay small, the top
// symbols pay far more, a line a wild helped make pays double, and free spins pay triple: more of the
// return sits in rare big wins and the feature (about 28% of it against Rimba's 21%).
const strip = (symbols: string) => symbols.split(' ');

export const NAGA_FORTUNE: SlotConfig = {
  id: 'naga',
  name: 'Naga Fortune',
  symbolNames: {
    W: 'Wild',
    S: 'Scatter',
    NG: 'Naga',
    PL: 'Pearl',
    LT: 'Lantern',
    CN: 'Coin',
    A: 'A',
    K: 'K',
    Q: 'Q',
    J: 'J',
  },
  rows: 3,
  reels: [
    strip('Q S J A K CN PL LT NG Q J A K CN Q J PL LT A K Q J CN A K NG Q J PL LT CN A K Q J'),
    strip('CN PL LT W NG Q J A K CN Q J PL LT A S K Q J CN A K W NG Q J PL LT CN A K Q J Q S J A K'),
    strip('Q J A K CN Q J PL LT A K Q J CN A K W NG Q J PL LT CN A K Q J Q S J A K CN PL LT W NG'),
    strip('Q J PL LT A S K Q J CN A K W NG Q J PL LT CN A K Q J Q S J A K CN PL LT W NG Q J A K CN'),
    strip('K Q J CN A K W NG Q J PL LT CN A K Q J Q S J A K CN PL LT W NG Q J A K CN Q J PL LT A'),
  ],
  lines: LINES_10,
  wild: 'W',
  scatter: 'S',
  linePays: {
    W: [0, 0, 0, 50, 300, 2500],
    NG: [0, 0, 0, 30, 200, 1500],
    PL: [0, 0, 0, 20, 100, 500],
    LT: [0, 0, 0, 15, 60, 250],
    CN: [0, 0, 0, 12, 45, 150],
    A: [0, 0, 0, 5, 20, 80],
    K: [0, 0, 0, 5, 15, 60],
    Q: [0, 0, 0, 4, 12, 50],
    J: [0, 0, 0, 4, 10, 50],
  },
  scatterPays: [0, 0, 0, 2, 20, 100],
  wildMultiplier: 2,
  freeSpins: { awards: [0, 0, 0, 10, 12, 15], multiplier: 3, maxSpins: 40 },
  statedRtp: '95.51',
};
