import type { Deps } from '../../platform/context';
import { payOwedWages } from './pay-owed-wages';
import { recordWages } from './record-wages';

/** How often every server process looks for wage periods to record and payouts to pay (real-time wages: 5 min). */
export const CONTRACT_JOB_EVERY_MS = 60_000;

/** One run: record the completed periods' wages, then pay what is owed. Safe on every process at once. */
export async function runContractJob(deps: Deps) {
  const recorded = await recordWages(deps, deps.now());
  const paid = await payOwedWages(deps);
  return { recorded, paid };
}
