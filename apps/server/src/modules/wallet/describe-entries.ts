import type { Db } from '../../db/connection';
import type { LocalizedJson } from '../../db/schema';

/** A ledger entry as the account record shows it: its kind, its reference and the memo its writer set. */
export interface RecordedEntry {
  kind: string;
  reference: string;
  memo: string;
}

/** What an account record's row is about, as parts the site words in the reader's language (ADR 051). */
export interface EntryDescription {
  details: Record<string, string>;
  gameName: LocalizedJson | null;
  /** The reference as a person knows it (ADR 051): a draw's number, a round's id, an order's number. */
  referenceLabel: ReferenceLabel | null;
}

/** What a reference names and its readable value; the site words it from its catalogue (`records:references`). */
export interface ReferenceLabel {
  kind:
    | 'draw'
    | 'round'
    | 'slip'
    | 'deposit'
    | 'withdrawal'
    | 'transfer'
    | 'adjustment'
    | 'correction'
    | 'payout'
    | 'vendorTransfer'
    | 'bonus';
  value: string;
}

/**
 * Describes the entries of an account record. The wallet's history takes it from its caller because the
 * words come from the games and lotteries the entries paid for, which sit above the wallet
 * (modules/records/entry-descriptions.ts is the one in use).
 */
export type DescribeEntries = (
  db: Db,
  merchantId: number,
  rows: readonly RecordedEntry[],
) => Promise<EntryDescription[]>;
