import type { Language, TAdminDeposit, TDeposit } from '@gemilang/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { DepositsTable, LocalizedJson } from '../../db/schema';
import { formatMinor } from '../../platform/money';
import { staffNames } from '../admin';
import { memberAccounts } from '../member';

/** A deposit row as the cashier's use cases read it. */
export type DepositRow = Selectable<DepositsTable>;

/** The localised text of an operator's three-language field, falling back to Malay, then English. */
export function localized(text: LocalizedJson | null | undefined, language: Language): string {
  if (!text) return '';
  return text[language] || text.ms || text.en || '';
}

/** Method names by id, for building replies. */
export async function methodNames(
  db: Db,
  merchantId: number,
  methodIds: bigint[],
): Promise<Map<string, LocalizedJson>> {
  if (methodIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('deposit_methods')
    .select(['id', 'name'])
    .where('merchant_id', '=', merchantId)
    .where('id', 'in', [...new Set(methodIds)])
    .execute();
  return new Map(rows.map((r) => [r.id.toString(), r.name]));
}

/** What the member sees of a deposit. */
export function toDeposit(
  row: DepositRow,
  methodName: LocalizedJson | undefined,
  exponent: number,
  language: Language,
): TDeposit {
  return {
    id: row.id.toString(),
    kind: row.kind,
    methodName: localized(methodName, language),
    amount: formatMinor(row.amount, exponent),
    currency: row.currency,
    state: row.state,
    reference: row.reference,
    hasReceipt: row.receipt_upload_id !== null,
    reason: row.state === 'rejected' ? row.operator_note : '',
    paymentUrl: row.state === 'pending_payment' && row.payment_url ? row.payment_url : null,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

export interface AdminDepositExtras {
  username: string;
  methodName: LocalizedJson | undefined;
  decidedBy: string | null;
}

/** What the cashier sees of a deposit. */
export function toAdminDeposit(
  row: DepositRow,
  extras: AdminDepositExtras,
  exponent: number,
  language: Language,
): TAdminDeposit {
  return {
    id: row.id.toString(),
    memberId: row.member_id.toString(),
    username: extras.username,
    kind: row.kind,
    provider: row.provider,
    methodId: row.method_id.toString(),
    methodName: localized(extras.methodName, language),
    amount: formatMinor(row.amount, exponent),
    currency: row.currency,
    state: row.state,
    reference: row.reference,
    receiptUploadId: row.receipt_upload_id?.toString() ?? null,
    gatewayOrderId: row.gateway_order_id,
    gatewayReference: row.gateway_reference,
    note: row.operator_note,
    decidedBy: extras.decidedBy,
    decidedAt: row.decided_at?.toISOString() ?? null,
    ledgerEntryId: row.ledger_entry_id?.toString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

/** One deposit of the brand as the back office shows it (not_found reads as null). */
export async function adminDepositById(
  db: Db,
  merchantId: number,
  id: bigint,
  exponent: number,
  language: Language,
): Promise<TAdminDeposit | null> {
  const row = await db
    .selectFrom('deposits as d')
    .innerJoin(memberAccounts(db, merchantId).as('m'), 'm.id', 'd.member_id')
    .innerJoin('deposit_methods as dm', 'dm.id', 'd.method_id')
    .leftJoin(staffNames(db, merchantId).as('o'), 'o.id', 'd.decided_by')
    .selectAll('d')
    .select(['m.username', 'dm.name as method_name', 'o.username as decided_by_name'])
    .where('d.merchant_id', '=', merchantId)
    .where('d.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return toAdminDeposit(
    row,
    { username: row.username, methodName: row.method_name, decidedBy: row.decided_by_name },
    exponent,
    language,
  );
}
