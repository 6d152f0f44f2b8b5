import type { TAdminRound } from '@gemilang/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import type { GameRoundStatus, LocalizedJson } from '../../../db/schema';
import { formatMinor } from '../../../platform/money';
import { memberAccounts } from '../../member';

/** A round as the back office lists it: its vendor, game and member beside the protocol's sums. */
export const roundColumns = sql`
  r.id, v.code as vendor, r.round_id, g.code as game_code, g.name as game_name, r.member_id, m.username,
  r.status, r.debited, r.credited, r.rolled_back, r.opened_at, r.ended_at`;

/** The joins `roundColumns` reads from, the member's name from the brand's members (the member module's). */
export function roundJoins(db: Db, merchantId: number) {
  return sql`
  join game_vendors v on v.id = r.vendor_id
  join games g on g.id = r.game_id
  join ${memberAccounts(db, merchantId)} m on m.id = r.member_id`;
}

export interface RoundRow {
  id: bigint;
  vendor: string;
  round_id: string;
  game_code: string;
  game_name: LocalizedJson;
  member_id: bigint;
  username: string;
  status: GameRoundStatus;
  debited: bigint;
  credited: bigint;
  rolled_back: bigint;
  opened_at: Date;
  ended_at: Date | null;
}

const iso = (d: Date | string) => new Date(d).toISOString();

export function roundView(row: RoundRow, language: string, exponent: number): TAdminRound {
  const names = row.game_name as Record<string, string | undefined>;
  return {
    id: `${row.id}`,
    vendor: row.vendor,
    roundId: row.round_id,
    gameCode: row.game_code,
    gameName: names[language] ?? names.ms ?? row.game_code,
    memberId: `${row.member_id}`,
    username: row.username,
    status: row.status,
    debited: formatMinor(BigInt(row.debited), exponent),
    credited: formatMinor(BigInt(row.credited), exponent),
    rolledBack: formatMinor(BigInt(row.rolled_back), exponent),
    openedAt: iso(row.opened_at),
    endedAt: row.ended_at ? iso(row.ended_at) : null,
  };
}
