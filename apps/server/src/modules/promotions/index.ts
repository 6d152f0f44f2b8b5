// The promotions module's entry (ADR 057): the grant engine other modules call from inside their own
// transactions (a stake, a settlement, a deposit credited, a withdrawal), and the offers' data.
export type { BonusShare } from './bonus-payouts';
export { bonusPartOf, bonusReturnsAccount, settleBonusShares } from './bonus-payouts';
export { chooseDepositBonus, depositBonusOffers, grantDepositBonus } from './deposit-bonus';
export type { ForfeitReason } from './end-grant';
export { forfeitGrant } from './end-grant';
export { forfeitForWithdrawal } from './forfeit-for-withdrawal';
export type { StakeSource } from './grant-terms';
export type { IssuedGrant, IssueGrantInput } from './issue-grant';
export { issueGrant } from './issue-grant';
export { reconcileGrants } from './reconcile-grants';
export type { StakeSplit } from './stake-with-bonus';
export { activeGrantId, countStake, playableBonus, splitStake, stakeableBalance } from './stake-with-bonus';
