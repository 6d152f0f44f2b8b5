// The promotions module's entry (ADR 057): the grant engine other modules call from inside their own
// transactions (a stake, a settlement, a deposit credited, a withdrawal). The back office's use cases live in
// this module (admin/) and reach its files directly.

export { maxTurnoverMultiple } from './admin/turnover-cap';
export type { OfferBonusSums } from './bonus-figures';
export { applicationsPending, bonusSumsByOffer } from './bonus-figures';
export { bonusPartOf, bonusReturnsAccount, settleBonusShares } from './bonus-payouts';
export { chooseDepositBonus, grantDepositBonus } from './deposit-bonus';
export { forfeitForSelfExclusion } from './forfeit-for-self-exclusion';
export { forfeitForWithdrawal } from './forfeit-for-withdrawal';
export { grantTitles } from './grant-titles';
export type { ProgramGrantInput } from './program-grant';
export { issueProgramGrant } from './program-grant';
export type { ProgramGrantTotals } from './program-grant-totals';
export { programGrantTotals } from './program-grant-totals';
export { reconcileGrants } from './reconcile-grants';
export type { StakeSplit } from './stake-with-bonus';
export { activeGrantId, countStake, playableBonus, splitStake, stakeableBalance } from './stake-with-bonus';
