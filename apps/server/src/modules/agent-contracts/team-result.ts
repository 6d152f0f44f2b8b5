import type { Db } from '../../db/connection';
import { betTotalsByGroup } from '../bets';
import { teamGroups } from '../team';
import type { Period } from './wage-periods';

export interface TeamResult {
  /** Stakes of the team's bets settled won or lost in the period. */
  validBet: bigint;
  /** The team's loss to the house: valid bets less what they paid back (negative when the team won). */
  loss: bigint;
  /** Members of the team with a valid bet in the period. */
  active: number;
}

/**
 * A downline agent's team result for a dividend's period (ADR 038): the agent and everyone below it at any
 * depth (the team module's relation), their bets as the bets' owner sums them by settlement time, the very
 * figures the team overview shows (ADR 033), so a dividend is paid on what the team report says.
 */
export async function teamResult(db: Db, merchantId: number, agentId: bigint, period: Period): Promise<TeamResult> {
  const groups = await betTotalsByGroup(db, merchantId, teamGroups(merchantId, agentId), {
    from: period.start,
    to: period.end,
  });
  let validBet = 0n;
  let wins = 0n;
  let active = 0;
  for (const group of groups) {
    validBet += BigInt(group.valid_bets);
    wins += BigInt(group.wins);
    // A member is in exactly one group, so the groups' active members add up.
    active += Number(group.active);
  }
  return { validBet, loss: validBet - wins, active };
}
