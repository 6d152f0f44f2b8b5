import type { ColumnType } from 'kysely';
import type { Id, NullableRef, NullableTimestamp, Ref, WithDefault } from './columns';

export type BetStatus = 'pending' | 'won' | 'lost' | 'push' | 'void' | 'cancelled';

export type BetProduct = 'lottery' | 'elott' | 'game' | 'vendor';

export interface BetsTable {
  id: Id;
  merchant_id: number;
  member_id: Ref;
  product: BetProduct;
  game_code: string;
  draw_id: NullableRef;
  slip_id: NullableRef;
  round_ref: WithDefault<string>;
  bet_type: string;
  bet_key: string;
  numbers: ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
  stake: bigint;
  odds: ColumnType<number | null, number | null | undefined, number | null>;
  points: ColumnType<number | null, number | null | undefined, number | null>;
  win_per_hit: bigint;
  potential_win: bigint;
  status: WithDefault<BetStatus>;
  hits: ColumnType<number | null, number | null | undefined, number | null>;
  payout: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  placed_at: ColumnType<Date, Date | string | undefined, Date | string>;
  settled_at: NullableTimestamp;
  stake_entry_id: NullableRef;
  settle_entry_id: NullableRef;
  /** Made with a trial account's play money (ADR 052): left out of every real-money total. */
  play: WithDefault<boolean>;
  /** 043 (ADR 057): the part of the stake a bonus paid (cash first), the grant it counted towards, and what it
   * added to that grant's turnover (taken back when the bet is voided, cancelled or rolled back). */
  bonus_stake: WithDefault<bigint>;
  grant_id: NullableRef;
  turnover: WithDefault<bigint>;
  /**
   * 048 (ADR 064): the loyalty points the bet earned when it settled, in hundredths of a point; given back if it
   * stops being valid. (`points` above is a Vietnamese bet's count of points, its stake unit.)
   */
  points_earned: WithDefault<bigint>;
}

/** The tables the bets module owns: only its code names them in SQL (docs/architecture.md, Tables). */
export interface BetsTables {
  bets: BetsTable;
}
