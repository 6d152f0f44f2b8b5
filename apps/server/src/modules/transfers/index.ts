// The transfers module's entry: what other modules may call (docs/architecture.md, Tables).
export { reconcileDownlineTransfers, reconcileTransfers } from './reconcile-transfers';
export { downlineTransferInfo, transferToDownline } from './transfer-downline';
export { transferToUpline, transferUplineInfo } from './transfer-upline';
