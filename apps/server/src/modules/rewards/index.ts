// The rewards module's entry (ADR 059): the reward centre's rows that every loyalty program records what a member
// earned into, and the one way they are paid (a bonus grant through the promotions engine). A program calls
// recordReward (one member, in its own transaction) or recordRewards (a period's set, one statement).
export { payDueRewards } from './pay-due-rewards';
export type { ProgramSettings } from './program-settings';
export { programSettings } from './program-settings';
export type { RecordedReward, RewardInput, RewardRow } from './record-reward';
export { recordReward, recordRewards } from './record-reward';
export type { StoredRewardDetails } from './reward-details';
export type { SourceTotals } from './rewards-by-source';
export { memberRewardsBySource, rewardTotalsBySource } from './rewards-by-source';
