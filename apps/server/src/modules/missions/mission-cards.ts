import { moneyGoals, type TMissionGoal, type TMissionScope, type TMissionState } from '@gemilang/contract';
import type { MissionGoal, RewardState } from '../../db/schema';
import { formatMinor } from '../../platform/money';

/** A goal's target or progress as the card writes it: money in major units, a count as a whole number. */
export function goalAmount(goal: MissionGoal, value: bigint, exponent: number): string {
  return moneyGoals.includes(goal) ? formatMinor(value, exponent) : value.toString();
}

/** The goal part of a card: what counts, how far the member is, and the share of the target, floored. */
export function goalView(
  row: { goal: MissionGoal; scope: string | null; target: bigint },
  progress: bigint,
  exponent: number,
) {
  const reached = progress >= row.target;
  return {
    goal: row.goal as TMissionGoal,
    scope: row.scope as TMissionScope | null,
    target: goalAmount(row.goal, row.target, exponent),
    progress: goalAmount(row.goal, progress, exponent),
    percent: reached ? 100 : Number((progress * 100n) / row.target),
  };
}

/**
 * A card's state (contract missionStates): the reward, once recorded, says it all; before that, whether the window
 * has opened, whether the goal is met (its reward is recorded by the next run of the job) and whether it closed.
 */
export function cardState(input: {
  started: boolean;
  open: boolean;
  reached: boolean;
  reward: { state: RewardState } | undefined;
}): TMissionState {
  if (input.reward) {
    if (input.reward.state === 'waiting') return 'claimable';
    if (input.reward.state === 'due' || input.reward.state === 'paid') return 'rewarded';
    return 'lapsed';
  }
  if (!input.started) return 'upcoming';
  if (input.reached) return 'reached';
  return input.open ? 'in_progress' : 'missed';
}
