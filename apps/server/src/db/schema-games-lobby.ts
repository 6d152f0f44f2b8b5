import type { ColumnType } from 'kysely';
import type { CreatedAt, Ref, WithDefault } from './schema';

/** 020-games-lobby.sql: a member's favourite games and the games a member launched last (ADR 031). */
export interface GameFavouritesTable {
  merchant_id: number;
  member_id: Ref;
  game_id: number;
  created_at: CreatedAt;
}

export interface GameRecentTable {
  merchant_id: number;
  member_id: Ref;
  game_id: number;
  launched_at: ColumnType<Date, Date | string | undefined, Date | string>;
  launches: WithDefault<number>;
}

export interface GameLobbyTables {
  game_favourites: GameFavouritesTable;
  game_recent: GameRecentTable;
}
