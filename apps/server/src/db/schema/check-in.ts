import type { ColumnType } from 'kysely';
import type { NullableRef, Ref, UpdatedAt, WithDefault } from './columns';

/** 046-check-in-red-envelopes-referrals.sql: the brand's check-in table and the members' check-ins (ADR 061). */
export type CheckInAfterLast = 'repeat' | 'cap';

export interface CheckInSettingsTable {
  merchant_id: number;
  enabled: WithDefault<boolean>;
  /** Each streak day's reward in minor units, as JSON strings: ["100", "200", …]. */
  day_rewards: ColumnType<string[], string, string>;
  after_last: WithDefault<CheckInAfterLast>;
  updated_by: NullableRef;
  updated_at: UpdatedAt;
}

export interface CheckInsTable {
  merchant_id: number;
  member_id: Ref;
  /** The brand day, yyyy-MM-dd. */
  day: string;
  streak: number;
  amount: bigint;
  checked_in_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The tables the check-in module owns: only its code names them in SQL (docs/architecture.md, Tables). */
export interface CheckInTables {
  check_in_settings: CheckInSettingsTable;
  check_ins: CheckInsTable;
}
