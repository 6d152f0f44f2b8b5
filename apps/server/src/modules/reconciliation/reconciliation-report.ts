import { formatMinor, type TReconciliation } from '@gemilang/contract';
import { type OperatorActor, operatorAuditActor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/context';
import { reconcileVendorWallets } from '../games';
import { memberAccounts, memberNamesById } from '../member';
import { accountCodes, houseAccountBalances, memberWalletsTotal } from '../wallet';
import { reconcileBooks } from './reconcile-books';

/**
 * POST /admin/api/ledger/reconciliation, the back office's reconciliation page: the full reconciliation
 * (reconcileBooks: the ledger's sums and every module's rows against their entries), with the members
 * named, the house-side balances and the sum of the member wallets, and each transfer-mode game vendor's
 * wallets against the vendor's own total (a vendor that does not answer, or a transfer still in doubt, is
 * not "ok": the operator cannot yet tell the books agree). Each run is audited.
 */
export async function reconciliationReport(deps: Deps, actor: OperatorActor): Promise<TReconciliation> {
  const { db, now } = deps;
  const { merchant } = actor;
  const money = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);
  const checkedAt = now();
  const [books, vendorWallets] = await Promise.all([
    reconcileBooks(db, merchant.id),
    reconcileVendorWallets(deps, merchant.id),
  ]);
  const result = books.ledger;

  const accountIds = [
    ...result.accountDifferences.map((d) => BigInt(d.accountId)),
    ...result.negativeAccounts.map((n) => BigInt(n.accountId)),
  ];
  const memberIds = [
    ...new Set(books.checks.flatMap((c) => c.findings.flatMap((f) => (f.memberId === null ? [] : [f.memberId])))),
  ];
  const [named, house, wallets, usernames] = await Promise.all([
    accountIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom(accountCodes(db).as('a'))
          .leftJoin(memberAccounts(db, merchant.id).as('m'), 'm.id', 'a.member_id')
          .select(['a.id', 'a.code', 'm.username'])
          .where('a.merchant_id', '=', merchant.id)
          .where('a.id', 'in', accountIds)
          .execute(),
    houseAccountBalances(db, merchant.id),
    memberWalletsTotal(db, merchant.id),
    memberNamesById(db, merchant.id, memberIds),
  ]);
  const byId = new Map(named.map((r) => [`${r.id}`, r]));
  const maybeMoney = (minor: bigint | null) => (minor === null ? null : money(minor));

  const report: TReconciliation = {
    ok: books.ok && vendorWallets.every((w) => w.ok),
    checkedAt: checkedAt.toISOString(),
    currency: merchant.currency,
    accountsChecked: result.accountsChecked,
    entriesChecked: result.entriesChecked,
    postingsTotal: money(result.postingsTotal),
    differences: result.accountDifferences.map((d) => ({
      accountId: d.accountId,
      kind: d.kind,
      code: byId.get(d.accountId)?.code ?? '',
      memberId: d.memberId,
      username: byId.get(d.accountId)?.username ?? null,
      balance: money(d.balance),
      postingsSum: money(d.postingsSum),
      difference: money(d.balance - d.postingsSum),
    })),
    unbalancedEntries: result.unbalancedEntries.map((e) => ({ entryId: e.entryId, kind: e.kind, sum: money(e.sum) })),
    negativeAccounts: result.negativeAccounts.map((n) => ({
      accountId: n.accountId,
      kind: n.kind,
      username: byId.get(n.accountId)?.username ?? null,
      balance: money(n.balance),
    })),
    houseAccounts: house.map((a) => ({ accountId: `${a.id}`, kind: a.kind, code: a.code, balance: money(a.balance) })),
    memberWalletsTotal: money(wallets.total),
    memberWallets: Number(wallets.n),
    checks: books.checks.map((c) => ({
      name: c.name,
      rowsChecked: c.rowsChecked,
      entriesChecked: c.entriesChecked,
      problems: c.problems,
      findings: c.findings.map((f) => ({
        code: f.code,
        subject: f.subject,
        memberId: f.memberId === null ? null : `${f.memberId}`,
        username: f.memberId === null ? null : (usernames.get(BigInt(f.memberId)) ?? null),
        entryId: f.entryId === null ? null : `${f.entryId}`,
        expected: maybeMoney(f.expected),
        actual: maybeMoney(f.actual),
      })),
    })),
    uncheckedKinds: books.uncheckedKinds,
    vendorWallets: vendorWallets.map((w) => ({
      vendor: w.vassalage,
      books: money(w.books),
      held: maybeMoney(w.held),
      inDoubt: money(w.inDoubt),
      ok: w.ok,
    })),
  };
  await audit(db, {
    ...operatorAuditActor(actor),
    action: 'ledger.reconcile',
    targetType: 'merchant',
    targetId: `${merchant.id}`,
    detail: {
      ok: report.ok,
      accountsChecked: report.accountsChecked,
      entriesChecked: report.entriesChecked,
      differences: report.differences.length,
      unbalancedEntries: report.unbalancedEntries.length,
      negativeAccounts: report.negativeAccounts.length,
      problems: Object.fromEntries(report.checks.map((c) => [c.name, c.problems])),
      uncheckedKinds: report.uncheckedKinds.map((k) => k.kind),
      vendorWalletsOff: report.vendorWallets.filter((w) => !w.ok).map((w) => w.vendor),
    },
  });
  return report;
}
