// Test-only helpers (imported by *.test.ts, never by the app).
import { expect } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import type { TestApp } from '../../test/harness';
import { type BooksReconciliation, reconcileBooks } from './reconcile-books';

/** The reconciliation as one plain object, so a failure shows every difference at once. */
export function booksSummary(books: BooksReconciliation) {
  return {
    postingsTotal: books.ledger.postingsTotal,
    unbalancedEntries: books.ledger.unbalancedEntries,
    accountDifferences: books.ledger.accountDifferences,
    negativeAccounts: books.ledger.negativeAccounts,
    uncheckedKinds: books.uncheckedKinds,
    findings: books.checks.flatMap((c) =>
      c.findings.map((f) => `${c.name}: ${f.code} ${f.subject} (expected ${f.expected}, actual ${f.actual})`),
    ),
  };
}

/**
 * Asserts the brand's books reconcile in full (docs/architecture.md, Money and ADR 019): the ledger's own sums, and every
 * deposit, withdrawal, transfer and adjustment against its entries. A brand by code, or by id.
 */
export async function expectReconciled(t: TestApp, brand: string | number = 'demo'): Promise<void> {
  const merchantId = typeof brand === 'number' ? brand : await merchantIdOf(t, brand);
  const books = await reconcileBooks(t.deps.db, merchantId);
  expect(booksSummary(books)).toEqual({
    postingsTotal: 0n,
    unbalancedEntries: [],
    accountDifferences: [],
    negativeAccounts: [],
    uncheckedKinds: [],
    findings: [],
  });
  expect(books.ok).toBe(true);
}
