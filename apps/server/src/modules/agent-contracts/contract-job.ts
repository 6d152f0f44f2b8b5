import type { Deps } from '../../platform/context';
import { forceDueDividends } from './force-due-dividends';
import { payOwedWages } from './pay-owed-wages';
import { recordDividends } from './record-dividends';
import { recordWages } from './record-wages';
import { recoverDividendDebts } from './recover-dividend-debts';

/** How often every server process looks for wage periods to record and payouts to pay (real-time wages: 5 min). */
export const CONTRACT_JOB_EVERY_MS = 60_000;

/**
 * One run: record the completed periods' wages and dividends, pay what the uplines' wallets cover, then force
 * the dividends whose grace has ended (after the voluntary step, so an upline whose money arrived in time pays
 * it itself and is not frozen), and last take back from frozen uplines' wallets what the house advanced for
 * them (after the force step, so an advance made in this run is taken back from what the wallet just lacked
 * only when money arrives later). Safe on every process at once.
 */
export async function runContractJob(deps: Deps) {
  const now = deps.now();
  const recorded = (await recordWages(deps, now)) + (await recordDividends(deps, now));
  const paid = await payOwedWages(deps);
  const forced = await forceDueDividends(deps, now);
  const recovered = await recoverDividendDebts(deps);
  return { recorded, paid, forced, recovered };
}
