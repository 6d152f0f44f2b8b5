import type { Language, TLobbyGame } from '@gemilang/contract';
import { type Kysely, sql } from 'kysely';
import type { Database, LocalizedJson } from '../../../db/schema';

/**
 * The one way the lobby reads games (ADR 031): a brand's games joined to their vendors, never the disabled
 * ones, shaped as the lobby's card. Every lobby call starts here, so brand scoping and the rules of a card
 * (maintenance of the game or of its vendor, the in-house art) are written once.
 */
export interface LobbyScope {
  merchantId: number;
  language: Language;
}

export function lobbyGames(db: Kysely<Database>, merchantId: number) {
  return db
    .selectFrom('games as g')
    .innerJoin('game_vendors as v', 'v.id', 'g.vendor_id')
    .select([
      'g.id as gameId',
      'g.code',
      'g.name',
      'g.category',
      'g.sub_category as subCategory',
      'g.is_hot as isHot',
      'g.vassalage as vassalageItem',
      'g.status as gameStatus',
      'g.image_url as imageUrl',
      'v.code as vendorCode',
      'v.name as vendorName',
      'v.status as vendorStatus',
      'v.in_house as inHouse',
    ])
    .where('g.merchant_id', '=', merchantId)
    .where('v.merchant_id', '=', merchantId)
    .where('g.status', '<>', 'disabled');
}

export type LobbyGameQuery = ReturnType<typeof lobbyGames>;
export type LobbyGameRow = Awaited<ReturnType<LobbyGameQuery['execute']>>[number];

/** The operator's order: vendors by their order, then games by theirs. */
export function inLobbyOrder(query: LobbyGameQuery): LobbyGameQuery {
  return query.orderBy('v.sort').orderBy('v.id').orderBy('g.sort').orderBy('g.id');
}

/** A name in the caller's language, else Malay (the default), else English. */
export function nameIn(name: LocalizedJson, language: Language): string {
  return name[language] || name.ms || name.en || '';
}

/** The in-house games' pictures ship with the site (apps/web/public/games). */
export function inHouseImage(code: string): string {
  return `/games/${code}.svg`;
}

export function toLobbyGame(row: LobbyGameRow, language: Language): TLobbyGame {
  return {
    code: row.code,
    name: nameIn(row.name, language),
    vassalage: row.vendorCode,
    vendorName: row.vendorName,
    accountTypeName: row.vendorCode,
    category: row.category,
    subCategory: row.subCategory,
    isHot: row.isHot ? 1 : 0,
    isGame: row.vassalageItem ? 'VASSALAGE' : 'GAME',
    status: row.gameStatus === 'active' && row.vendorStatus === 'active' ? 'active' : 'maintenance',
    imageUrl: row.imageUrl ?? (row.inHouse ? inHouseImage(row.code) : null),
  };
}

/**
 * A search term as an ILIKE pattern matching anywhere: its own % and _ (and the escape itself) are taken
 * literally, so a member's "50%" finds "50%" and not everything.
 */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Games whose code or name in any of the three languages contains the term. */
export function matching(query: LobbyGameQuery, search: string): LobbyGameQuery {
  const pattern = containsPattern(search);
  return query.where((eb) =>
    eb.or([
      eb('g.code', 'ilike', pattern),
      eb(sql<string>`g.name->>'ms'`, 'ilike', pattern),
      eb(sql<string>`g.name->>'en'`, 'ilike', pattern),
      eb(sql<string>`g.name->>'zh'`, 'ilike', pattern),
    ]),
  );
}
