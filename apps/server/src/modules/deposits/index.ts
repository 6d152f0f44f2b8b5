// The deposits module's entry: what other modules may call (docs/architecture.md, Tables).
export { creditedDeposits } from './credited-deposits';
export type { CreditedDepositRow } from './deposit-figures';
export { creditedDepositDays, depositMethodNames, depositsAwaitingDecision, firstDepositDays } from './deposit-figures';
export { depositSummary } from './deposit-summary';
export { depositedSince } from './deposits-in-window';
export { pendingDepositsTotal } from './pending-deposits';
export { recentDeposits } from './recent-deposits';
export { reconcileDeposits } from './reconcile-deposits';
