import type { Deps } from '../../platform/context';
import { closeDueDraws, drawDueDraws, scheduleDraws } from './draw-schedule';
import { settleDueDraws } from './settle-draw';

/** How often every server process runs the draw calendar: make, close, draw and settle what is due. */
export const LOTTERY_JOB_EVERY_MS = 5_000;

/**
 * One run of the lottery's job. Each step claims its rows (unique draw numbers, row locks, SKIP LOCKED), so
 * every process may run it at once: a draw is made, drawn and settled exactly once.
 */
export async function runLotteryJob(deps: Deps) {
  const made = await scheduleDraws(deps);
  const closed = await closeDueDraws(deps);
  const drawn = await drawDueDraws(deps);
  const settled = await settleDueDraws(deps);
  return { made, closed, drawn: drawn.length, settled };
}
