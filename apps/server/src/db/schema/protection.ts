import type { NullableMinor, NullableTimestamp, Ref, UpdatedAt } from './columns';

/** 057-player-protection.sql: members' own deposit limits, breaks and exclusions (docs/product.md, Player protection). */
export type ExclusionKind = 'cooling_off' | 'self_exclusion';

export interface MemberProtectionTable {
  merchant_id: number;
  member_id: Ref;
  day_limit: NullableMinor;
  day_pending: NullableMinor;
  day_pending_from: NullableTimestamp;
  week_limit: NullableMinor;
  week_pending: NullableMinor;
  week_pending_from: NullableTimestamp;
  month_limit: NullableMinor;
  month_pending: NullableMinor;
  month_pending_from: NullableTimestamp;
  exclusion_kind: ExclusionKind | null;
  exclusion_until: NullableTimestamp;
  exclusion_taken_at: NullableTimestamp;
  updated_at: UpdatedAt;
}

/** The tables the protection module owns: only its code names them in SQL (docs/architecture.md, Tables). */
export interface ProtectionTables {
  member_protection: MemberProtectionTable;
}
