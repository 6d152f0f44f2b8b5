import type { CreatedAt, Id, NullableTimestamp, Ref } from './schema';

/** 007-member-security.sql: a member's bank accounts for withdrawals (removed ones kept, marked). */
export interface MemberBankAccountsTable {
  id: Id;
  merchant_id: number;
  member_id: Ref;
  bank_name: string;
  account_number: string;
  /** The payee name the account is in; equals the member's payee name. */
  account_name: string;
  created_at: CreatedAt;
  removed_at: NullableTimestamp;
}

/** Tables of migration 007 (bank accounts, verified contacts). */
export interface MemberSecurityTables {
  member_bank_accounts: MemberBankAccountsTable;
}
