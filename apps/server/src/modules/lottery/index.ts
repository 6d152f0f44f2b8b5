// The lottery module's entry: what other modules may call (docs/architecture.md, Tables).
export { seedLotteryGames } from './catalogue';
export { drawLabels } from './draw-labels';
export { drawNumbers } from './draw-numbers';
export { lotteryGameNames } from './game-names';
export { reconcileBets } from './reconcile-bets';
