import { trimmed, ZTimestamp } from './common';
import { ZAmountInput, ZIdempotencyKey, ZMoney } from './money';
import { route } from './route';
import { z } from './zod';

/**
 * Back office: manual balance adjustments with two-person approval above the brand's threshold, and the
 * ledger reconciliation. Amounts are major-unit decimal strings; an adjustment's is signed (negative debits).
 */
const line = (max: number) => trimmed(max).refine((s) => !s.includes('\u0000'));
const ZId = z.string().regex(/^[1-9]\d{0,17}$/);

export const adjustmentStates = ['pending', 'applied', 'rejected'] as const;
export type TAdjustmentState = (typeof adjustmentStates)[number];

export const ZOperatorRef = z.object({ id: z.string(), username: z.string() });

export const ZAdjustment = z.object({
  id: z.string(),
  memberId: z.string(),
  username: z.string(),
  /** Signed, major units: positive credits the wallet. */
  amount: ZMoney,
  currency: z.string(),
  reason: z.string(),
  state: z.enum(adjustmentStates),
  requestedBy: ZOperatorRef,
  decidedBy: ZOperatorRef.nullable(),
  decisionNote: z.string(),
  /** The ledger entry once applied. */
  entryId: z.string().nullable(),
  createdAt: ZTimestamp,
  decidedAt: ZTimestamp.nullable(),
});
export type TAdjustment = z.infer<typeof ZAdjustment>;

export const ZAdjustmentPage = z.object({
  items: z.array(ZAdjustment),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Adjustments waiting for a second operator, whatever the filter. */
  pending: z.number().int(),
});
export type TAdjustmentPage = z.infer<typeof ZAdjustmentPage>;

export const ZAdjustmentQuery = z.object({
  state: z.preprocess((v) => (v === '' ? undefined : v), z.enum(adjustmentStates).optional()),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});

export const ZNewAdjustment = z.object({
  username: line(64).min(1),
  /** Signed major units: "150.00" credits, "-150.00" debits. */
  amount: ZAmountInput,
  reason: line(500).min(1),
  /** One per form: a repeated submit finds the first request instead of making a second. */
  idempotencyKey: ZIdempotencyKey,
});
export type TNewAdjustment = z.input<typeof ZNewAdjustment>;

export const ZAdjustmentDecision = z.object({ note: line(500).default('') });
export const ZAdjustmentRejection = z.object({ reason: line(500).min(1) });

export const ZAdjustmentSettings = z.object({
  /** Adjustments whose size is at or below this apply at once; larger ones wait for a second operator. */
  approvalThreshold: ZMoney,
  currency: z.string(),
  exponent: z.number().int(),
});
export type TAdjustmentSettings = z.infer<typeof ZAdjustmentSettings>;

export const ZAdjustmentSettingsInput = z.object({ approvalThreshold: ZAmountInput });

export const ZReconciliationDifference = z.object({
  accountId: z.string(),
  kind: z.string(),
  code: z.string(),
  memberId: z.string().nullable(),
  username: z.string().nullable(),
  /** The kept balance, the sum of the account's postings, and balance minus sum. */
  balance: ZMoney,
  postingsSum: ZMoney,
  difference: ZMoney,
});

/** A domain row that disagrees with its ledger entries (a deposit credited twice, a hold that is short…). */
export const ZReconciliationFinding = z.object({
  /** A stable key the back office words: credit_missing, hold_amount, entry_orphan… */
  code: z.string(),
  /** What it is about: `deposit:42`, `withdrawal:7`, `withdrawal_hold`. */
  subject: z.string(),
  memberId: z.string().nullable(),
  username: z.string().nullable(),
  entryId: z.string().nullable(),
  /** What the domain row says and what the ledger has, when the finding is about an amount. */
  expected: ZMoney.nullable(),
  actual: ZMoney.nullable(),
});
export type TReconciliationFinding = z.infer<typeof ZReconciliationFinding>;

/** One module's rows checked against their entries: deposits, withdrawals, transfers, adjustments (bets later). */
export const ZReconciliationCheck = z.object({
  name: z.string(),
  rowsChecked: z.number().int(),
  entriesChecked: z.number().int(),
  /** Every disagreement found; `findings` lists the first hundred. */
  problems: z.number().int(),
  findings: z.array(ZReconciliationFinding),
});
export type TReconciliationCheck = z.infer<typeof ZReconciliationCheck>;

export const ZReconciliation = z.object({
  ok: z.boolean(),
  checkedAt: ZTimestamp,
  currency: z.string(),
  accountsChecked: z.number().int(),
  entriesChecked: z.number().int(),
  /** The sum of every posting: zero when every entry balances. */
  postingsTotal: ZMoney,
  differences: z.array(ZReconciliationDifference),
  unbalancedEntries: z.array(z.object({ entryId: z.string(), kind: z.string(), sum: ZMoney })),
  negativeAccounts: z.array(
    z.object({ accountId: z.string(), kind: z.string(), username: z.string().nullable(), balance: ZMoney }),
  ),
  /** The house side: house, payment clearing, withdrawal hold, promotion budget, vendors. */
  houseAccounts: z.array(z.object({ accountId: z.string(), kind: z.string(), code: z.string(), balance: ZMoney })),
  /** The sum of every member wallet. */
  memberWalletsTotal: ZMoney,
  memberWallets: z.number().int(),
  /** Each money module's rows against their ledger entries. */
  checks: z.array(ZReconciliationCheck),
  /** Entry kinds in the ledger that no check accounts for. */
  uncheckedKinds: z.array(z.object({ kind: z.string(), entries: z.number().int() })),
  /**
   * Each transfer-mode game vendor: its account in the site's books against what the vendor says its
   * players' game wallets hold (`held` null when it did not answer), with the money of transfers still in
   * doubt. `ok` when nothing is in doubt and both sides agree.
   */
  vendorWallets: z.array(
    z.object({ vendor: z.string(), books: ZMoney, held: ZMoney.nullable(), inDoubt: ZMoney, ok: z.boolean() }),
  ),
});
export type TReconciliation = z.infer<typeof ZReconciliation>;

/** Audit actions of the ledger's back office: adjustments, their threshold, reconciliation runs. */
export const ledgerAuditActions = [
  'adjustment.request',
  'adjustment.apply',
  'adjustment.approve',
  'adjustment.reject',
  'adjustment.threshold',
  'ledger.reconcile',
] as const;

export const adminLedgerRoutes = {
  adjustments: route({
    method: 'GET',
    path: '/admin/api/adjustments',
    access: 'cashier',
    tag: 'admin',
    summary: 'Manual balance adjustments, newest first, by state.',
    query: ZAdjustmentQuery,
    response: ZAdjustmentPage,
  }),
  requestAdjustment: route({
    method: 'POST',
    path: '/admin/api/adjustments',
    access: 'cashier',
    tag: 'admin',
    summary:
      "Credits or debits a member's wallet against the house with a reason; above the threshold it waits for a second operator.",
    body: ZNewAdjustment,
    response: ZAdjustment,
  }),
  approveAdjustment: route({
    method: 'POST',
    path: '/admin/api/adjustments/:id/approve',
    access: 'cashier',
    tag: 'admin',
    summary: 'A second operator applies a pending adjustment (never the one who asked for it).',
    params: z.object({ id: ZId }),
    body: ZAdjustmentDecision,
    response: ZAdjustment,
  }),
  rejectAdjustment: route({
    method: 'POST',
    path: '/admin/api/adjustments/:id/reject',
    access: 'cashier',
    tag: 'admin',
    summary: 'A second operator refuses a pending adjustment; nothing moves.',
    params: z.object({ id: ZId }),
    body: ZAdjustmentRejection,
    response: ZAdjustment,
  }),
  adjustmentSettings: route({
    method: 'GET',
    path: '/admin/api/adjustments/settings',
    access: 'cashier',
    tag: 'admin',
    summary: 'The approval threshold of manual adjustments.',
    response: ZAdjustmentSettings,
  }),
  updateAdjustmentSettings: route({
    method: 'PUT',
    path: '/admin/api/adjustments/settings',
    access: 'operatorAdmin',
    tag: 'admin',
    summary: 'Sets the approval threshold of manual adjustments.',
    body: ZAdjustmentSettingsInput,
    response: ZAdjustmentSettings,
  }),
  reconcile: route({
    method: 'POST',
    path: '/admin/api/ledger/reconciliation',
    access: 'cashier',
    tag: 'admin',
    summary:
      'Runs the ledger checks (postings sum to zero, every balance equals its postings, no wallet below zero) and checks every deposit, withdrawal, transfer and adjustment against its entries.',
    response: ZReconciliation,
  }),
} as const;
