// The vip module's entry (ADR 060): the VIP ladder members climb with valid bets and deposits. Others read what a
// level gives (the customer-service line for member info, the withdrawal limits for withdrawals); the job, the
// member's page and the back office are the module's own (scheduled-jobs.ts and app.ts name their files).
export { vipServiceFor } from './vip-service';
export { vipWithdrawalLimits } from './withdrawal-limits';
