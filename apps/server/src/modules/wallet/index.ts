// The wallet module's entry: what other modules may call (docs/architecture.md, Tables).
export { accountNetsByKind } from './account-nets';
export type { AccountPosting } from './account-postings';
export { accountPostings } from './account-postings';
export { accountCodes, betsInPlayId, entryKeys, memberWalletId } from './accounts-for-others';
export { bonusCashByDay } from './bonus-cash';
export type { EntryDescription, RecordedEntry, ReferenceLabel } from './describe-entries';
export { entryKinds } from './entry-kinds';
export type { DomainCheck } from './entry-movements';
export { runDomainCheck, systemAccountsOfKind, systemBalanceSql } from './entry-movements';
export type { EntryPosting } from './entry-postings';
export { entryPostings } from './entry-postings';
export type { EntryInput, Posting } from './ledger';
export {
  accountBalance,
  lockAccounts,
  lockedBalance,
  memberBalance,
  memberBalances,
  memberWalletAccount,
  postEntry,
  systemAccount,
  systemAccountBalance,
  systemAccountsByCode,
  transfer,
} from './ledger';
export { accountKindTotals, postingSumsByKind } from './ledger-sums';
export { betsInPlayAccount, houseAccountOf, stripeOf } from './member-stripes';
export { grantPlayMoney, playGrantAmount, reconcilePlayMoney } from './play-money';
export { memberWalletAccounts, postEntriesInBulk, reserveEntryIds } from './post-entries-in-bulk';
export { reconcileAdjustments } from './reconcile-adjustments';
export type { Reconciliation } from './reconcile-ledger';
export { houseAccountBalances, memberWalletsTotal, reconcileLedger } from './reconcile-ledger';
export { addDays, todayIn } from './record-days';
export type { HistoryQuery } from './transaction-history';
export { recordRange, transactionHistory } from './transaction-history';
