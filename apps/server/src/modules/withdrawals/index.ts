// The withdrawals module's entry: what other modules may call (docs/architecture.md, Tables).
export { paymentsMade } from './payments-made';
export { recentWithdrawals } from './recent-withdrawals';
export { reconcileWithdrawals } from './reconcile-withdrawals';
export { paymentDays, withdrawalsAwaitingPayment } from './withdrawal-figures';
export { checkRange, withdrawalRules } from './withdrawal-settings';
export { withdrawalSummary } from './withdrawal-summary';
