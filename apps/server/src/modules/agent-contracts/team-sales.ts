import type { Db } from '../../db/connection';
import type { StoredContractTier } from '../../db/schema';
import { stakesPlaced } from '../bets';
import { teamGroups } from '../team';
import type { Period } from './wage-periods';

/**
 * A downline agent's team sales for a period: the stakes of bets placed in it by the agent and everyone below
 * it, at any depth, of every product (the one bet model), less those voided or cancelled (their stakes went
 * back) and play money's (ADR 052); and the team's active members (those with such a bet). By placement time: a wage is paid on what
 * the team sold that day, while the team overview's valid bets count bets as they settle (ADR 033).
 */
export async function teamSales(
  db: Db,
  merchantId: number,
  agentId: bigint,
  period: Period,
): Promise<{ sales: bigint; active: number }> {
  // The team as the team module gives it (its closure table, ADR 033): the agent and everyone below it.
  return stakesPlaced(db, merchantId, teamGroups(merchantId, agentId), { from: period.start, to: period.end });
}

/** The highest tier whose every condition the period met (tiers climb: ADR 036), or null. */
export function tierReached(
  tiers: readonly StoredContractTier[],
  reached: { sales: bigint; active: number; teamLoss?: bigint },
): number | null {
  let best: number | null = null;
  tiers.forEach((tier, i) => {
    const met =
      (tier.minValidBet === null || reached.sales >= BigInt(tier.minValidBet)) &&
      (tier.minActive === null || reached.active >= tier.minActive) &&
      (tier.minTeamLoss === null || (reached.teamLoss ?? 0n) >= BigInt(tier.minTeamLoss));
    if (met) best = i;
  });
  return best;
}
