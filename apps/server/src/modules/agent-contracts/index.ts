// The agent-contracts module's entry: what other modules may call (docs/architecture.md, Tables).
export { advanceOwedByUpline, owedAsUpline } from './payout-listing';
export { reconcileContractPayouts, reconcileDividendRecoveries } from './reconcile-contract-payouts';
