import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, LocalizedJson, NullableRef, NullableTimestamp, Ref, Timestamp } from './columns';

/** 046-check-in-red-envelopes-referrals.sql: red envelope events and their split (ADR 061). */
export interface RedEnvelopeEventsTable {
  id: Id;
  merchant_id: number;
  name: ColumnType<LocalizedJson, string, string>;
  pool: bigint;
  envelopes: number;
  min_amount: bigint;
  starts_at: Timestamp;
  ends_at: Timestamp;
  /** The contract's ZRedEnvelopeRule[]. */
  eligibility: ColumnType<unknown, string | undefined, string>;
  /** SHA-256 (hex) of the split and the salt, published from the start. */
  commitment: string;
  /** Hex; shown only once the event has ended. */
  salt: string;
  cancelled_at: NullableTimestamp;
  created_by: NullableRef;
  created_at: CreatedAt;
}

export interface RedEnvelopesTable {
  event_id: Ref;
  seq: number;
  merchant_id: number;
  amount: bigint;
  member_id: NullableRef;
  claimed_at: NullableTimestamp;
}

/** The tables the red-envelopes module owns: only its code names them in SQL (docs/architecture.md, Tables). */
export interface RedEnvelopesTables {
  red_envelope_events: RedEnvelopeEventsTable;
  red_envelopes: RedEnvelopesTable;
}
