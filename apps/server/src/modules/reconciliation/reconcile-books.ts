import type { Db } from '../../db/connection';
import { reconcileContractPayouts, reconcileDividendRecoveries } from '../agent-contracts';
import { reconcileDeposits } from '../deposits';
import { reconcileCasinoRounds, reconcileGameRounds, reconcileVendorTransfers } from '../games';
import { reconcileBets } from '../lottery';
import { reconcilePointAccrual, reconcilePoints } from '../points';
import { reconcileGrants } from '../promotions';
import { reconcileDownlineTransfers, reconcileTransfers } from '../transfers';
import type { DomainCheck } from '../wallet';
import { type Reconciliation, reconcileAdjustments, reconcileLedger, reconcilePlayMoney } from '../wallet';
import { reconcileWithdrawals } from '../withdrawals';

/**
 * The checks of every module that moves money, each over its own rows and their ledger entries (ADR 019).
 * A new money module adds its check here.
 */
const domainChecks: ((db: Db, merchantId: number) => Promise<DomainCheck>)[] = [
  reconcileDeposits,
  reconcileWithdrawals,
  reconcileTransfers,
  reconcileDownlineTransfers,
  reconcileAdjustments,
  reconcileBets,
  reconcileGameRounds,
  reconcileContractPayouts,
  reconcileDividendRecoveries,
  reconcileCasinoRounds,
  reconcileVendorTransfers,
  reconcilePlayMoney,
  reconcileGrants,
  reconcilePointAccrual,
  reconcilePoints,
];

export interface BooksReconciliation {
  /** The ledger's own sums: postings total zero, every entry balances, kept balances equal postings. */
  ledger: Reconciliation;
  /** Each module's rows against their entries. */
  checks: DomainCheck[];
  /** Entry kinds the ledger holds that no check accounts for: money no domain row explains. */
  uncheckedKinds: { kind: string; entries: number }[];
  ok: boolean;
}

/**
 * The full reconciliation of a brand's books: the ledger's sums and every domain check, run at once (each
 * is one statement, so each sees one snapshot). The back office's reconciliation page and the tests' kit
 * both use it.
 */
export async function reconcileBooks(db: Db, merchantId: number): Promise<BooksReconciliation> {
  const [ledger, checks] = await Promise.all([
    reconcileLedger(db, merchantId),
    Promise.all(domainChecks.map((check) => check(db, merchantId))),
  ]);
  const covered = new Set(checks.flatMap((c) => c.kinds));
  const uncheckedKinds = ledger.entryKinds.filter((k) => !covered.has(k.kind));
  return {
    ledger,
    checks,
    uncheckedKinds,
    ok: ledger.ok && uncheckedKinds.length === 0 && checks.every((c) => c.problems === 0),
  };
}
