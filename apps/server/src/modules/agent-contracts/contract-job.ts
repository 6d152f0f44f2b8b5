import type { Deps } from '../../platform/context';
import { forceDueDividends } from './force-due-dividends';
import { payOwedWages } from './pay-owed-wages';
import { recordDividends } from './record-dividends';
import { recordWages } from './record-wages';

/** How often every server process looks for wage periods to record and payouts to pay (real-time wages: 5 min). */
export const CONTRACT_JOB_EVERY_MS = 60_000;

/**
 * One run: record the completed periods' wages and dividends, pay what the uplines' wallets cover, then force
 * the dividends whose grace has ended (after the voluntary step, so an upline whose money arrived in time pays
 * it itself and is not frozen). Safe on every process at once.
 */
export async function runContractJob(deps: Deps) {
  const now = deps.now();
  const recorded = (await recordWages(deps, now)) + (await recordDividends(deps, now));
  const paid = await payOwedWages(deps);
  const forced = await forceDueDividends(deps, now);
  return { recorded, paid, forced };
}
