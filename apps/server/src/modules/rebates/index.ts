// The rebates module's entry (ADR 060): a rate of members' valid bets per product over a brand day or week, at
// their VIP level's rates, recorded set-based as rewards. Others read the rates; the job and the back office are
// the module's own (scheduled-jobs.ts and app.ts name their files).
export type { LevelRebateRate } from './rebate-rates';
export { rebateRatesByLevel } from './rebate-rates';
