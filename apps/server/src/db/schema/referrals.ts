import type { ColumnType } from 'kysely';
import type { NullableRef, NullableTimestamp, Ref, Timestamp, UpdatedAt, WithDefault } from './columns';

/** 046-check-in-red-envelopes-referrals.sql: invite friends' settings, judged friends and daily shares (ADR 061). */
export type ReferralRefusal = 'self' | 'same_device' | 'same_address' | 'same_bank';

export interface ReferralSettingsTable {
  merchant_id: number;
  enabled: WithDefault<boolean>;
  deposit_reward: WithDefault<bigint>;
  min_first_deposit: WithDefault<bigint>;
  share_bp: WithDefault<number>;
  friend_cap: bigint;
  period_cap: bigint;
  updated_by: NullableRef;
  updated_at: UpdatedAt;
}

export interface ReferralFriendsTable {
  merchant_id: number;
  friend_id: Ref;
  referrer_id: Ref;
  /** Why the friend earns the referrer nothing; '' when they earn. */
  refused_reason: WithDefault<ReferralRefusal | ''>;
  first_deposit_at: NullableTimestamp;
  deposit_reward: WithDefault<bigint>;
  checked_at: Timestamp;
}

export interface ReferralSharesTable {
  merchant_id: number;
  day: string;
  friend_id: Ref;
  referrer_id: Ref;
  valid_bets: bigint;
  amount: bigint;
}

export interface ReferralShareDaysTable {
  merchant_id: number;
  day: string;
  rewarded: WithDefault<number>;
  done_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The tables the referrals module owns: only its code names them in SQL (docs/architecture.md, Tables). */
export interface ReferralsTables {
  referral_settings: ReferralSettingsTable;
  referral_friends: ReferralFriendsTable;
  referral_shares: ReferralSharesTable;
  referral_share_days: ReferralShareDaysTable;
}
