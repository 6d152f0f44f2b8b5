// The bets module: the one owner of the bets table, recording and settling the bets of every product (ADR 021).
// Other modules reach the table only through these functions; the ones a caller's statement embeds (statement
// parts, relations) keep that statement one statement. Nothing here imports another module at runtime, so the
// lottery and the games import it without a cycle.
export { memberBetTotals, totalsView } from './bet-totals';
export {
  betStates,
  brandBetCount,
  brandBetOwners,
  pendingStakes,
  settledDrawBetsByMember,
  slipStakes,
} from './check-bets';
export type { MemberCorrection } from './correct-bets';
export { correctSettledBets } from './correct-bets';
export { brandBet, memberBets, realBetsOfDraw, recentlyBetGames, wonRealBets } from './read-bets';
export type { RecordedBet, SlipBet } from './record-bets';
export { addRoundStake, insertSlipBets, linkRoundStakeEntry, openRoundBet } from './record-bets';
export { betPlacers, type SettledBetSumRow, settledBetSums } from './revenue-sums';
export type { BetPointRates, MemberSettlement } from './settle-bets';
export { hasPendingBetsAfter, nextMembersWithPendingBets, settleDrawBets, settleRoundBet } from './settle-bets';
export type { DayGameResult } from './sum-bets';
export { decidedBetsByDrawDay, drawBook, pendingBetsOfDraw } from './sum-bets';
export type { GroupBetTotals, StakesSince } from './team-bet-totals';
export { betTotalsByGroup, stakesPlaced, stakesSinceByGroup } from './team-bet-totals';
export type { ValidBetsRow } from './valid-bets';
export { pointsEarnedByMember, validBetsRelation } from './valid-bets';
export { cancelSlipBets, pendingSlipExposures, refundRoundStake, roundBetBonus, slipBonusShares } from './void-bets';
